import { describe, expect, it } from 'vitest';
import { indexedPages } from '@/content/site-map/routes';
import { site } from '@/content/site';
import { siteSitemap, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('writes one <url> per entry, in order, with its location, frequency and priority', () => {
    const xml = sitemapXml([
      { url: 'https://example.com/', changeFrequency: 'monthly', priority: 1 },
      { url: 'https://example.com/a?b=1&c=2', changeFrequency: 'weekly', priority: 0.6 },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url>\n<loc>https://example.com/</loc>\n<changefreq>monthly</changefreq>\n<priority>1</priority>\n</url>\n' +
        '<url>\n<loc>https://example.com/a?b=1&amp;c=2</loc>\n<changefreq>weekly</changefreq>\n<priority>0.6</priority>\n</url>\n' +
        '</urlset>\n',
    );
  });

  it('is a valid empty urlset with no entries', () => {
    expect(sitemapXml([])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n');
  });
});

describe('siteSitemap', () => {
  it('lists every indexed page once at its absolute URL, the home page first in priority', () => {
    const entries = siteSitemap();
    expect(entries.map((entry) => entry.url)).toEqual(indexedPages.map((page) => new URL(page.path, site.url).toString()));
    expect(entries.find((entry) => entry.url === new URL('/', site.url).toString())?.priority).toBe(1);
    expect(entries.find((entry) => entry.url === new URL('/services', site.url).toString())?.priority).toBe(0.8);
    expect(entries.find((entry) => entry.url === new URL('/services/web-development', site.url).toString())?.priority).toBe(0.6);
  });
});
