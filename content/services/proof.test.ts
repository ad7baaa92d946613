import { describe, expect, it } from 'vitest';
import { caseStudies } from '../case-studies';
import { caseStudyPage } from '../pages/case-study-pages';
import { growthPathPage, growthPaths } from '../pages/growth-paths';
import { industryList, industryPage } from '../industries';
import { projectGroups } from '../portfolio';
import { proofEntries, proofEntry, proofForServices } from './proof';
import { servicePage, servicePages, serviceTestimonials } from '.';
import { serviceCatalog } from './catalog';
import type { SectionPage } from '../shared/page';
import type { ProofSection } from '../shared/sections';

const proofOf = (page: SectionPage) => page.sections.find((section): section is ProofSection => section.kind === 'proof');
const isProofHref = (href: string) => /^\/work\/[a-z0-9-]+$/.test(href) || /^\/our-work\/portfolio#[a-z0-9-]+$/.test(href);

const pages: SectionPage[] = [
  ...serviceCatalog.map((entry) => servicePage(servicePages[entry.slug])),
  ...growthPaths.map(growthPathPage),
  ...industryList.map((entry) => industryPage(entry.page)),
];

describe('proof on every service, growth-path and industry page', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s shows delivered work, each linked to its case study or portfolio anchor', (_, page) => {
    const proof = proofOf(page);
    expect(proof, `${page.path} has no proof band`).toBeDefined();
    expect(proof!.items.length).toBeGreaterThan(0);
    for (const item of proof!.items) expect(isProofHref(item.href), item.href).toBe(true);
  });

  it('never shows one piece of work twice in a band (the tagged work, topped up from the practice)', () => {
    for (const service of serviceCatalog) {
      const refs = proofForServices([service.slug]).map((entry) => `${entry.ref.kind}:${entry.ref.id}`);
      expect(new Set(refs).size, service.slug).toBe(refs.length);
    }
  });

  it('derives every item from the mapping, never retyped', () => {
    for (const page of pages) {
      for (const item of proofOf(page)!.items) expect(proofEntries().some((entry) => entry.href === item.href && entry.title === item.title)).toBe(true);
    }
  });

  it('links the tagged work first (AutoAI on automotive, Bloxios on Web3 development), and each work on its main service', () => {
    const href = (path: string) => pages.find((page) => page.path === path)!;
    expect(proofOf(href('/industries/automotive'))!.items[0]?.href).toBe('/work/autoai');
    expect(proofOf(href('/services/web3-development'))!.items[0]?.href).toBe('/work/bloxios');
    // Every piece of work is shown on the page of the service it was delivered under.
    for (const entry of proofEntries()) expect(proofForServices([entry.services[0]!]).map((item) => item.href), entry.title).toContain(entry.href);
  });

  it('shows a testimonial only about one of the projects the band shows, and never one the page already shows', () => {
    let shown = 0;
    for (const page of pages) {
      const proof = proofOf(page)!;
      if (!proof.testimonial) continue;
      shown += 1;
      expect(proof.items.map((item) => item.href)).toContain(proof.testimonial.about.href);
      const onPage = page.sections.flatMap((section) => (section.kind === 'testimonials' ? section.items : []));
      expect(onPage.map((item) => item.quote)).not.toContain(proof.testimonial.quote);
    }
    expect(shown).toBeGreaterThan(0);
  });
});

describe('industry figures', () => {
  it('shows on /industries/automotive only results its own case studies and projects report', () => {
    const page = industryList.find((entry) => entry.page.slug === 'automotive')!.page;
    const reported = [
      ...caseStudies().filter((study) => study.industries.includes('automotive')).flatMap((study) => study.metrics.map((metric) => `${metric.value} ${metric.label}`)),
      ...projectGroups().flatMap((group) => group.projects).filter((project) => project.industries.includes('automotive')).map((project) => `${project.result.value} ${project.result.label}`),
    ];
    for (const stat of page.stats.items) expect(reported.some((result) => `${stat.value} ${stat.label}`.startsWith(result)), `${stat.value} ${stat.label}`).toBe(true);
  });
});

describe('the mapping', () => {
  it('tags every case study and portfolio project with at least one service, and the case studies with an industry', () => {
    for (const entry of proofEntries()) expect(entry.services.length, entry.title).toBeGreaterThan(0);
    for (const study of caseStudies()) expect(study.industries.length, study.id).toBeGreaterThan(0);
    expect(proofEntries()).toHaveLength(caseStudies().length + projectGroups().flatMap((group) => group.projects).length);
  });

  it('gives every testimonial a project that exists', () => {
    const testimonials = serviceTestimonials();
    expect(testimonials.length).toBeGreaterThan(0);
    for (const testimonial of testimonials) expect(proofEntry(testimonial.project), testimonial.person).toBeDefined();
  });

  it('links every case study back to its services and its industry pages', () => {
    for (const study of caseStudies()) {
      const overview = caseStudyPage(study).sections.find((section) => section.kind === 'studyOverview');
      if (overview?.kind !== 'studyOverview') throw new Error(`${study.id} has no overview`);
      expect(overview.services.links.map((link) => link.href)).toEqual(study.services.map((slug) => `/services/${slug}`));
      expect(overview.industries.links.map((link) => link.href)).toEqual(study.industries.map((slug) => `/industries/${slug}`));
    }
  });
});
