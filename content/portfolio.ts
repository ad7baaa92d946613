/**
 * The portfolio, /our-work/portfolio (SPEC section 2 "Portfolio"; section 9 "Marketing figures",
 * "Conflicting claims"). The three featured studies are read from the case-study collection
 * (./case-studies.ts), never copied here. The further projects, shown before the featured studies, are one
 * file each, content/work/portfolio/{id}.yaml, checked at load (schema: ./portfolio-schema.ts, references in `check`); this
 * module holds the page's own copy and figures, the capability badges and the sectors the projects are
 * grouped by. Clients are anonymised by type, as in the case studies, unless they agreed to be named (`contact`:
 * a client contact of the roster, whose company is the name shown): a testimonial may name a client only on a
 * project that names it (content/content-gates.ts).
 */
import { figureStats } from './company/figures';
import { allClientContacts, clientContact, type ClientContactId } from './company/people';
import type { OfferId } from './company/promises';
import { artworkProblem, caseStudyTopics, getCaseStudy, type CaseStudy, type CaseStudyId, type CaseStudyTopic } from './case-studies';
import type { IndustrySlug } from './industries/catalog';
import type { ServiceSlug } from './services/catalog';
import { defineCollection, type Entry } from './shared/collection';
import type { Artwork, IconName, InternalPath, Stat, Testimonial } from './shared/types';
import { artworkSchema, figureStatOf, projectSectors, workArtSize, workLimits } from './work-schema';
import { portfolioProjectSchema, type PortfolioProjectFile } from './portfolio-schema';
import { nonEmpty, type NonEmpty } from './shared/non-empty';

/** The four portfolio statistics SPEC section 9 gives, read from the fact sheet (each labelled by what it counts). */
export const portfolioFigures = figureStats(['solutions', 'industries', 'satisfaction', 'featuredClientCountries']) as [Stat, Stat, Stat, Stat];

/** The icon beside each capability badge; the six capabilities are the case-study topics. */
const capabilityIcons: Record<CaseStudyTopic, IconName> = {
  'AI/ML Development': 'brain',
  'Web3 & Blockchain': 'link',
  'XR/VR Solutions': 'glasses',
  'Mobile Applications': 'smartphone',
  'SaaS Platforms': 'cloud',
  'Enterprise Solutions': 'building',
};

/** The six capability badges of the portfolio hero. */
export const portfolioCapabilities: readonly { name: CaseStudyTopic; icon: IconName }[] = caseStudyTopics.map((name) => ({
  name,
  icon: capabilityIcons[name],
}));

/** The studies featured on the portfolio, in order. */
export const portfolioFeaturedIds = ['autoai', 'bloxios', 'vision-millennium'] as const satisfies readonly CaseStudyId[];

/** The featured case studies themselves (they show `metrics`, which carry the portfolio readings). */
export function portfolioFeaturedStudies(): CaseStudy[] {
  return portfolioFeaturedIds.map((id) => {
    const study = getCaseStudy(id);
    if (!study) throw new Error(`Portfolio features an unknown case study: ${id}`);
    return study;
  });
}

/** The further projects' ids: stable anchors on the portfolio (`/our-work/portfolio#{id}`). */
export type PortfolioProjectId =
  | 'payout-ledger'
  | 'credit-union-app'
  | 'telehealth-platform'
  | 'connected-care-apps'
  | 'fleet-telematics'
  | 'ev-charging-app'
  | 'property-search-portal'
  | 'resident-app'
  | 'ar-room-planner'
  | 'grocery-loyalty-app'
  | 'dock-scheduling'
  | 'ai-teaching-assistant'
  | 'assembly-work-instructions'
  | 'music-nft-marketplace'
  | 'launch-venue'
  | 'lending-rebrand'
  | 'release-pipeline';

export { clientLine } from './case-studies';

/** A further project is a project the site shows (ProjectRef): `{ kind: 'portfolio', id }`. */
declare module './shared/types' {
  interface ProjectKinds {
    portfolio: PortfolioProjectId;
  }
}

/** Where a further project is on the portfolio. */
export function portfolioProjectHref(id: PortfolioProjectId) {
  return `/our-work/portfolio#${id}` as const;
}

/** A further project (shown before the featured studies): anonymised, specific, with one measured result. */
export interface ProjectSummary {
  /** Stable anchor on the portfolio, /our-work/portfolio#{id}; testimonials and proof bands link it. */
  id: PortfolioProjectId;
  /** The client, by type. */
  client: string;
  /** The client's name, only where the client agreed to be named (a testimonial about the project names it too). */
  clientName?: string;
  /** The named client's words about the project. */
  quote?: { text: string; person: ClientContactId };
  /** When the first release went live (week after kickoff) and the offer the work was sold as (content/company/promises.ts). */
  firstRelease?: { week: number; offer: OfferId };
  /** Artwork of what was built, a file in public/work/art/ with its size (the newer projects have one). */
  image?: Artwork;
  /** The client's line of business, shown on the card. */
  industry: string;
  /** What we built. */
  title: string;
  /** One or two sentences on what it does. */
  summary: string;
  /** The main technologies, three to five. */
  stack: readonly string[];
  /** One result the client measured. */
  result: Stat;
  /**
   * The services the project drew on, the one it was delivered under first (the card links it):
   * with `industries`, the mapping content/services/proof.ts reads for the service and industry pages.
   */
  services: readonly [ServiceSlug, ...ServiceSlug[]];
  /** The industry pages the project is proof for (none for sectors without a page). */
  industries: readonly IndustrySlug[];
}

