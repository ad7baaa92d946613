import { describe, expect, it } from 'vitest';
import { caseStudies } from '../case-studies';
import { caseStudyPage } from '../pages/case-study-pages';
import { growthPathPage, growthPaths } from './growth-paths';
import { industryList, industryPage } from '../industries';
import { projectGroups } from '../portfolio';
import { allocateQuotes, proofEntries, proofEntry, proofForIndustry, proofForServices, proofSection, provesServices, QUOTE_PAGE_LIMIT, testimonialsIn, type ProofEntry } from './proof';
import { sectionPageModules } from '../pages/section-page-modules';
import { servicePage, getServicePage, serviceList, withProof } from '.';
import { serviceCatalog } from './catalog';
import type { SectionPage } from '../shared/page';
import type { ProofSection } from '../shared/sections';

const proofOf = (page: SectionPage) => page.sections.find((section): section is ProofSection => section.kind === 'proof');
const isProofHref = (href: string) => /^\/work\/[a-z0-9-]+$/.test(href) || /^\/our-work\/portfolio#[a-z0-9-]+$/.test(href);

const pages: SectionPage[] = [
  ...serviceCatalog().map((entry) => servicePage(getServicePage(entry.slug)!)),
  ...growthPaths().map(growthPathPage),
  ...industryList().map((entry) => industryPage(entry)),
];

describe('proof on every service, growth-path and industry page', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s shows delivered work, each linked to its case study or portfolio anchor', (_, page) => {
    const proof = proofOf(page);
    expect(proof, `${page.path} has no proof band`).toBeDefined();
    expect(proof!.items.length).toBeGreaterThan(0);
    for (const item of proof!.items) expect(isProofHref(item.href), item.href).toBe(true);
  });

  it('never shows one piece of work twice in a band', () => {
    for (const service of serviceCatalog()) {
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
      // Beside the quote, the project it is about: its client and its result, as its card has them.
      const card = proof.items.find((item) => item.href === proof.testimonial?.about.href)!;
      expect({ client: proof.testimonial.about.client, result: proof.testimonial.about.result }).toEqual({ client: card.client, result: card.result });
      const onPage = page.sections.flatMap((section) => (section.kind === 'testimonials' ? section.items : []));
      expect(onPage.map((item) => item.quote)).not.toContain(proof.testimonial.quote);
    }
    expect(shown).toBeGreaterThan(0);
  });

  it('quotes a client on every growth path and industry page (the pages a buyer is sent to first)', () => {
    for (const page of [...growthPaths().map(growthPathPage), ...industryList().map((entry) => industryPage(entry))]) {
      expect(proofOf(page)?.testimonial, page.path).toBeDefined();
    }
  });
});

describe('a proof band shows only its own page’s work, or is left out', () => {
  const entryOf = (id: string) => proofEntries().find((entry) => `${entry.ref.kind}-${entry.ref.id}` === id)!;

  it('shows on a service page only work tagged with that service (Generative AI: its one project, not two of the AI practice’s)', () => {
    for (const service of serviceCatalog()) {
      for (const entry of proofForServices([service.slug])) expect(provesServices(entry, [service.slug]), `${service.slug}: ${entry.title}`).toBe(true);
      for (const item of proofOf(servicePage(getServicePage(service.slug)!))?.items ?? []) {
        expect(provesServices(entryOf(item.id), [service.slug]), `${service.slug}: ${item.title}`).toBe(true);
      }
    }
  });

  it('shows on a growth path only work tagged with one of the services it draws on', () => {
    for (const path of growthPaths()) {
      for (const item of proofOf(growthPathPage(path))?.items ?? []) expect(provesServices(entryOf(item.id), path.services), `${path.slug}: ${item.title}`).toBe(true);
    }
  });

  it('shows on an industry page only work tagged with that industry', () => {
    for (const industry of industryList()) {
      for (const item of proofOf(industryPage(industry))?.items ?? []) expect(entryOf(item.id).industries, `${industry.slug}: ${item.title}`).toContain(industry.slug);
    }
  });

  it('never explains its work away as another practice’s, on any page', () => {
    const bands = sectionPageModules().flatMap(([path, page]) => page.sections.flatMap((section) => (section.kind === 'proof' ? [[path, section] as const] : [])));
    expect(bands.length).toBeGreaterThan(30);
    for (const [path, band] of bands) {
      expect(`${band.heading} ${band.intro ?? ''}`, path).not.toMatch(/practice|the others|other (services|teams)|drew on our .+ work;|no published/i);
    }
  });

  it('is left out when a page has no work of its own: no top-up from the practice or from linked services', () => {
    expect(proofForIndustry('aviation' as never)).toEqual([]);
    expect(proofForServices(['not-a-service' as never])).toEqual([]);
    const band = proofSection({ heading: 'Work we have shipped', intro: 'Projects.', entries: [], testimonial: undefined });
    expect(band).toBeUndefined();
    const sections = servicePage(getServicePage('devops')!).sections.filter((section) => section.kind !== 'proof');
    expect(withProof(sections, band)).toBe(sections);
  });
});

