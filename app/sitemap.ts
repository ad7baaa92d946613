import type { MetadataRoute } from 'next';
import { livePages } from '@/content/routes';
import { site } from '@/content/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return livePages.filter((page) => !page.noindex).map((page) => ({
    url: new URL(page.path, site.url).toString(),
    changeFrequency: 'monthly',
    priority: page.path === '/' ? 1 : page.path.split('/').length === 2 ? 0.8 : 0.6,
  }));
}