/** Projects grouped by sector; a sector with its own industry page links to it. */
export interface ProjectGroup {
  /** In-page anchor, e.g. 'projects-fintech'. */
  id: string;
  name: string;
  icon: IconName;
  /** One sentence under the sector's name. */
  intro: string;
  link: { label: string; href: InternalPath };
  projects: NonEmpty<ProjectSummary>;
}

export { portfolioProjectSchema, type PortfolioProjectFile } from './portfolio-schema';

/** The projects' references: a named client is a client contact of the roster, artwork that exists, complete optional parts, one place per sector. */
export function portfolioProblems(entries: ReadonlyArray<Entry<PortfolioProjectFile>>) {
  const problems: Array<{ slug: string; field: string; reason: string }> = [];
  const contacts = new Set(allClientContacts().map((contact) => contact.id));
  const places = new Map<string, string>();
  for (const project of entries) {
    if (project.contact && !contacts.has(project.contact)) problems.push({ slug: project.slug, field: 'contact', reason: `${project.contact} is not a client contact of the roster` });
    if (project.quote && !project.contact) problems.push({ slug: project.slug, field: 'quote', reason: 'a quote needs the named client who said it (contact)' });
    if (project.quote && project.quote.trim().length < workLimits.sentence.min) problems.push({ slug: project.slug, field: 'quote', reason: `needs at least ${workLimits.sentence.min} characters` });
    const release = project.firstRelease;
    if (release && Boolean(release.week) !== Boolean(release.offer)) problems.push({ slug: project.slug, field: 'firstRelease', reason: 'needs both the week and the offer, or neither' });
    const image = project.image;
    if (image && (image.src || image.alt)) {
      const parsed = artworkSchema.safeParse(image);
      for (const issue of parsed.error?.issues ?? []) problems.push({ slug: project.slug, field: `image.${issue.path.join('.')}`, reason: issue.message });
      const missing = parsed.success ? artworkProblem(image.src) : undefined;
      if (missing) problems.push({ slug: project.slug, field: 'image.src', reason: missing });
    }
    const place = `${project.sector}#${project.order}`;
    const other = places.get(place);
    if (other) problems.push({ slug: project.slug, field: 'order', reason: `${other} has the same place in ${project.sector}` });
    places.set(place, project.slug);
  }
  return problems;
}

export const portfolioCollection = defineCollection({ dir: 'work/portfolio', format: 'yaml', schema: portfolioProjectSchema, check: portfolioProblems });

/** A project as the cards use it: the file's data with the client's name from the roster and the figure resolved. */
export function toProject(file: Entry<PortfolioProjectFile>): ProjectSummary {
  const contact = file.contact ? (file.contact as ClientContactId) : undefined;
  const release = file.firstRelease;
  return {
    id: file.slug as PortfolioProjectId,
    ...(contact && { clientName: clientContact(contact).company }),
    ...(contact && file.quote && { quote: { text: file.quote.trim(), person: contact } }),
    client: file.client,
    industry: file.industry,
    title: file.title,
    summary: file.summary,
    stack: file.stack,
    ...(release?.week && release.offer && { firstRelease: { week: release.week, offer: release.offer } }),
    result: figureStatOf(file.result),
    services: file.services as unknown as ProjectSummary['services'],
    industries: file.industries,
    ...(file.image?.src && { image: { src: file.image.src as `/${string}`, ...workArtSize, alt: file.image.alt } }),
  };
}

/** Every further project, grouped by sector in page order (a sector without projects is left out); read on each call. */
export function projectGroups(): ProjectGroup[] {
  const files = [...portfolioCollection.all()].sort((a, b) => a.order - b.order);
  return projectSectors.flatMap((sector) => {
    const projects = nonEmpty(files.filter((file) => file.sector === sector.id).map(toProject));
    return projects ? [{ ...sector, projects }] : [];
  });
}

/** Every further project, in page order. */
export function portfolioProjects(): ProjectSummary[] {
  return projectGroups().flatMap((group) => group.projects);
}

/**
 * The testimonials about these projects, in this order: each project's named client and their words, read
 * from the project's file (a page's testimonials section names only the projects).
 */
export function projectTestimonials(ids: readonly PortfolioProjectId[]): Testimonial[] {
  const projects = portfolioProjects();
  return ids.map((id) => {
    const quote = projects.find((project) => project.id === id)?.quote;
    if (!quote) throw new Error(`content/work/portfolio/${id}.yaml has no quote (a named contact and their words) for a testimonials section`);
    return { project: { kind: 'portfolio', id }, quote: quote.text, person: quote.person };
  });
}
