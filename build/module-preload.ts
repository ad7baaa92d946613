import { applyEdits, attribute, elementsByTag, hasToken, parseHtml, theElement } from '@/lib/html';
import { moduleScripts, staticModuleClosure } from './page-weight';

/**
 * Every module a page's scripts import before they run, named in its <head> as `<link rel="modulepreload">`.
 * Astro writes the page's module script at the end of the body and its bundler splits the module where islands
 * share code with it; without the hints the browser finds each imported chunk only once the entry has arrived,
 * a round trip later. With them every chunk is asked for as soon as the head is parsed, after the stylesheet.
 * Islands' modules are not named: they hydrate when the browser is idle and must not compete with the first paint.
 * A page that already names a module keeps its hint (the step can run twice).
 */
export function withModulePreloads(html: string, readModule: (file: string) => string): { html: string; preloads: string[] } {
  const document = parseHtml(html);
  const head = theElement(document, 'head', 'the hints go there');
  const named = new Set(elementsByTag(head, 'link').filter((link) => hasToken(link, 'rel', 'modulepreload')).map((link) => attribute(link, 'href') ?? ''));
  const preloads = staticModuleClosure(moduleScripts(html), readModule).filter((file) => !named.has(file));
  const end = head.sourceCodeLocation?.endTag?.startOffset;
  if (preloads.length === 0 || end === undefined) return { html, preloads: [] };
  const links = preloads.map((file) => `<link rel="modulepreload" href="${file}">`).join('');
  return { html: applyEdits(html, [{ start: end, end, text: links }]), preloads };
}
