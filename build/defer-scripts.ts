/**
 * Moves a Next.js export's module scripts behind the largest contentful paint. The HTML is complete
 * without them (every page is prerendered and works without scripts), so the page paints first and its
 * ~145 KB of framework JavaScript never races the first paint; it hydrates right after, when the
 * browser is idle (lib/hydration.ts), so a visitor's first tap finds React listening.
 * The list stays in the page as JSON (`#deferred-scripts`), so budgets can still read it.
 * Next has no option for this: its scripts are always `async` tags in <head>, requested at once.
 *
 * The web-app manifest link waits with them (`data-manifest` on the list). Chrome fetches a page's
 * manifest at its load event, which on these pages comes before the first screen is laid out, so the
 * fetch ran ahead of the first paint; Lighthouse then counts it on the LCP's path (one more round trip,
 * 0.15 s). The manifest only matters for installing the site, which nobody does before it has painted.
 */
import { HYDRATION_IDLE_TIMEOUT_MS } from '@/lib/hydration';
import { PENDING_SUBMIT_MARKER } from '@/lib/pending-submit';
import { HtmlShapeError, applyEdits, attribute, elementsByTag, endTagOffset, escapeAttribute, hasAttribute, hasToken, parseHtml, sourceRange, textOf, theElement, type Edit, type HtmlElement } from '@/lib/html';

export const DEFERRED_LIST_ID = 'deferred-scripts';

/**
 * Requests the listed scripts once the largest contentful paint has been presented (and, on a page
 * with a hero image, once that image has been painted) and the browser is idle (at most
 * HYDRATION_IDLE_TIMEOUT_MS later), so that hydration never competes with the content a visitor came
 * for, yet starts before most visitors reach for the page. Browsers without LCP entries use the
 * first-contentful-paint entry; without either, the next frame after the web font. A page that never
 * paints (opened in a background tab) counts as painted after three seconds.
 */
export const DEFERRED_LOADER = [
  '(function(){',
  `var l=document.getElementById("${DEFERRED_LIST_ID}");if(!l)return;`,
  'var s=JSON.parse(l.textContent||"[]"),done=!1,m=l.getAttribute("data-manifest");',
  'function go(){if(done)return;done=!0;',
  // Before the scripts: React, hydrating the head, finds the link in place and adds no second one.
  'if(m){var k=document.createElement("link");k.rel="manifest";k.href=m;document.head.appendChild(k)}',
  's.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!0;document.head.appendChild(e)})}',
  `function ready(){var r=window.requestIdleCallback;r?r(go,{timeout:${HYDRATION_IDLE_TIMEOUT_MS}}):go()}`,
  'function soon(){setTimeout(ready,0)}',
  // A page whose first screen has a hero image (the one asked for at high priority) waits for that image
  // as well: its paint is usually the largest one, and hydration must not start ahead of it. Decoded
  // (asynchronously, off the main thread), it is painted in the next frame; the loader waits one more.
  'var i=document.querySelector("img[fetchpriority=high]");',
  'function paint(){if(!i||!i.decode)return soon();var f=function(){requestAnimationFrame(function(){requestAnimationFrame(soon)})};i.decode().then(f,f)}',
  'setTimeout(go,3e3);',
  'var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes||[];',
  'var type=t.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":t.indexOf("paint")>=0?"paint":"";',
  'if(type){try{new P(function(list,o){o.disconnect();paint()}).observe({type:type,buffered:!0});return}catch(e){}}',
  'function later(){requestAnimationFrame(soon)}',
  'document.fonts&&document.fonts.ready?document.fonts.ready.then(later,later):later()',
  '})()',
].join('');

/** The one inline script this step adds to a page: the loader, and the mark on a form posted before hydration. */
export const PAGE_SCRIPT = PENDING_SUBMIT_MARKER + DEFERRED_LOADER;

type Document = ReturnType<typeof parseHtml>;

/** The `#deferred-scripts` list of a parsed page this step has processed, or undefined. */
export function deferredList(document: Document): string[] | undefined {
  const list = elementsByTag(document, 'script').find((script) => attribute(script, 'id') === DEFERRED_LIST_ID);
  if (!list) return undefined;
  const parsed: unknown = JSON.parse(textOf(list) || '[]');
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** A script a modern browser runs from a file: has `src`, is not the `noModule` polyfill. */
export const isModuleScript = (script: HtmlElement) => hasAttribute(script, 'src') && !hasAttribute(script, 'nomodule');

/**
 * Every page Next exports loads its chunks as `<script src="…" async="">` (with `<link rel="preload"
 * as="script">` hints); a page without them means Next's output changed, and the build stops rather than
 * ship pages whose scripts race the first paint. A page this step already processed is returned unchanged.
 */
export function deferModuleScripts(html: string): { html: string; scripts: string[] } {
  const document = parseHtml(html);
  const done = deferredList(document);
  if (done) return { html, scripts: done };
  const body = theElement(document, 'body', 'the loader is appended to it');
  const edits: Edit[] = [];
  const scripts: string[] = [];
  for (const script of elementsByTag(document, 'script').filter(isModuleScript)) {
    if (!hasAttribute(script, 'async')) {
      throw new HtmlShapeError(`<script src="${attribute(script, 'src')}"> is not async: deferring it would change the order it runs in (build/defer-scripts.ts expects Next's async chunks)`);
    }
    scripts.push(attribute(script, 'src') ?? '');
    edits.push({ ...sourceRange(script), text: '' });
  }
  if (scripts.length === 0) throw new HtmlShapeError('no <script src="…" async=""> module scripts to defer (build/defer-scripts.ts expects the chunks Next.js writes)');
  let manifest: string | undefined;
  for (const link of elementsByTag(document, 'link')) {
    if (hasToken(link, 'rel', 'preload') && attribute(link, 'as') === 'script') edits.push({ ...sourceRange(link), text: '' });
    if (hasToken(link, 'rel', 'manifest')) {
      manifest = attribute(link, 'href');
      edits.push({ ...sourceRange(link), text: '' });
    }
  }
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  const manifestAttribute = manifest ? ` data-manifest="${escapeAttribute(manifest)}"` : '';
  const at = endTagOffset(body);
  edits.push({ start: at, end: at, text: `<script type="application/json" id="${DEFERRED_LIST_ID}"${manifestAttribute}>${list}</script><script>${PAGE_SCRIPT}</script>` });
  return { html: applyEdits(html, edits), scripts };
}

/** The scripts a deferred page will load. */
export function deferredScripts(html: string): string[] {
  return deferredList(parseHtml(html)) ?? [];
}
