// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { internshipsPage } from '@/content/careers';
import { contactPage } from '@/content/contact';
import { caseStudies, getCaseStudy, studyCardLinkLabel, type CaseStudyId } from '@/content/case-studies';
import { caseStudyListPage } from '@/content/pages/case-study-pages';
import { caseStudyDetailSections, caseStudyListSections } from '@/content/pages/case-study-pages';
import type { GrowthPath } from '@/content/services/growth-paths';
import { homePage } from '@/content/home';
import { ourWorkPage } from '@/content/pages/our-work';
import type { PageSection } from '@/content/shared/sections';
import { PageSections, sectionTones } from './page-sections';

afterEach(cleanup);

const html = (sections: readonly PageSection[]) => renderToStaticMarkup(<PageSections sections={sections} contactHref="/contact" />);

/** Each band's id and background in the rendered HTML, in page order. */
function renderedBands(markup: string): [string, string][] {
  return [...markup.matchAll(/<section id="([^"]+)"[^>]*class="([^"]*)"/g)].map(([, id = '', classes = '']) => [
    id,
    classes.split(' ').find((name) => ['bg-ink', 'bg-paper', 'bg-paper-raised'].includes(name)) ?? '',
  ]);
}

/** The bands of a page's sections, by section id (the closing call draws its own band). */
function tones(sections: readonly PageSection[]): Record<string, string | undefined> {
  const bands = sectionTones(sections);
  return Object.fromEntries(sections.flatMap((section, index) => (section.kind === 'closing' ? [] : [[section.id, bands[index]]])));
}

function detail(id: string) {
  const study = getCaseStudy(id);
  if (!study) throw new Error(id);
  return tones(caseStudyDetailSections(study));
}

describe('sectionTones', () => {
  it('alternates light bands around dark ones, as every page without a closing section has it', () => {
    const numbered = (id: string): PageSection => ({ kind: 'numbered', id, heading: id, items: [] });
    const stats: PageSection = { kind: 'stats', id: 'stats', heading: 'Figures', items: [] };
    expect(sectionTones([numbered('a'), stats, numbered('b'), numbered('c')])).toEqual(['light', 'dark', 'white', 'light']);
    expect(sectionTones([numbered('a'), numbered('b'), numbered('c')])).toEqual(['light', 'white', 'light']);
  });

  it('draws one band of statistics on a page at most: a later stats section is figures beside its heading on a light band', () => {
    const numbered = (id: string): PageSection => ({ kind: 'numbered', id, heading: id, items: [] });
    const stats = (id: string): PageSection => ({ kind: 'stats', id, heading: `Figures ${id}`, items: [{ value: '12+', label: `Years ${id}` }] });
    const sections = [stats('figures'), numbered('a'), stats('reach')];
    expect(sectionTones(sections)).toEqual(['dark', 'light', 'white']);
    const markup = html(sections);
    expect(markup.match(/data-stat-band/g)).toHaveLength(1);
    expect(renderedBands(markup)).toEqual([['figures', 'bg-ink'], ['a', 'bg-paper'], ['reach', 'bg-paper-raised']]);
    // Its figures and the fact sheet's footnote are all still there.
    expect(markup).toContain('Years reach');
    expect(markup.match(/How we count|how we count/gi)?.length).toBeGreaterThanOrEqual(2);
  });

  it('draws the case-study list in paper, near-black, white above its closing call', () => {
    expect(tones(caseStudyListSections())).toEqual({ featured: 'light', 'deep-dive': 'dark', process: 'white' });
  });

  it('draws each detail page with its highlights and timeline on the near-black, never two dark bands in a row', () => {
    expect(detail('autoai')).toEqual({ results: 'light', overview: 'white', challenge: 'light', leads: 'white', timeline: 'dark', more: 'white' });
    expect(detail('bloxios')).toEqual({ results: 'light', overview: 'white', challenge: 'light', security: 'dark', leads: 'white', timeline: 'dark', more: 'white' });
    expect(detail('vision-millennium')).toEqual({
      results: 'light',
      overview: 'white',
      challenge: 'light',
      features: 'dark',
      comparison: 'white',
      leads: 'light',
      timeline: 'dark',
      more: 'white',
    });
  });
});

