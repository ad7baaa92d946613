import { site } from '@/content/site';
import { brandColors } from '@/lib/brand';

export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'browser' | 'standalone' | 'minimal-ui' | 'fullscreen';
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

/** The web app manifest: name, colours and icons (public/icon.svg and the PNGs scripts/make-icons.ts renders from it). */
export function webManifest(): WebManifest {
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

/** /manifest.webmanifest's text: compact JSON, no trailing newline (as Next wrote it). */
export function webManifestJson(manifest: WebManifest = webManifest()): string {
  return JSON.stringify(manifest);
}
