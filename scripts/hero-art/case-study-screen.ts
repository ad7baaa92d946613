import type { CaseStudy } from '../../content/case-study-types';
import { frame } from './kit';
import { screens, screenTint } from './case-study-screens';

/** A study's product screen as an SVG file: its drawing, in its accent, at the size its `image` declares. */
export function caseStudyScreen(study: CaseStudy): string {
  const draw = screens[study.id];
  if (!draw) throw new Error(`${study.id}: no product screen in scripts/hero-art/case-study-screens.ts`);
  return frame(draw(study), { tint: screenTint[study.accent], size: { width: study.image.width, height: study.image.height } });
}
