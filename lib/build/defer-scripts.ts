/**
 * Moves a Next.js export's module scripts behind the first paint. The HTML is complete without
 * them (every page is prerendered), so the page paints first and hydrates right after, instead
 * of racing its ~145 KB of framework JavaScript against the first paint on slow devices.
 * The list stays in the page as JSON (`#deferred-scripts`), so budgets can still read it.
 */
export const DEFERRED_LIST_ID = 'deferred-scripts';

/** Requests the listed scripts once the web font is in and the next frame has been painted with it. */
export const DEFERRED_LOADER =
  `(function(){var l=document.getElementById("${DEFERRED_LIST_ID}");if(!l)return;var s=JSON.parse(l.textContent||"[]");` +
  'function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!0;document.head.appendChild(e)})}' +
  'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  'document.fonts&&document.fonts.ready?document.fonts.ready.then(later,later):later()})()';

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
