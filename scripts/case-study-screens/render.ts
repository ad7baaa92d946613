import type { CaseStudy } from '../../content/case-study-types';
import { frame } from '../hero-art/kit';
import { screens, screenTint } from './screens';

/** A study's product screen as an SVG file: its drawing, in its accent, at the size its `image` declares. */
export function caseStudyScreen(study: CaseStudy): string {
  const draw = screens[study.id];
  if (!draw) throw new Error(`${study.id}: no product screen in scripts/case-study-screens/screens.ts`);
  return frame(draw(study), { tint: screenTint[study.accent], size: { width: study.image.width, height: study.image.height } });
}
