import type { APIRoute } from 'astro';
import { siteSitemap, sitemapXml } from '@/lib/sitemap';

/** /sitemap.xml: every canonical live page once, written at build. */
export const GET: APIRoute = () => new Response(sitemapXml(siteSitemap()), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
