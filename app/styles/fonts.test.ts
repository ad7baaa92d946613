import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { woff2VerticalMetrics } from '@/scripts/font-metrics';

/**
 * The fallbacks a page paints in before its faces arrive (app/styles/fonts.css): their vertical metrics are the
 * face's own, scaled by the same size-adjust, so a line keeps its height and baseline when the face is drawn. (Their
 * widths, the size-adjust itself, are checked in a browser: e2e/display-face.spec.ts, no rewrap on the swap.)
 */
const css = readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => {
  const descriptors = new Map<string, string>();
  for (const declaration of match[1]!.replace(/\/\*[\s\S]*?\*\//g, '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) descriptors.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
  }
  return descriptors;
});
const family = (face: Map<string, string>) => face.get('font-family')!.replace(/['"]/g, '');
const percent = (face: Map<string, string>, name: string) => {
  const value = face.get(name);
  if (!value?.endsWith('%')) throw new Error(`${family(face)} has no ${name} in %`);
  return Number.parseFloat(value) / 100;
};
const fontFiles: Record<string, string> = { displayFace: 'bricolage-display-latin.woff2', geistSans: 'geist-latin.woff2' };

describe('the faces and their fallbacks', () => {
  it('serves each face from its subset file and gives it a fallback on local Arial (or Liberation Sans, its metric twin)', () => {
    for (const [name, file] of Object.entries(fontFiles)) {
      const face = faces.find((candidate) => family(candidate) === name);
      expect(face?.get('src'), name).toContain(`../fonts/${file}`);
      const fallbacks = faces.filter((candidate) => family(candidate) === `${name} Fallback`);
      expect(fallbacks.length, name).toBeGreaterThan(0);
      for (const fallback of fallbacks) expect(fallback.get('src'), name).toMatch(/^local\((Arial|'Arial Bold')\),.*local\('Liberation Sans( Bold)?'\)/);
    }
  });

  for (const [name, file] of Object.entries(fontFiles)) {
    it(`sizes ${name}'s fallbacks to the metrics in ${file}`, () => {
      const metrics = woff2VerticalMetrics(readFileSync(path.join(import.meta.dirname, '../fonts', file)));
      for (const fallback of faces.filter((candidate) => family(candidate) === `${name} Fallback`)) {
        const sizeAdjust = percent(fallback, 'size-adjust');
        // Within 0.01% (CSS gets two decimals of a percent).
        expect(percent(fallback, 'ascent-override'), name).toBeCloseTo(metrics.ascent / metrics.unitsPerEm / sizeAdjust, 4);
        expect(percent(fallback, 'descent-override'), name).toBeCloseTo(-metrics.descent / metrics.unitsPerEm / sizeAdjust, 4);
        expect(percent(fallback, 'line-gap-override'), name).toBeCloseTo(metrics.lineGap / metrics.unitsPerEm / sizeAdjust, 4);
      }
    });
  }

  it('draws the faces from the first paint, each before its fallback; body text never swaps, headlines do', () => {
    const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    expect(root).toMatch(/--font-geist-sans:\s*'geistSans', 'geistSans Fallback'/);
    expect(root).toMatch(/--font-display-face:\s*'displayFace', 'displayFace Fallback'/);
    expect(faces.find((face) => family(face) === 'geistSans')?.get('font-display')).toBe('optional');
    expect(faces.find((face) => family(face) === 'displayFace')?.get('font-display')).toBe('swap');
  });
});
