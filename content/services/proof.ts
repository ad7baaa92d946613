/**
 * Proof: the delivered work a service, growth-path or industry page shows, derived from one
 * mapping (each case study's and portfolio project's `services` and `industries` tags), never
 * retyped. The pages' proof bands, the case studies' links back and the content tests read it.
 */
import { caseStudies, studyClientLine } from '../case-studies';
import type { IndustrySlug } from '../industries/catalog';
import { clientLine, portfolioProjectHref, projectGroups } from '../portfolio';
import type { ServiceSlug } from './catalog';
import { memoOnContent } from '../shared/collection';
import type { PageSection, ProofSection } from '../shared/sections';
import type { InternalPath, ProjectRef, ProjectResultRef, Stat, StatNote, Testimonial } from '../shared/types';
import { resultNote } from '../company/figures';
import type { OfferId } from '../company/promises';


/** One piece of proof: a case study or a further project, with what the band shows of it. */
export interface ProofEntry {
  ref: ProjectRef;
  title: string;
  /** The client as the card shows it: its type, after its name where the client agreed to be named. */
  client: string;
  /** The client's name, only where the client agreed to be named. */
  clientName?: string;
  /** When the first release went live and under which offer (content/company/promises.ts), where the work says. */
  firstRelease?: { week: number; offer: OfferId };
  industry: string;
  summary: string;
  result: Stat;
  href: InternalPath;
  services: readonly ServiceSlug[];
  industries: readonly IndustrySlug[];
  /** The named client's words about it, where they gave them. */
  quote?: Testimonial;
}

/** Every case study, then every portfolio project, in the order their pages show them (read from the collections on each call). */
export const proofEntries = memoOnContent((): readonly ProofEntry[] => [
    ...caseStudies().map(
      (study): ProofEntry => ({
        ref: { kind: 'case-study', id: study.id },
        title: study.title,
        client: studyClientLine(study),
        ...(study.client ? { clientName: study.client.name } : {}),
        firstRelease: { week: study.firstRelease.week, offer: study.firstRelease.offer },
        industry: study.industry,
        summary: study.description,
        result: { value: study.metrics[0].value, label: study.metrics[0].label },
        href: study.href,
        services: study.services,
        industries: study.industries,
        ...(study.client ? { quote: { project: { kind: 'case-study', id: study.id }, quote: study.client.quote, person: study.client.person } } : {}),
      }),
    ),
    ...projectGroups().flatMap((group) =>
      group.projects.map(
        (project): ProofEntry => ({
          ref: { kind: 'portfolio', id: project.id },
          title: project.title,
          client: clientLine(project.client, project.clientName),
          ...(project.clientName ? { clientName: project.clientName } : {}),
          ...(project.firstRelease ? { firstRelease: project.firstRelease } : {}),
          industry: project.industry,
          summary: project.summary,
          result: project.result,
          href: portfolioProjectHref(project.id),
          services: project.services,
          industries: project.industries,
          ...(project.quote ? { quote: { project: { kind: 'portfolio', id: project.id }, quote: project.quote.text, person: project.quote.person } } : {}),
        }),
      ),
    ),
]);

/** The entry a testimonial (or any reference) names. */
export function proofEntry(ref: ProjectRef): ProofEntry | undefined {
  return proofEntries().find((entry) => entry.ref.kind === ref.kind && entry.ref.id === ref.id);
}

/** How many pieces of proof a band shows. */
export const PROOF_LIMIT = 3;

/**
 * How strongly an entry proves a set of services: the project was delivered under one of them
 * (its first service) beats one that drew on it; each further match and being a full case study add a little.
 */
function serviceScore(entry: ProofEntry, slugs: readonly ServiceSlug[]): number {
  const matches = entry.services.filter((slug) => slugs.includes(slug));
  if (matches.length === 0) return 0;
  const primary = slugs.includes(entry.services[0]!) ? 3 : 2;
  return primary + 0.25 * (matches.length - 1) + (entry.ref.kind === 'case-study' ? 0.5 : 0);
}

function ranked(entries: readonly ProofEntry[], score: (entry: ProofEntry) => number): ProofEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, score: score(entry) }))
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((item) => item.entry);
}

/**
 * The proof for a service page (one slug) or a growth path (its services): only the entries tagged with them,
 * best first. Never topped up with another service's or practice's work: a band with fewer items (or none, and
 * then no band) says more than one that fills up and explains that the work is someone else's.
 */
export function proofForServices(slugs: readonly ServiceSlug[]): ProofEntry[] {
  return ranked(proofEntries(), (entry) => serviceScore(entry, slugs)).slice(0, PROOF_LIMIT);
}

/** The proof for an industry page: only the entries tagged with the industry, case studies first (none: no band). */
export function proofForIndustry(slug: IndustrySlug): ProofEntry[] {
  return ranked(proofEntries(), (entry) => (entry.industries.includes(slug) ? (entry.ref.kind === 'case-study' ? 2 : 1) : 0)).slice(0, PROOF_LIMIT);
}

/** Whether an entry is tagged with one of these services (rather than shown as work of the same practice). */
export function provesServices(entry: ProofEntry, slugs: readonly ServiceSlug[]): boolean {
  return entry.services.some((slug) => slugs.includes(slug));
}

/** Every client's words the site holds: one quote per case study or project whose named client gave them. */
export function clientQuotes(): Testimonial[] {
  return proofEntries().flatMap((entry) => (entry.quote ? [entry.quote] : []));
}

