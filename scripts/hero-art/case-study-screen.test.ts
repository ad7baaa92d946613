import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '../../content/case-studies';
import { caseStudyScreen } from './case-study-screen';

const publicDir = path.join(import.meta.dirname, '..', '..', 'public');

describe('case study product screens', () => {
  it('has each study’s committed screen as drawn from its content today (run npx tsx scripts/make-case-study-screens.ts)', () => {
    for (const study of caseStudies()) {
      expect(readFileSync(path.join(publicDir, study.image.src), 'utf8'), study.image.src).toBe(caseStudyScreen(study));
    }
  });

  it('declares the dimensions the study’s image gives, and needs no font or outside file', () => {
    for (const study of caseStudies()) {
      const svg = caseStudyScreen(study);
      expect(svg.match(/<svg\b[^>]*>/)?.[0], study.id).toContain(`width="${study.image.width}" height="${study.image.height}"`);
      expect(svg, study.id).not.toMatch(/<script|<text\b|@font-face|\bhref="(?!#)|url\((?!#)/);
    }
  });

  it('shows the study’s own title and figures: another title or metric draws another screen', () => {
    for (const study of caseStudies()) {
      const screen = caseStudyScreen(study);
      expect(caseStudyScreen({ ...study, title: `${study.title}X` }), study.id).not.toBe(screen);
      const metrics = study.metrics.map((entry, index) => (index === 0 ? { ...entry, value: `${entry.value}9` } : entry)) as unknown as typeof study.metrics;
      expect(caseStudyScreen({ ...study, metrics }), study.id).not.toBe(screen);
    }
  });
});
