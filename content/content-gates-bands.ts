/**
 * With gate 1 (docs/content-gates.md): a page shows one band of figures at most (issue 39). Like the other gates it
 * takes what it checks as its input; content/content-gates.test.ts runs it on a fixture and on every page module.
 */
import type { PageSection } from './shared/sections';

/** A band of figures: the stat band of a page, or the portfolio's strip of them. */
const isFiguresBand = (section: Pick<PageSection, 'kind'>) => section.kind === 'stats' || section.kind === 'statsStrip';

/** Pages with more than one band of figures (issue 39: one stat band per page at most), with how many they have. */
export function figuresBandRepeats(pages: readonly { path: string; sections: readonly Pick<PageSection, 'kind'>[] }[]): string[] {
  return pages.flatMap((page) => {
    const bands = page.sections.filter(isFiguresBand).length;
    return bands > 1 ? [`${page.path}: ${bands} figures bands; a page shows one at most (put the figures in one, or say them in the text)`] : [];
  });
}
