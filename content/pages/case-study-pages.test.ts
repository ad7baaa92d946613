import { caseStudies } from '../case-studies';
import { caseStudyDetailPage, caseStudyListPage } from './case-study-pages';
import { caseStudyDetailSections, caseStudyListSections, workListPage } from './case-study-pages';
import { topicChips } from '../case-studies';
import { caseStudyTopics } from '../case-studies';
import type { PageSection } from '../shared/sections';

const dark = (section: PageSection) => section.kind === 'stats' || ('tone' in section && section.tone === 'dark');

describe('case-study detail pages', () => {
  for (const study of caseStudies()) {
    const sections = caseStudyDetailSections(study);

    it(`${study.id}: results, overview, challenge, its own highlights, who led it with the client’s words where named, timeline, other studies, closing call`, () => {
      expect(sections.map((section) => section.id)).toEqual([
        'results',
        'overview',
        'challenge',
        ...study.highlights.map((section) => section.id),
        'leads',
        'timeline',
        'more',
        'closing',
      ]);
      expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
      const leads = sections.find((section) => section.id === 'leads');
      expect(leads?.kind === 'people' && leads.layout === 'grid' && leads.client?.quote).toBe(study.client?.quote ?? undefined);
    });

    it(`${study.id}: never puts two near-black bands in a row`, () => {
      sections.slice(1).forEach((section, index) => {
        const previous = sections[index];
        expect(previous && dark(previous) && dark(section), `${previous?.id} then ${section.id}`).toBe(false);
      });
    });

    it(`${study.id}: shows its four metrics, five phases and links to the other studies`, () => {
      const results = sections.find((section) => section.kind === 'metricCards');
      // Each metric as the study has it; a result that is one of a best case's results also has its median beside it.
      expect(results?.kind === 'metricCards' && results.items.map((metric) => ({ ...metric, note: undefined }))).toEqual(study.metrics);
      expect(results?.kind === 'metricCards' && results.items.filter((metric) => metric.note).map((metric) => [metric.value, metric.note?.text.startsWith('Median across the 3 ')])).toEqual(
        study.id === 'vision-millennium' ? [['+78%', true]] : [],
      );
      const timeline = sections.find((section) => section.kind === 'phaseTimeline');
      expect(timeline?.kind === 'phaseTimeline' && timeline.phases.map((phase) => [phase.title, phase.duration, phase.status])).toEqual(
        study.timeline.map((phase) => [phase.phase, phase.duration, caseStudyDetailPage.timeline.statusLabel]),
      );
      const more = sections.find((section) => section.kind === 'studyLinks');
      expect(more?.kind === 'studyLinks' && more.studies.map((other) => other.href)).toEqual(
        caseStudies().filter((other) => other.id !== study.id).map((other) => other.href),
      );
    });
  }

  it('Bloxios adds its security approach, Vision Millennium its features and before/after; AutoAI nothing', () => {
    const highlights = Object.fromEntries(caseStudies().map((study) => [study.id, study.highlights.map((section) => section.heading)]));
    expect(highlights).toEqual({
      autoai: [],
      bloxios: ['Security First Approach'],
      'vision-millennium': ['Revolutionary Features', 'Before and after Vision Millennium'],
    });
    const comparison = caseStudies().flatMap((study) => study.highlights).find((section) => section.kind === 'comparison');
    expect(comparison?.kind === 'comparison' && comparison.rows.map((row) => [row.before, row.after])).toEqual([
      ['45 seconds', '2 minutes 24 seconds'],
      ['2.3%', '4.1%'],
    ]);
  });
});

describe('case-study list page', () => {
  it('shows every study with its artwork and every result, then the deep dive, the process and the closing call', () => {
    expect(caseStudyListSections().map((section) => section.kind)).toEqual(['studyEntries', 'studyDeepDive', 'numbered', 'closing']);
    const entries = caseStudyListSections()[0];
    expect(entries?.kind === 'studyEntries' && entries.studies.map((study) => [study.id, study.image.src, study.metrics.map((metric) => metric.value)])).toEqual(
      caseStudies().map((study) => [study.id, study.image.src, study.metrics.map((metric) => metric.value)]),
    );
    expect(caseStudyListSections().at(-1)).toMatchObject({ kind: 'closing', primary: caseStudyListPage.closing.primary, secondary: caseStudyListPage.closing.secondary });
  });
});

describe('the case-study list’s topic chips', () => {
  it('shows a topic as a chip only when a study covers it (a fixture with one Web3 study gets one chip)', () => {
    expect(topicChips([{ category: 'Web3 & Blockchain' }])).toEqual({
      chips: ['Web3 & Blockchain'],
      uncovered: caseStudyTopics.filter((topic) => topic !== 'Web3 & Blockchain'),
    });
  });

  it('names no topic on the page that none of its studies covers, and keeps SPEC’s other topics as a plain line', () => {
    const badges = workListPage().hero.badges!;
    const covered = new Set(caseStudies().map((study) => study.category));
    for (const chip of badges.items) expect(covered.has(chip.name as never), `chip "${chip.name}" has no case study`).toBe(true);
    expect(badges.items.map((chip) => chip.name)).toEqual(caseStudyTopics.filter((topic) => covered.has(topic)));
    // SPEC's six topics are all still named: the covered as chips, the rest in the note, which links the portfolio.
    for (const topic of caseStudyTopics.filter((topic) => !covered.has(topic))) expect(badges.note?.text).toContain(topic);
    expect(badges.note?.link.href).toBe('/our-work/portfolio');
  });
});
