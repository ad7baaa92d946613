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
