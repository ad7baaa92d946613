import type { APIRoute, GetStaticPaths } from 'astro';
import { canonicalPages } from '@/content/site-map/routes';
import { ogImageSegments } from '@/lib/og';
import { shareImagePng } from '@/lib/og-image';

/**
 * Share images, rendered at build into og/<page>.png: one for every canonical page of the route registry
 * (lib/metadata.ts points each page's Open Graph and Twitter cards at its file).
 */
export const getStaticPaths = (() => canonicalPages.map((page) => ({ params: { image: ogImageSegments(page.path).join('/') }, props: { pagePath: page.path } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ pagePath: string }> = async ({ props }) => {
  const png = await shareImagePng(props.pagePath);
  if (!png) throw new Error(`no page at ${props.pagePath} for its share image`);
  return new Response(png, { headers: { 'Content-Type': 'image/png' } });
};
