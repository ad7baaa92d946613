/**
 * Inlines a Next.js export's stylesheets into each page, so the first paint waits for the HTML
 * alone instead of a second render-blocking request (the site's Tailwind CSS is ~10 KB brotli).
 *
 * The original <link> stays, of a type no browser styles with (`text/x-inlined`) and `disabled`: a
 * browser does not fetch a stylesheet of an unsupported type (Chromium 150 fetches a merely disabled
 * one, and would download the 96 KB again), and React finds it by its href during hydration and client
 * navigation, so it never inserts (and downloads) the same stylesheet again.
 *
 * Why not Next's own `experimental.inlineCss` (checked on Next 16.4.5 with `output: 'export'`): it
 * writes the <style> too, but also puts the whole stylesheet into the page's React Server Components
 * payload twice, both inside the HTML (`self.__next_f`) and in the `.txt` payload fetched on every
 * client navigation. /services/devops grew from ~40 KB to 68 KB gzip (over the 60 KB HTML budget),
 * and each navigation downloaded 2 x 84 KB of CSS again. So the postbuild keeps doing it.
 */
import { HtmlShapeError, applyEdits, attribute, elementsByTag, escapeAttribute, hasAttribute, hasToken, parseHtml, sourceRange, theElement, type Edit } from '@/lib/html';

/** Rewrites relative url(...) references so they resolve from the page as they did from the stylesheet. */
export function rebaseCssUrls(css: string, stylesheetHref: string): string {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote: string, reference: string) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(reference)) return whole;
    const resolved = new URL(reference, `https://site.invalid${stylesheetHref}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/** The type of the link left behind: no browser styles with it, so none fetches it. */
export const INLINED_TYPE = 'text/x-inlined';

const NEXT_STYLESHEET = /^\/_next\/static\/.+\.css$/;

/**
 * Every page Next exports links its stylesheet in <head> as
 * `<link rel="stylesheet" href="/_next/static/…css" data-precedence="next"/>`; a page without one means
 * Next's output changed, and the build stops rather than ship pages that block on a stylesheet.
 * A page this step already inlined (each link disabled, its <style> present) is returned unchanged.
 */
export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string,
): { html: string; stylesheets: string[] } {
  const head = theElement(parseHtml(html), 'head', 'the stylesheet link lives there');
  const links = elementsByTag(head, 'link').filter((link) => hasToken(link, 'rel', 'stylesheet') && NEXT_STYLESHEET.test(attribute(link, 'href') ?? ''));
  if (links.length === 0) {
    throw new HtmlShapeError('no <link rel="stylesheet" href="/_next/static/….css"> in <head> to inline (build/inline-styles.ts expects the one Next.js writes)');
  }
  const inlined = new Set(elementsByTag(head, 'style').map((style) => attribute(style, 'data-href')));
  const edits: Edit[] = [];
  const stylesheets: string[] = [];
  for (const link of links) {
    const href = attribute(link, 'href') ?? '';
    if (hasAttribute(link, 'disabled') && inlined.has(href)) continue;
    const precedence = attribute(link, 'data-precedence');
    if (precedence === undefined) {
      throw new HtmlShapeError(`the stylesheet link ${href} has no data-precedence: React would not recognise it during hydration, so it cannot stay as a disabled link`);
    }
    const css = rebaseCssUrls(readStylesheet(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    const attributes = link.attrs.filter((attr) => attr.name !== 'disabled' && attr.name !== 'type').map((attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`).join('');
    edits.push({
      ...sourceRange(link),
      text: `<style data-precedence="${escapeAttribute(precedence)}" data-href="${escapeAttribute(href)}">${css}</style><link${attributes} type="${INLINED_TYPE}" disabled=""/>`,
    });
    stylesheets.push(href);
  }
  return { html: applyEdits(html, edits), stylesheets };
}
