import { createHash } from 'node:crypto';
import { applyEdits, attribute, elementsByTag, endTagOffset, escapeAttribute, hasToken, parseHtml, sourceRange, textOf, theElement, type Edit } from '@/lib/html';
import { MODULE_DIR, PAGE_MODULES_ID, islandModules, moduleScripts, pageModuleList, staticModuleClosure } from './page-weight';

/**
 * Astro's island scripts, which it writes inline on a page with islands: its runtime (the `astro-island` element,
 * 4.4 KB) and each client directive it uses. They are the same on every such page, and hydration waits for the
 * first paint anyway (`client:painted`), so they need no place in the first response: 1.7 KB of brotli that put
 * /contact's first response past one round trip (Lighthouse: 0.15 s more before its largest paint).
 */
export const isIslandScript = (text: string) =>
  text.includes('customElements.define("astro-island"') || /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.\w+=/.test(text);

/** The file an island script goes to: named by its content, so each is written once and cached for a year. */
export const islandScriptFile = (text: string) => `${MODULE_DIR}island.${createHash('sha256').update(text).digest('base64url').slice(0, 10)}.js`;

/**
 * Requests the page's modules once its first screen has been painted (the first `paint` entry) and the preloaded faces
 * have arrived (`document.fonts.ready`), in the task after the next frame, or after three seconds where the browser
 * reports neither (a tab that never paints, a browser without paint timing). Every page is complete HTML and works
 * before its scripts (the header's menus, the chat link, the forms' native checks), so on a slow phone network the
 * document, the stylesheet and the two faces have the line to themselves: the headline paints sooner, and so does a
 * lead paragraph that waits for Geist (`optional`: /contact's and /about's largest paint, which the modules used to
 * share the line with). The modules follow at once. Each module the entries import is named first as a `modulepreload`, so the split
 * chunks come with their entry, not a round trip later; so are the islands' modules, which Astro's island runtime
 * (run first, from files of its own: isIslandScript) imports when they hydrate (`client:painted`).
 *
 * The same text on every page (one CSP hash); the page's modules are attributes of its script (page-weight.ts).
 * Entries are inserted with async=false, so they run in the page's order, as `<script type="module">` tags would.
 * It is kept small: it is in every page's first 14 KB.
 */
export const PAGE_MODULE_LOADER = [
  '(function(d){var s=d.currentScript,done;',
  `function add(n,a,u,o){if(u){var e=d.createElement(n);for(var k in o)e[k]=o[k];e[a]=${JSON.stringify(MODULE_DIR)}+u;d.head.appendChild(e)}}`,
  'function go(){if(done)return;done=1;',
  's.dataset.preload.split(" ").forEach(function(u){add("link","href",u,{rel:"modulepreload"})});',
  's.dataset.run.split(" ").forEach(function(u){add("script","src",u,{type:"module",async:!1})})}',
  'var wait=2;function step(){--wait||requestAnimationFrame(function(){setTimeout(go)})}',
  'setTimeout(go,3e3);',
  'try{new PerformanceObserver(function(l,o){o.disconnect();step()}).observe({type:"paint",buffered:!0});d.fonts.ready.then(step)}catch(e){}',
  '})(document)',
].join('');

/**
 * Moves a page's `<script type="module" src>` tags behind its first paint: the tags (and any `modulepreload` hints)
 * go, and the end of the body gets the loader above with the page's entries and every module they import. Astro's
 * inline island scripts go to files of their own (`writeModule`), run first, in their order. A page without module
 * scripts, or already processed, is returned unchanged (the step can run twice). A module outside MODULE_DIR stops
 * the build: the loader could not name it.
 */
export function deferPageModules(
  html: string,
  readModule: (file: string) => string,
  writeModule: (file: string, text: string) => void = () => {
    throw new Error('an island script needs writing, and no writer was given');
  },
): { html: string; modules: string[] } {
  const document = parseHtml(html);
  if (pageModuleList(document)) return { html, modules: [] };
  const edits: Edit[] = [];
  const islandScripts: string[] = [];
  for (const script of elementsByTag(document, 'script')) {
    if (attribute(script, 'type') === 'module' && attribute(script, 'src')) {
      edits.push({ ...sourceRange(script), text: '' });
      continue;
    }
    const text = textOf(script);
    if (script.attrs.length > 0 || !isIslandScript(text)) continue;
    const file = islandScriptFile(text);
    writeModule(file, text);
    islandScripts.push(file);
    edits.push({ ...sourceRange(script), text: '' });
  }
  const run = [...new Set(islandScripts), ...moduleScripts(html)];
  if (run.length === 0) return { html, modules: [] };
  const body = theElement(document, 'body', 'the loader is appended to it');
  for (const link of elementsByTag(document, 'link')) {
    if (hasToken(link, 'rel', 'modulepreload')) edits.push({ ...sourceRange(link), text: '' });
  }
  // The islands' modules too, named as preloads with the page's: they come in the same round trips as the island
  // runtime, not one import after another once it runs (a hurried visitor's tap met a form still hydrating).
  const closure = staticModuleClosure([...run, ...islandModules(html)], readModule);
  const names = (files: readonly string[]) =>
    files
      .map((file) => {
        if (!file.startsWith(MODULE_DIR) || /\s/.test(file)) throw new Error(`the module ${file} is not a file under ${MODULE_DIR}`);
        return escapeAttribute(file.slice(MODULE_DIR.length));
      })
      .join(' ');
  const preload = closure.filter((file) => !run.includes(file));
  const at = endTagOffset(body);
  edits.push({ start: at, end: at, text: `<script id="${PAGE_MODULES_ID}" data-run="${names(run)}" data-preload="${names(preload)}">${PAGE_MODULE_LOADER}</script>` });
  return { html: applyEdits(html, edits), modules: closure };
}
