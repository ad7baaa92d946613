import { getCaseStudy } from '@/content/case-studies';
import { caseStudyDetailSections, caseStudyListSections } from '@/content/case-study-pages';
import type { PageSection } from '@/content/shared/sections';
import { sectionTones } from './page-sections';

/** The bands of a page's sections, by section id (the closing call draws its own band). */
function bands(sections: readonly PageSection[]): Record<string, string | undefined> {
  const tones = sectionTones(sections);
  return Object.fromEntries(sections.flatMap((section, index) => (section.kind === 'closing' ? [] : [[section.id, tones[index]]])));
}

function detail(id: string) {
  const study = getCaseStudy(id);
  if (!study) throw new Error(id);
  return bands(caseStudyDetailSections(study));
}

describe('sectionTones', () => {
  it('alternates light bands around dark ones, as every page without a closing section has it', () => {
    const numbered = (id: string): PageSection => ({ kind: 'numbered', id, heading: id, items: [] });
    const stats: PageSection = { kind: 'stats', id: 'stats', heading: 'Figures', items: [] };
    expect(sectionTones([numbered('a'), stats, numbered('b'), numbered('c')])).toEqual(['light', 'dark', 'white', 'light']);
  });

  it('draws the case-study list in paper, white, near-black, white above its closing call', () => {
    expect(bands(caseStudyListSections)).toEqual({ featured: 'light', 'at-a-glance': 'white', 'deep-dive': 'dark', process: 'white' });
  });

  it('draws each detail page with its highlights and timeline on the near-black, never two dark bands in a row', () => {
    expect(detail('autoai')).toEqual({ results: 'light', overview: 'white', challenge: 'light', timeline: 'dark', more: 'white' });
    expect(detail('bloxios')).toEqual({ results: 'light', overview: 'white', challenge: 'light', security: 'dark', timeline: 'white', more: 'dark' });
    expect(detail('vision-millennium')).toEqual({
      results: 'light',
      overview: 'white',
      challenge: 'light',
      features: 'dark',
      comparison: 'white',
      timeline: 'dark',
      more: 'white',
    });
  });
});
