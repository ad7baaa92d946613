/**
 * Proof: the delivered work a service, growth-path or industry page shows, derived from one
 * mapping (each case study's and portfolio project's `services` and `industries` tags), never
 * retyped. The pages' proof bands, the case studies' links back and the content tests read it.
 */
import { caseStudies } from '../case-studies';
import type { IndustrySlug } from '../industries/catalog';
import { clientLine, portfolioProjectHref, projectGroups } from '../portfolio';
import { getServiceEntry, serviceCatalog, type ServiceSlug } from './catalog';
import type { PageSection, ProofSection } from '../shared/sections';
import type { InternalPath, ProjectRef, Stat, Testimonial } from '../shared/types';
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
}

/** Every case study, then every portfolio project, in the order their pages show them (read from the collections on each call). */
export function proofEntries(): readonly ProofEntry[] {
  return [
    ...caseStudies().map(
      (study): ProofEntry => ({
        ref: { kind: 'case-study', id: study.id },
        title: study.title,
        client: clientLine(study.clientType, study.client?.name),
        ...(study.client ? { clientName: study.client.name } : {}),
        firstRelease: { week: study.firstRelease.week, offer: study.firstRelease.offer },
        industry: study.industry,
        summary: study.description,
        result: { value: study.metrics[0].value, label: study.metrics[0].label },
        href: study.href,
        services: study.services,
        industries: study.industries,
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
        }),
      ),
    ),
  ];
}

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

/** The services of the same menu group (the practice) as any of these. */
function practiceOf(slugs: readonly ServiceSlug[]): ServiceSlug[] {
  const groups = new Set(slugs.map((slug) => getServiceEntry(slug)?.group));
  return serviceCatalog.filter((service) => groups.has(service.group)).map((service) => service.slug);
}

/**
 * The proof for a service page (one slug) or a growth path (its services): the entries tagged with
 * them, best first, topped up from the same practice when fewer than PROOF_LIMIT are tagged, so
 * that no page is left without proof.
 */
export function proofForServices(slugs: readonly ServiceSlug[]): ProofEntry[] {
  const entries = proofEntries();
  const direct = ranked(entries, (entry) => serviceScore(entry, slugs));
  const practice = practiceOf(slugs);
  const related = ranked(entries, (entry) => serviceScore(entry, practice)).filter((entry) => !direct.includes(entry));
  return [...direct, ...related].slice(0, PROOF_LIMIT);
}

/**
 * The proof for an industry page: the entries tagged with the industry (case studies first), or,
 * when none is, the work under the services its page links.
 */
export function proofForIndustry(slug: IndustrySlug, services: readonly ServiceSlug[]): ProofEntry[] {
  const entries = proofEntries();
  const direct = ranked(entries, (entry) => (entry.industries.includes(slug) ? (entry.ref.kind === 'case-study' ? 2 : 1) : 0));
  if (direct.length > 0) return direct.slice(0, PROOF_LIMIT);
  return ranked(entries, (entry) => serviceScore(entry, services)).slice(0, PROOF_LIMIT);
}

/** Whether an entry is tagged with one of these services (rather than shown as work of the same practice). */
export function provesServices(entry: ProofEntry, slugs: readonly ServiceSlug[]): boolean {
  return entry.services.some((slug) => slugs.includes(slug));
}

/** The first testimonial about one of these entries that the page does not already show. */
export function testimonialFor(
  entries: readonly ProofEntry[],
  testimonials: readonly Testimonial[],
  shown: readonly Testimonial[] = [],
): Testimonial | undefined {
  for (const entry of entries) {
    const found = testimonials.find(
      (item) => item.project.kind === entry.ref.kind && item.project.id === entry.ref.id && !shown.some((other) => other.quote === item.quote),
    );
    if (found) return found;
  }
  return undefined;
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
 * A proof band for a page: its entries, a testimonial about one of the `quoted` entries (by default
 * all of them; a service page quotes only about work tagged with it) and the way to all work.
 */
export function proofSection({
  heading,
  intro,
  entries,
  quoted = entries,
  testimonials,
  shown = [],
}: {
  heading: string;
  intro: string;
  entries: readonly ProofEntry[];
  quoted?: readonly ProofEntry[];
  testimonials: readonly Testimonial[];
  shown?: readonly Testimonial[];
}): ProofSection {
  const testimonial = testimonialFor(quoted, testimonials, shown);
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
      result: entry.result,
      href: entry.href,
      linkLabel: entry.ref.kind === 'case-study' ? proofCopy.caseStudyLink : proofCopy.projectLink,
    })),
    ...(testimonial && about ? { testimonial: { ...testimonial, about: { eyebrow: proofCopy.aboutLabel, label: about.title, href: about.href } } } : {}),
  };
}

/** Every testimonial the pages' testimonial sections hold. */
export function testimonialsIn(sections: readonly PageSection[]): Testimonial[] {
  return sections.flatMap((section) => (section.kind === 'testimonials' ? section.items : []));
}
