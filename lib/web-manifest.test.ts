import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/content/site';
import { brandColors } from '@/lib/brand';
import { webManifest, webManifestJson } from './web-manifest';

describe('webManifest', () => {
  it('names the site, uses the brand colours and starts at the home page', () => {
    const manifest = webManifest();
    expect(manifest.name).toBe(`${site.name}: ${site.tagline}`);
    expect(manifest.short_name).toBe(site.name);
    expect(manifest.theme_color).toBe(brandColors.ink);
    expect(manifest.background_color).toBe(brandColors.paper);
    expect(manifest.start_url).toBe('/');
  });

  it('points only at icons that exist in public/, with the install sizes browsers ask for', () => {
    const { icons } = webManifest();
    for (const icon of icons) expect(existsSync(path.join('public', icon.src)), icon.src).toBe(true);
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});

describe('webManifestJson', () => {
  it('is the manifest as compact JSON that parses back to the same object', () => {
    const text = webManifestJson();
    expect(text).not.toMatch(/\n/);
    expect(JSON.parse(text)).toEqual(webManifest());
    expect(text.startsWith('{"name":')).toBe(true);
  });
});