describe('PageSections', () => {
  it('draws the home page’s claims and case studies on the near-black and alternates the light bands between them', () => {
    expect(renderedBands(html(homePage().sections))).toEqual([
      ['claims', 'bg-ink'],
      ['paths', 'bg-paper'],
      ['process', 'bg-paper-raised'],
      ['work', 'bg-ink'],
    ]);
  });

  it('makes each band a region named by its heading', () => {
    const { container } = render(<PageSections sections={internshipsPage.sections} contactHref="/careers/apply" />);
    const bands = [...container.querySelectorAll(':scope > section')];
    expect(bands.map((band) => band.id)).toEqual(['internships', 'why-intern']);
    expect(screen.getByRole('region', { name: 'Why Intern With Us?' })).toBe(bands[1]);
  });

  it('draws the claims band tight under the hero and every other band with the page rhythm', () => {
    const markup = html(homePage().sections);
    expect(markup).toMatch(/<section id="claims"[^>]*class="[^"]*border-t[^"]*"><div class="container-page py-16 sm:py-20">/);
    expect(markup).not.toMatch(/<section id="claims"[^>]*section-pad/);
    for (const id of ['paths', 'process', 'work']) expect(markup).toMatch(new RegExp(`<section id="${id}"[^>]*section-pad`));
  });

  it('draws each referenced case study and growth path with its link', () => {
    const markup = html(homePage().sections);
    for (const href of ['/work/autoai', '/work/bloxios', '/work/vision-millennium', '/services/launch', '/services/scale', '/services/transform']) {
      expect(markup).toContain(`href="${href}"`);
    }
  });

  it('draws the case studies in each layout from the study itself: compact cards with the first metric, the list’s editorial entries with the artwork and every result', () => {
    render(<PageSections sections={[...ourWorkPage().sections, ...caseStudyListSections().slice(0, 1)]} contactHref="/contact" />);
    const compact = screen.getByRole('region', { name: 'Three products, three measured outcomes' });
    expect(compact.className).toContain('bg-ink');
    const entries = screen.getByRole('region', { name: caseStudyListPage.featured.heading });
    expect(entries.className).not.toContain('bg-ink');
    for (const study of caseStudies()) {
      const card = within(compact).getByRole('link', { name: studyCardLinkLabel(study.title) }).closest('article');
      expect(card).toHaveTextContent(study.subtitle);
      expect(card).toHaveTextContent(study.metrics[0].value);
      const entry = within(entries).getByRole('article', { name: study.title });
      expect(within(entry).getByRole('img', { name: study.image.alt })).toHaveAttribute('src', study.image.src);
      expect(entry).toHaveTextContent(study.description);
      for (const tag of study.tags) expect(within(entry).getByRole('list', { name: `${study.title}: Tags` })).toHaveTextContent(tag);
      for (const metric of study.metrics) expect(entry).toHaveTextContent(`${metric.value}`);
      expect(within(entry).getByRole('link', { name: `${caseStudyListPage.featured.linkLabel}: ${study.title}` })).toHaveAttribute('href', study.href);
    }
  });

  it('refuses to build a page that names a case study or growth path that does not exist', () => {
    const base = { id: 'x', heading: 'Heading' };
    expect(() => html([{ ...base, kind: 'caseStudyCards', studies: ['autoai', 'no-such-study' as CaseStudyId] }])).toThrow(/no-such-study/);
    expect(() => html([{ ...base, kind: 'paths', paths: ['no-such-path' as GrowthPath['slug']] }])).toThrow(/no-such-path/);
  });

  it('draws the interactive leaf the page supplies where its section names it', () => {
    render(<PageSections sections={contactPage.sections} contactHref="/contact" leaves={{ form: <form aria-label="The form" />, scheduler: <div role="group" aria-label="The picker" /> }} />);
    expect(screen.getByRole('form', { name: 'The form' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'The picker' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
  });

  it('fails the build instead of leaving a gap when the page forgets a leaf', () => {
    expect(() => render(<PageSections sections={contactPage.sections} contactHref="/contact" leaves={{ scheduler: <div /> }} />)).toThrow(/"contact-details" needs the page's "form" leaf/);
  });
});
