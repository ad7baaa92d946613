/**
 * Writes each case study's product screen (its `image`, public/work/art/{id}-{scene}.svg) as drawn by
 * scripts/hero-art/case-study-screens.ts from the study's own content, at the dimensions the study declares.
 * Run after changing a study's figures or title, and commit the files:
 *   npx tsx scripts/make-case-study-screens.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { caseStudies } from '../content/case-studies';
import { caseStudyScreen } from './hero-art/case-study-screen';

for (const study of caseStudies()) {
  const svg = caseStudyScreen(study);
  writeFileSync(path.join(import.meta.dirname, '..', 'public', study.image.src), svg);
  console.log(`${study.image.src}: ${(svg.length / 1024).toFixed(1)} KB`);
}
