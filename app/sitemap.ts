import type { MetadataRoute } from 'next';
import { canonicalPages } from '@/content/routes';
import { site } from '@/content/site';

export const dynamic = 'force-static';

/** Every live page once, at its canonical URL (aliases such as /our-work/case-studies are left out). */
export default function sitemap(): MetadataRoute.Sitemap {
  return canonicalPages.filter((page) => !page.noindex).map((page) => ({
    url: new URL(page.path, site.url).toString(),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : page.path.split('/').length === 2 ? 0.8 : 0.6,
  }));
}
