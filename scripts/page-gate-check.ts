/**
 * The page rules of `npm run content:check` (docs/content-gates.md, gates 1-5): a stat band needs published work
 * of its practice and a page has one at most, one number for one counted thing, every promise is its offer's, a quote names its client only
 * beside work that names it, one client's words on at most two pages. They read every page module (by route) and
 * every collection file, and print one "where: (gate): reason" line per find; content/content-gates.test.ts proves
 * each gate on a contradicting fixture.
 */
import { readFileSync } from 'node:fs';
import { collectionFiles } from '../content/registry/source-files';
import type { FigurePage, PromisePage } from '../content/content-gates';
import { blockTitle } from '../content/shared/section-blocks';
import type { PageSection } from '../content/shared/sections';
import type { Stat, Testimonial } from '../content/shared/types';
import { quoted, sitePageModules } from './figure-check';

const sectionsOf = (page: unknown): readonly PageSection[] => (page as { sections?: readonly PageSection[] }).sections ?? [];

/** The statistics of a page's stat bands. */
const bandStats = (page: unknown): Stat[] =>
  sectionsOf(page).flatMap((section) => (section.kind === 'stats' || section.kind === 'statsStrip' ? [...section.items] : []));

/** Every collection's files (YAML and Markdown entries) as text, read by the gates like a page's running text. */
export const collectionTexts = () => collectionFiles().map((file) => ({ path: file, text: readFileSync(file, 'utf8') }));

/**
 * What gates 1-5 read of the real site: the pages and the collection files in each gate's shape. Loaded on demand
 * (a page module reads the collections at import, so a broken collection file stops it: its collection reports it).
 */
export async function gateInputs() {
  const [pages, { caseStudies }, { allClientContacts }, { facts }, { offers, offersOn, offerTimelines }, { homePage }, { industryList, industryPage }, proof, { servicePage, serviceList }, { clientQuotesIn }] =
    await Promise.all([
      sitePageModules(),
      import('../content/case-studies'),
      import('../content/company/people'),
      import('../content/company/figures'),
      import('../content/company/promises'),
      import('../content/home'),
      import('../content/industries'),
      import('../content/services/proof'),
      import('../content/services'),
      import('../content/content-gates'),
    ]);
  const practicePages = [
    ...serviceList().map((page) => ({
      path: `/services/${page.slug}`,
      sections: servicePage(page).sections,
      work: proof.proofEntries().filter((entry) => entry.services.some((slug) => slug === page.slug)),
    })),
    ...industryList().map((entry) => ({
      path: `/industries/${entry.slug}`,
      sections: industryPage(entry).sections,
      work: proof.proofEntries().filter((work) => work.industries.includes(entry.slug)),
    })),
  ];
  const offerSpans = new Set<string>(Object.values(offerTimelines).flatMap((timeline) => Object.values(timeline)));
  const figurePages: FigurePage[] = pages.map(([path, page]) => ({ path, stats: bandStats(page), text: JSON.stringify(page) }));
  /** Results of published work (case-study metrics, project results) and offer promises: stats a page reads from their own module. */
  const derived: Stat[] = [
    ...caseStudies().flatMap((study) => [...study.metrics, ...study.homeMetrics]),
    ...proof.proofEntries().map((entry) => entry.result),
    ...figurePages.flatMap((page) => page.stats.filter((stat) => offerSpans.has(stat.value) && Object.values(offers).some((offer) => stat.label.includes(offer.name)))),
  ];
  const promisePages: PromisePage[] = pages.map(([path, page]) => ({ path, text: JSON.stringify(page), offers: offersOn(path) }));
  const quotes = [
    ...pages.flatMap(([, page]) =>
      sectionsOf(page).flatMap((section): Testimonial[] => (section.kind === 'testimonials' ? section.items : section.kind === 'proof' && section.testimonial ? [section.testimonial] : [])),
    ),
    ...caseStudies().flatMap((study): Testimonial[] => (study.client ? [{ project: { kind: 'case-study', id: study.id }, quote: study.client.quote, person: study.client.person }] : [])),
  ].map((quote) => ({ person: quote.person, about: proof.proofEntry(quote.project) }));
  const contacts = new Set(allClientContacts().map((contact) => contact.id));
  const quotedPages = pages.map(([path, page]) => ({ path, quotes: clientQuotesIn(page, contacts) }));
  const clientStrip = homePage().sections.flatMap((section) => (section.kind === 'claims' ? section.clients.names : []));
  return { pages, practicePages, figurePages, derived, promisePages, quotes, quotedPages, clientStrip, sheet: facts, work: proof.proofEntries(), quoteLimit: proof.QUOTE_PAGE_LIMIT };
}

/**
 * Gate 1's line for a page: the field is the block as the editor names it in **Sections** ("Figures band"), so the
 * person who copied a page with one finds the row to remove.
 */
export const statBandProblem = (path: string) => `${path}: ${blockTitle('stats')}: claims a record no published case study or portfolio project of its practice shows`;

/** "where: (gate): reason" for every find of gates 1-5 on the page modules and the collection files (their texts). */
export async function pageGateProblems(files = collectionTexts()): Promise<string[]> {
  let inputs: Awaited<ReturnType<typeof gateInputs>>;
  try {
    inputs = await gateInputs();
  } catch {
    return []; // a broken collection file stops the page modules from loading; its collection reports it
  }
  const { figuresBandRepeats } = await import('../content/content-gates-bands');
  const { anonymityConflicts, figureConflicts, promiseConflicts, quoteRepeats, statBandsWithoutWork, unbackedClients } = await import('../content/content-gates');
  const { sheet, derived, work } = inputs;
  /** A gate's line "where: reason" (or a bare reason, said of `where`) as "where: (gate): reason". */
  const line = (gate: string, where: string) => (problem: string) => {
    const at = problem.indexOf(': ');
    return at > 0 && !problem.slice(0, at).includes(' ') ? `${problem.slice(0, at)}: ${gate}: ${problem.slice(at + 2)}` : `${where}: ${gate}: ${problem}`;
  };
  const problems = [
    ...statBandsWithoutWork(inputs.practicePages).map(statBandProblem),
    ...figuresBandRepeats(inputs.pages.map(([path, page]) => ({ path, sections: sectionsOf(page) }))).map(line('(one figures band)', '')),
    ...figureConflicts({ sheet, pages: [...inputs.figurePages, ...files.map((file) => ({ ...file, stats: [] }))], derived }).map(line('(figure)', 'content/company/figures.ts')),
    ...promiseConflicts({ pages: [...inputs.promisePages, ...files.map((file) => ({ ...file, offers: [] }))], work }).map(line('(promise)', 'content/work')),
    ...anonymityConflicts({ quotes: inputs.quotes }).map(line('(quote)', 'content/company/people')),
    ...quoteRepeats(inputs.quotedPages, inputs.quoteLimit).map(line('(quote limit)', 'content/services/proof.ts')),
    ...unbackedClients(inputs.clientStrip, work).map((name) => `/: (client strip): names ${name}, whose work the site does not show`),
  ];
  // A collection file's words are reported once, on the file, not again on every page that shows them.
  const inFiles = new Set(problems.filter((problem) => problem.startsWith('content/')).map(quoted).filter(Boolean));
  return problems.filter((problem) => problem.startsWith('content/') || !inFiles.has(quoted(problem)));
}
