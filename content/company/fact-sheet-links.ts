/**
 * Where the fact sheet is read: /about/how-we-count, one group per page that shows figures. A stat
 * band's footnote links to the group of its page (the page itself is content/company/pages/how-we-count.yaml, its lists content/pages/company/fact-sheet.ts).
 */
import { practiceFigures } from './practice-figures';
import type { InternalPath } from '../shared/types';

export const howWeCountPath = '/about/how-we-count' as const;

/** The anchor of a practice's group on the page: 'practice-logo-branding'; the studio's is 'studio'. */
export const groupAnchor = (practice?: string) => (practice ? `practice-${practice}` : 'studio');

/**
 * The footnote under a stat band: where its figures are defined, at the group of the page's practice
 * (a page whose band shows results of its published work links to the studio's figures).
 */
export function statsFootnote(practice?: string): { text: string; link: { label: string; href: InternalPath } } {
  const listed = practice === undefined || Object.values(practiceFigures).some((figure) => figure.practice === practice);
  return {
    text: listed ? 'What each figure counts, and when we counted it:' : 'These are results of the published work below. What every other figure counts:',
    link: { label: 'How we count', href: `${howWeCountPath}#${listed ? groupAnchor(practice) : groupAnchor()}` },
  };
}
