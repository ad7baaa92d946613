import localFont from 'next/font/local';

/**
 * Geist, self-hosted: the variable font of the `geist` npm package subset to Latin by
 * scripts/subset-font.sh (next/font/google cannot download here): Latin, weights 400 to 700.
 * `optional` never swaps fonts after first paint, so headlines paint once (no late LCP, no shift);
 * the preloaded file is in the cache for every later page.
 */
export const geistSans = localFont({
  src: './fonts/geist-latin.woff2',
  variable: '--font-geist-sans',
  weight: '400 700',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
});

/**
 * The display face of h1 and h2 headlines: Bricolage Grotesque (`@fontsource-variable/bricolage-grotesque`,
 * OFL-1.1) instanced by scripts/subset-font.sh at its one headline weight (600), display optical size, and
 * subset to the same characters as Geist: 13 KB. Preloaded and `optional` like Geist (no swap, no shift);
 * the Arial fallback is size-adjusted to its metrics for a first visit that paints before it arrives.
 */
export const displayFace = localFont({
  src: './fonts/bricolage-display-latin.woff2',
  variable: '--font-display-face',
  weight: '600',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
});
