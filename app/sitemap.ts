import type { MetadataRoute } from 'next';
import { indexedPages } from '@/content/site-map/routes';
import { site } from '@/content/site';

export const dynamic = 'force-static';

/** Every live page once, at its canonical URL (aliases such as /our-work/case-studies and noindex thank-you pages are left out). */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexedPages.map((page) => ({
    url: new URL(page.path, site.url).toString(),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : page.path.split('/').length === 2 ? 0.8 : 0.6,
  }));
}
