import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientLogo, clientLogoSize, clientSlug } from './client-logos';
import { homePage } from './home';

const claims = homePage().sections.find((section) => section.kind === 'claims');
const names = claims?.kind === 'claims' ? claims.clients.names : [];
const publicDir = path.join(import.meta.dirname, '..', 'public');

describe('client logos', () => {
  it('gives every client of the home strip its own logo file, named by its slug, with the client as alt text', () => {
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const logo = clientLogo(name);
      expect(logo.alt).toBe(name);
      expect(logo.src).toBe(`/clients/${clientSlug(name)}.svg`);
      expect(existsSync(path.join(publicDir, logo.src)), `${name}: ${logo.src} is missing (run npx tsx scripts/make-client-logos.ts)`).toBe(true);
    }
    expect(new Set(names.map((name) => clientLogo(name).src)).size).toBe(names.length);
  });

  it('draws each logo for its client, at the declared size, self-contained, and leaves no logo of a former client', () => {
    for (const name of names) {
      const svg = readFileSync(path.join(publicDir, clientLogo(name).src), 'utf8');
      const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
      expect(root, name).toContain(`width="${clientLogoSize.width}" height="${clientLogoSize.height}"`);
      expect(svg, name).toContain(`<title>${name}</title>`);
      expect(svg, name).not.toMatch(/<script|<text|\bhref="(?!#)|url\((?!#)/);
    }
    expect(readdirSync(path.join(publicDir, 'clients')).sort()).toEqual(names.map((name) => `${clientSlug(name)}.svg`).sort());
  });

  it('makes slugs that survive punctuation and accents', () => {
    expect(clientSlug('Harborline Logistics')).toBe('harborline-logistics');
    expect(clientSlug('Café & Co.')).toBe('cafe-and-co');
  });
});
