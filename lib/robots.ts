import { site } from '@/content/site';

/**
 * /robots.txt. `Disallow: /api/` comes before `Allow: /`: crawlers that take the first matching rule (rather
 * than the longest) would otherwise read `Allow: /` and crawl the API.
 */
export function robotsTxt(): string {
  return ['User-Agent: *', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', site.url).toString()}`, ''].join('\n');
}
