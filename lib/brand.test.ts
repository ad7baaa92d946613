import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandColors, brandMark, cssColorToken, type BrandColor } from './brand';

const root = path.resolve(import.meta.dirname, '..');

describe('the brand colours', () => {
  it('are the CSS design tokens, value for value, with no colour token the brand lacks', () => {
    const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
    const tokens = Object.fromEntries([...css.matchAll(/(--color-[\w-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g)].map((match) => [match[1], match[2]!.toLowerCase()]));
    const expected = Object.fromEntries(Object.entries(brandColors).map(([name, value]) => [cssColorToken(name as BrandColor), value]));
    expect(tokens).toEqual(expected);
  });

  it('are typed nowhere else in the code that draws the brand: pages, share images, manifest, logo, artwork scripts', () => {
    const files = ['lib/web-manifest.ts', 'app/layouts/site-page.astro', 'lib/og-image.tsx', 'components/layout/logo.tsx', 'components/ui/avatar.tsx', 'scripts/make-media-kit.ts', 'scripts/make-blog-art.ts', 'scripts/make-client-logos.ts', ...readdirSync(path.join(root, 'scripts/hero-art')).filter((name) => name.endsWith('.ts')).map((name) => `scripts/hero-art/${name}`)];
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8').toLowerCase();
      // Pure white is no brand choice (strokes on the accent tile), so only the others count.
      for (const [name, value] of Object.entries(brandColors)) if (value !== '#ffffff' && text.includes(value)) found.push(`${file}: ${value} (${name})`);
    }
    expect(found).toEqual([]);
  });

  it('colour the favicon source, which the icons and the favicon data URL are made from', () => {
    expect(readFileSync(path.join(root, 'public/icon.svg'), 'utf8')).toContain(`fill="${brandColors.accent}"`);
  });

  it('draw the one monogram in the icon file, the logo and the editor (the figures of brandMark)', () => {
    const icon = readFileSync(path.join(root, 'public/icon.svg'), 'utf8');
    const { size, radius, bars, barWidth, dot } = brandMark;
    for (const attribute of [`viewBox="0 0 ${size} ${size}"`, `rx="${radius}"`, `d="${bars}"`, `stroke-width="${barWidth}"`, `cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}"`]) expect(icon).toContain(attribute);
    for (const file of ['components/layout/logo.tsx', 'server/editor/ui/brand-mark.tsx']) expect(readFileSync(path.join(root, file), 'utf8')).toContain('brandMark');
  });
});
