import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { caseStudies } from './case-studies';

/** The opening <svg …> tag of a file. */
function svgRoot(file: string): string {
  return readFileSync(file, 'utf8').match(/<svg\b[^>]*>/)?.[0] ?? '';
}

function attribute(tag: string, name: string): string | undefined {
  return tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
}

describe('case-study artwork', () => {
  it('names one file per study in public/work/art/, keyed by the study id', () => {
    for (const study of caseStudies()) {
      expect(study.image.src, study.id).toMatch(new RegExp(`^/work/art/${study.id}-[a-z0-9-]+\\.svg$`));
      expect(study.image.alt.length, study.id).toBeGreaterThan(40);
    }
    expect(new Set(caseStudies().map((study) => study.image.src)).size).toBe(caseStudies().length);
  });

  it('exists for every study, as an SVG with the width, height and viewBox the content states', () => {
    for (const study of caseStudies()) {
      const file = path.join(import.meta.dirname, '..', 'public', study.image.src);
      expect(existsSync(file), `${study.id}: ${study.image.src} is missing`).toBe(true);
      const root = svgRoot(file);
      expect(attribute(root, 'xmlns'), study.id).toBe('http://www.w3.org/2000/svg');
      expect(attribute(root, 'width'), study.id).toBe(String(study.image.width));
      expect(attribute(root, 'height'), study.id).toBe(String(study.image.height));
      expect(attribute(root, 'viewBox'), study.id).toBe(`0 0 ${study.image.width} ${study.image.height}`);
    }
  });

  it('is self-contained: no script, no external reference, its one font embedded', () => {
    for (const study of caseStudies()) {
      const svg = readFileSync(path.join(import.meta.dirname, '..', 'public', study.image.src), 'utf8');
      expect(svg, study.id).not.toMatch(/<script|\bhref="(?!#)|url\((?!#|data:)/);
      // Every url(#id) points at a definition in the same file.
      for (const [, id] of svg.matchAll(/url\(#([\w-]+)\)/g)) expect(svg, `${study.id}: #${id}`).toContain(`id="${id}"`);
    }
  });
});
