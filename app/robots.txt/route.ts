import { site } from '@/content/site';

/**
 * /robots.txt, written once at build. `Disallow: /api/` comes before `Allow: /`: crawlers that take the
 * first matching rule (rather than the longest) would otherwise read `Allow: /` and crawl the API.
 * (Next's robots metadata route always writes Allow before Disallow, hence a plain route.)
 */
export const dynamic = 'force-static';

export function GET() {
  const lines = ['User-Agent: *', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', site.url).toString()}`, ''];
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