describe('allocateQuotes: one client’s words on at most QUOTE_PAGE_LIMIT pages', () => {
  const entry = (id: string, quote?: string): ProofEntry => ({
    ...proofEntries()[0]!,
    ref: { kind: 'portfolio', id: id as never },
    quote: quote ? { project: { kind: 'portfolio', id: id as never }, quote, person: 'dana-kessler' } : undefined,
  });
  const a = entry('a', 'Words about A.');
  const b = entry('b', 'Words about B.');
  const plain = entry('c');

  it('gives a quote to no more pages than the limit, counting where it is already at home', () => {
    const requests = ['/one', '/two', '/three'].map((path) => ({ path, quoted: [a] }));
    const { quotes, use } = allocateQuotes(requests, new Map());
    expect([...quotes.keys()]).toEqual(['/one', '/two']);
    expect(use.get(a.quote!.quote)).toBe(QUOTE_PAGE_LIMIT);
    expect([...allocateQuotes(requests, new Map([[a.quote!.quote, 1]])).quotes.keys()]).toEqual(['/one']);
  });

  it('lets the band with fewer quotable entries choose first, and a band marked first before both', () => {
    const full = new Map([[a.quote!.quote, QUOTE_PAGE_LIMIT - 1]]);
    const wide = { path: '/wide', quoted: [a, b] };
    const narrow = { path: '/narrow', quoted: [plain, a] };
    expect(allocateQuotes([wide, narrow], full).quotes).toEqual(new Map([['/narrow', a.quote], ['/wide', b.quote]]));
    expect(allocateQuotes([wide, { ...narrow }, { path: '/landing', quoted: [a], first: true }], full).quotes.get('/landing')).toEqual(a.quote);
  });

  it('skips the words its page already shows, and gives nothing rather than a repeat', () => {
    expect(allocateQuotes([{ path: '/page', quoted: [a, b], shown: [a.quote!] }], new Map()).quotes.get('/page')).toEqual(b.quote);
    expect(allocateQuotes([{ path: '/page', quoted: [a] }], new Map([[a.quote!.quote, QUOTE_PAGE_LIMIT]])).quotes.size).toBe(0);
  });
});

describe('industry figures', () => {
  it('shows on /industries/automotive only results its own case studies and projects report', () => {
    const page = industryPage(industryList().find((entry) => entry.slug === 'automotive')!);
    const reported = [
      ...caseStudies().filter((study) => study.industries.includes('automotive')).flatMap((study) => study.metrics.map((metric) => `${metric.value} ${metric.label}`)),
      ...projectGroups().flatMap((group) => group.projects).filter((project) => project.industries.includes('automotive')).map((project) => `${project.result.value} ${project.result.label}`),
    ];
    for (const stat of page.sections.flatMap((section) => (section.kind === 'stats' ? section.items : []))) expect(reported.some((result) => `${stat.value} ${stat.label}`.startsWith(result)), `${stat.value} ${stat.label}`).toBe(true);
  });
});

describe('the mapping', () => {
  it('tags every case study and portfolio project with at least one service, and the case studies with an industry', () => {
    for (const entry of proofEntries()) expect(entry.services.length, entry.title).toBeGreaterThan(0);
    for (const study of caseStudies()) expect(study.industries.length, study.id).toBeGreaterThan(0);
    expect(proofEntries()).toHaveLength(caseStudies().length + projectGroups().flatMap((group) => group.projects).length);
  });

  it('gives every testimonial a project that exists', () => {
    const testimonials = serviceList().flatMap((page) => testimonialsIn(page.sections));
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
