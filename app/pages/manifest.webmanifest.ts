import type { APIRoute } from 'astro';
import { webManifestJson } from '@/lib/web-manifest';

/** /manifest.webmanifest, written at build. */
export const GET: APIRoute = () => new Response(webManifestJson(), { headers: { 'Content-Type': 'application/manifest+json' } });
