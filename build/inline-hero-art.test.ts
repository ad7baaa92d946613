import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies';
import { iconSvg, svgDataUrl } from '@/lib/icon';
import { inlineHeroArt, isPublicSvg } from './inline-hero-art';

const ART = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#0b0d12"/></svg>';

/** The shape React 19 writes: a preload for the image in the head, the image with camel-cased fetchPriority; a script naming the file. */
const page = (src: string, priority = 'high') =>
  `<!DOCTYPE html><html><head><link rel="preload" as="image" href="${src}" fetchPriority="${priority}"/><link rel="preload" as="image" href="/work/art/other.svg"/></head>` +
  `<body><h1>Bloxios</h1><img src="${src}" alt="The dashboard" width="640" height="480" decoding="async" fetchPriority="${priority}"/><img src="/work/art/other.svg" alt=""/>` +
  `<script type="application/json">{"src":"${src}"}</script></body></html>`;

const read = (files: Record<string, string>) => (src: string) => {
  const svg = files[src];
  if (svg === undefined) throw new Error(`${src} is not in the export`);
  return svg;
};

describe('the hero artwork written into the page', () => {
  it('puts the high-priority SVG into its img as a data URL and drops its preload, nothing else', () => {
    const source = page('/work/art/bloxios.svg');
    const { html, inlined } = inlineHeroArt(source, read({ '/work/art/bloxios.svg': `${ART}\n` }));
    expect(inlined).toEqual(['/work/art/bloxios.svg']);
    const { document } = new JSDOM(html).window;
    const [hero, other] = [...document.querySelectorAll('img')];
    expect(hero?.getAttribute('src')).toBe(svgDataUrl(ART));
    expect(hero?.getAttribute('alt')).toBe('The dashboard');
    expect(other?.getAttribute('src')).toBe('/work/art/other.svg');
    expect([...document.querySelectorAll('link[rel=preload]')].map((link) => link.getAttribute('href'))).toEqual(['/work/art/other.svg']);
    // Only the image is rewritten: a script naming the file keeps it, and the picture is in the page once.
    expect(document.querySelector('script')?.textContent).toContain('/work/art/bloxios.svg');
    expect(html.split('data:image/svg+xml')).toHaveLength(2);
  });

  it('leaves pages without a high-priority SVG, and pages it already processed, as they are', () => {
    const files = read({ '/work/art/bloxios.svg': ART });
    for (const source of [page('/work/art/bloxios.svg', 'low'), page('/media/poster.webp'), '<html><body><p>Text</p></body></html>']) {
      expect(inlineHeroArt(source, files)).toEqual({ html: source, inlined: [] });
    }
    const once = inlineHeroArt(page('/work/art/bloxios.svg'), files).html;
    expect(inlineHeroArt(once, files).html).toBe(once);
  });

  it('stops the build when the artwork is missing from the export or is not a file of it', () => {
    expect(() => inlineHeroArt(page('/work/art/gone.svg'), read({}))).toThrow('/work/art/gone.svg is not in the export');
    expect(() => inlineHeroArt(page('/work/../../secrets.svg'), read({}))).toThrow(/not an SVG file of the export/);
    expect(() => inlineHeroArt(page('https://example.com/a.svg'), read({}))).toThrow(/not an SVG file of the export/);
  });

  it('reads only SVG files by a plain path of the export', () => {
    expect(isPublicSvg('/work/art/bloxios-staking-dashboard.svg')).toBe(true);
    expect(isPublicSvg('/blog/choosing-a-mobile-stack.svg')).toBe(true);
    for (const bad of ['/../package.json', '/blog/../../secrets.svg', 'blog/x.svg', '/blog/x.svg.png', '//evil.example/x.svg', '/a//b.svg']) expect(isPublicSvg(bad), bad).toBe(false);
  });
});

/** After `npm run build`: the real pages (skipped when there is no build). */
const out = path.resolve('out');
describe.skipIf(!existsSync(path.join(out, '_serving.json')))('the built export in out/', () => {
  it('has each case study’s and the blog list’s hero art in the HTML once, with no request left for it', () => {
    const dataUrls = (html: string) => html.split('data:image/svg+xml,').length - 1;
    // Every page carries the inline favicon too (in its head, and on a page Next draws in its React payload).
    const icon = svgDataUrl(iconSvg);
    const favicon = (html: string) => [icon, icon.replaceAll("'", '&#x27;')].reduce((sum, form) => sum + html.split(form).length - 1, 0);
    const heroes = [...caseStudies().map((study) => ({ file: `${study.href.slice(1)}.html`, src: study.image.src })), { file: 'our-work/blog.html', src: '' }];
    for (const { file, src } of heroes) {
      const html = readFileSync(path.join(out, file), 'utf8');
      const { document } = new JSDOM(html).window;
      const hero = document.querySelector('img[fetchpriority=high]');
      expect(hero?.getAttribute('src'), file).toMatch(/^data:image\/svg\+xml,/);
      expect(dataUrls(html) - favicon(html), file).toBe(1);
      if (src) {
        expect(hero?.getAttribute('src'), file).toBe(svgDataUrl(readFileSync(path.join(out, src), 'utf8').trim()));
        expect(document.querySelector(`link[rel=preload][href="${src}"]`), file).toBeNull();
      }
    }
  });
});
