import { indexedPages } from '@/content/site-map/routes';
import { site } from '@/content/site';
import { escapeHtml } from '@/lib/escape-html';

export interface SitemapEntry {
  url: string;
  changeFrequency: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority: number;
}

/** Every live page once, at its canonical URL (aliases such as /our-work/case-studies and noindex thank-you pages are left out). */
export function siteSitemap(): SitemapEntry[] {
  return indexedPages.map((page) => ({
    url: new URL(page.path, site.url).toString(),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : page.path.split('/').length === 2 ? 0.8 : 0.6,
  }));
}

/** The sitemaps.org XML of a list of entries, one element a line (the shape Next's sitemap route wrote). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url>\n<loc>${escapeHtml(entry.url)}</loc>\n<changefreq>${entry.changeFrequency}</changefreq>\n<priority>${entry.priority}</priority>\n</url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}
