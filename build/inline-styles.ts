/**
 * Inlines a Next.js export's stylesheets into each page, so the first paint waits for the HTML
 * alone instead of a second render-blocking request (the site's Tailwind CSS is ~10 KB brotli).
 *
 * The original <link> stays, `disabled`: browsers do not fetch a disabled stylesheet, and React
 * finds it by its href during hydration and client navigation, so it never inserts (and
 * downloads) the same stylesheet again.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="next"\/>/g;

/** Rewrites relative url(...) references so they resolve from the page as they did from the stylesheet. */
export function rebaseCssUrls(css: string, stylesheetHref: string): string {
  return css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote: string, reference: string) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(reference)) return whole;
    const resolved = new URL(reference, `https://site.invalid${stylesheetHref}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string,
): { html: string; stylesheets: string[] } {
  const stylesheets: string[] = [];
  const out = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = rebaseCssUrls(readStylesheet(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    stylesheets.push(href);
    return (
      `<style data-precedence="next" data-href="${href}">${css}</style>` +
      `<link rel="stylesheet" href="${href}" data-precedence="next" disabled=""/>`
    );
  });
  return { html: out, stylesheets };
}