/**
 * On how many pages one client's words may appear: where they are at home (a testimonials section, their case
 * study) and one proof band, or two proof bands. A buyer who reads three service pages should not meet the same
 * sentence three times.
 */
export const QUOTE_PAGE_LIMIT = 2;

/** How many pages each quote (by its words) is on. */
export type QuoteUse = ReadonlyMap<string, number>;

/** A proof band asking for a quote: the entries it may quote about, best first, and the quotes its page already shows. */
export interface QuoteRequest {
  path: string;
  quoted: readonly ProofEntry[];
  shown?: readonly Testimonial[];
  /** Chooses before the others (a page a buyer is sent to first). */
  first?: boolean;
}

/** The quotes that are on pages before any proof band picks one: each testimonials section's and each case study's own. */
export function quotesAtHome(pages: readonly (readonly Pick<Testimonial, 'quote'>[])[]): QuoteUse {
  const use = new Map<string, number>();
  const homes = [...pages, ...caseStudies().flatMap((study) => (study.client ? [[{ quote: study.client.quote }]] : []))];
  for (const quotes of homes) for (const quote of new Set(quotes.map((item) => item.quote))) use.set(quote, (use.get(quote) ?? 0) + 1);
  return use;
}

/**
 * Gives each proof band a client's words about one of its entries, the best-ranked whose quote is on fewer than
 * QUOTE_PAGE_LIMIT pages so far and not already on the page. Bands marked `first` choose first; then bands with
 * fewer quotable entries (then in the order given), so a page with one quotable project keeps it. A band left without gets none: no quote
 * rather than the one every page has.
 */
export function allocateQuotes(requests: readonly QuoteRequest[], before: QuoteUse): { quotes: ReadonlyMap<string, Testimonial>; use: QuoteUse } {
  const use = new Map(before);
  const quotes = new Map<string, Testimonial>();
  const options = requests.map((request, index) => ({
    request,
    index,
    candidates: request.quoted.flatMap((entry) => (entry.quote && !request.shown?.some((item) => item.quote === entry.quote?.quote) ? [entry.quote] : [])),
  }));
  options.sort((a, b) => Number(Boolean(b.request.first)) - Number(Boolean(a.request.first)) || a.candidates.length - b.candidates.length || a.index - b.index);
  for (const { request, candidates } of options) {
    const pick = candidates.find((candidate) => (use.get(candidate.quote) ?? 0) < QUOTE_PAGE_LIMIT);
    if (!pick) continue;
    quotes.set(request.path, pick);
    use.set(pick.quote, (use.get(pick.quote) ?? 0) + 1);
  }
  return { quotes, use };
}

/** The band's copy. */
export const proofCopy = {
  eyebrow: 'Proof',
  caseStudyLabel: 'Case study',
  projectLabel: 'Project',
  caseStudyLink: 'Read the case study',
  projectLink: 'See the project',
  aboutLabel: 'The project behind these words',
  allWork: { label: 'See the full portfolio', href: '/our-work/portfolio' },
} as const;

/**
 * A proof band for a page: its entries, the client's words its page was given (allocateQuotes) and the way to all
 * work; no band at all for a page without work of its own to show.
 */
export function proofSection({
  heading,
  intro,
  entries,
  testimonial,
}: {
  heading: string;
  intro: string;
  entries: readonly ProofEntry[];
  testimonial: Testimonial | undefined;
}): ProofSection | undefined {
  if (entries.length === 0) return undefined;
  const about = testimonial ? proofEntry(testimonial.project) : undefined;
  return {
    kind: 'proof',
    id: 'proof',
    eyebrow: proofCopy.eyebrow,
    heading,
    intro,
    link: proofCopy.allWork,
    items: entries.map((entry) => ({
      id: `${entry.ref.kind}-${entry.ref.id}`,
      kindLabel: entry.ref.kind === 'case-study' ? proofCopy.caseStudyLabel : proofCopy.projectLabel,
      title: entry.title,
      client: entry.client,
      industry: entry.industry,
      summary: entry.summary,
      result: resultWithNote(entry.ref, entry.result),
      href: entry.href,
      linkLabel: entry.ref.kind === 'case-study' ? proofCopy.caseStudyLink : proofCopy.projectLink,
    })),
    ...(testimonial && about
      ? { testimonial: { ...testimonial, about: { eyebrow: proofCopy.aboutLabel, label: about.title, href: about.href, client: about.client, result: resultWithNote(about.ref, about.result) } } }
      : {}),
  };
}

/** The links a note draws for the projects it names: each published one by its title, with its own result where stated. */
export function projectLinks(refs: readonly ProjectResultRef[]): { label: string; href: InternalPath; result?: string }[] {
  return refs.flatMap((ref) => {
    const entry = proofEntry(ref);
    return entry ? [{ label: entry.title, href: entry.href, ...(ref.result ? { result: ref.result } : {}) }] : [];
  });
}

/**
 * A published project's result as a page shows it: where it is one of the results a fact-sheet best case is the best
 * of (content/company/figures.ts, a figure's `best.results` naming the project with that value), with the median
 * across the named projects beside it and the other projects linked, so no single project's number reads as typical.
 */
export function resultWithNote<Result extends Stat>(project: ProjectRef, result: Result): Result & { note?: StatNote } {
  const note = resultNote(project, result.value);
  if (!note) return result;
  return { ...result, note: { ...note, links: projectLinks(note.projects ?? []) } };
}

/** Every testimonial the pages' testimonial sections hold. */
export function testimonialsIn(sections: readonly PageSection[]): Testimonial[] {
  return sections.flatMap((section) => (section.kind === 'testimonials' ? section.items : []));
}
