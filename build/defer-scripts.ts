/**
 * Moves a Next.js export's module scripts behind the largest contentful paint. The HTML is complete
 * without them (every page is prerendered), so the page paints first and hydrates right after, instead
 * of racing its ~145 KB of framework JavaScript against the first paint on slow devices.
 * The list stays in the page as JSON (`#deferred-scripts`), so budgets can still read it.
 */
export const DEFERRED_LIST_ID = 'deferred-scripts';

/**
 * Requests the listed scripts once the largest contentful paint has been presented, so that
 * hydration never competes with the content a visitor came for. Browsers without LCP entries
 * use the first-contentful-paint entry; without either, the next frame after the web font.
 * A page that never paints (opened in a background tab) still hydrates after three seconds.
 */
export const DEFERRED_LOADER = [
  '(function(){',
  `var l=document.getElementById("${DEFERRED_LIST_ID}");if(!l)return;`,
  'var s=JSON.parse(l.textContent||"[]"),done=!1;',
  'function go(){if(done)return;done=!0;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!0;document.head.appendChild(e)})}',
  'function soon(){setTimeout(go,0)}',
  'setTimeout(go,3e3);',
  'var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[];',
  'var type=t.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":t.indexOf("paint")>=0?"paint":"";',
  'if(type){try{new P(function(list,o){o.disconnect();soon()}).observe({type:type,buffered:!0});return}catch(e){}}',
  'function later(){requestAnimationFrame(soon)}',
  'document.fonts&&document.fonts.ready?document.fonts.ready.then(later,later):later()',
  '})()',
].join('');

export function deferModuleScripts(html: string): { html: string; scripts: string[] } {
  if (html.includes(`id="${DEFERRED_LIST_ID}"`)) return { html, scripts: deferredScripts(html) };
  const scripts: string[] = [];
  let out = html.replace(/<link rel="preload" as="script"[^>]*\/?>/g, '');
  out = out.replace(/<script src="([^"]+)" async=""><\/script>/g, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0 || !out.includes('</body>')) return { html, scripts: [] };
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  out = out.replace(
    '</body>',
    `<script type="application/json" id="${DEFERRED_LIST_ID}">${list}</script><script>${DEFERRED_LOADER}</script></body>`,
  );
  return { html: out, scripts };
}

/** The scripts a deferred page will load. */
export function deferredScripts(html: string): string[] {
  const match = new RegExp(`<script type="application/json" id="${DEFERRED_LIST_ID}">([^<]*)</script>`).exec(html);
  if (!match?.[1]) return [];
  const parsed: unknown = JSON.parse(match[1]);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}
