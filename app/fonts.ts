import localFont from 'next/font/local';

/**
 * Geist, self-hosted from the `geist` npm package (next/font/google cannot download here).
 * `optional` never swaps fonts after first paint, so headlines paint once (no late LCP, no shift);
 * the preloaded file is in the cache for every later page.
 */
export const geistSans = localFont({
  src: '../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
});
