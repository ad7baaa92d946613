/**
 * The home page's client strip shows each client as a wordmark logo: an original, monochrome SVG
 * per client in public/clients/{slug}.svg, the slug made from the client's name in content/pages/home.ts.
 * scripts/make-client-logos.ts draws them from that list (a renamed or added client: rerun it), and
 * content/client-logos.test.ts fails when a client of the strip has no file.
 */
import type { Artwork } from './shared/types';

/** Every logo's box: wordmarks are centred in it, so the strip's row has one height. */
export const clientLogoSize = { width: 180, height: 48 } as const;

/** 'Harborline Logistics' -> 'harborline-logistics'. */
export function clientSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A client's logo as the strip draws it; its alt text is the client's name. */
export function clientLogo(name: string): Artwork {
  return { src: `/clients/${clientSlug(name)}.svg`, ...clientLogoSize, alt: name };
}
