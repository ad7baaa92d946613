import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The site icon (public/icon.svg), read at build time. */
export const iconSvg = readFileSync(path.join(process.cwd(), 'public/icon.svg'), 'utf8').trim();

/**
 * An SVG as a `data:` URL, percent-encoding only what URLs and HTML attributes need.
 * Inlining the 0.9 KB icon saves every page a favicon request, which browsers send
 * while the first paint is still being prepared.
 */
export function svgDataUrl(svg: string): string {
  const encoded = svg
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>{}\s&?]/g, (char) => encodeURIComponent(char));
  return `data:image/svg+xml,${encoded}`;
}
