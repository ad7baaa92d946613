import { describe, expect, it } from 'vitest';
import { inlineStylesheets, rebaseCssUrls } from './inline-styles';

const css: Record<string, string> = {
  '/_next/static/chunks/site.css': '@font-face{src:url(../media/geist.woff2)}body{color:red}',
};
const page = `<html><head><link rel="preload" href="/_next/static/media/geist.woff2" as="font"/><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/></head><body><h1>Hi</h1></body></html>`;

describe('inlining stylesheets', () => {
  it('puts the stylesheet in the page and keeps a link React finds and no browser fetches', () => {
    const { html, stylesheets } = inlineStylesheets(page, (href) => css[href]!);
    expect(stylesheets).toEqual(['/_next/static/chunks/site.css']);
    expect(html).toContain(
      '<style data-precedence="next" data-href="/_next/static/chunks/site.css">@font-face{src:url(/_next/static/media/geist.woff2)}body{color:red}</style>',
    );
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" type="text/x-inlined" disabled=""/>');
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+" data-precedence="next"\/>/);
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'));
  });

  it('is idempotent: an inlined page is left as it is', () => {
    const once = inlineStylesheets(page, (href) => css[href]!).html;
    expect(inlineStylesheets(once, () => 'never read').html).toBe(once);
  });

  it('refuses a page without the stylesheet link, or with one React could not recognise', () => {
    expect(() => inlineStylesheets('<html><head><title>x</title></head><body></body></html>', () => '')).toThrow(/no <link rel="stylesheet" href="\/_next\/static\/….css"> in <head>/);
    expect(() => inlineStylesheets(page.replace(' data-precedence="next"', ''), () => '')).toThrow(/has no data-precedence/);
  });

  it('refuses a stylesheet that would end the style element early', () => {
    expect(() => inlineStylesheets(page, () => 'a::after{content:"</style>"}')).toThrow(/cannot be inlined/);
  });

  it('rebases relative urls and leaves absolute, root-relative, data and fragment urls alone', () => {
    const href = '/_next/static/chunks/a.css';
    expect(rebaseCssUrls('a{b:url(../media/x.woff2)} c{d:url("./y.svg#i")}', href)).toBe(
      'a{b:url(/_next/static/media/x.woff2)} c{d:url("/_next/static/chunks/y.svg#i")}',
    );
    const untouched = "a{b:url(/img.png)} c{d:url('data:image/svg+xml,<svg/>')} e{f:url(https://cdn.example/x.png)} g{h:url(#clip)}";
    expect(rebaseCssUrls(untouched, href)).toBe(untouched);
  });
});
