import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { brandColors } from '@/lib/brand';

export const dynamic = 'force-static';

/** The web app manifest: name, colours and icons (public/icon.svg and the PNGs scripts/make-icons.ts renders from it). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.name}: ${site.tagline}`,
    short_name: site.name,
    description: site.description,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: brandColors.paper,
    theme_color: brandColors.ink,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
