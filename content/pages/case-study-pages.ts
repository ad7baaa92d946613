/**
 * The case-study pages as data: the /work/{id} detail pages, each an ordered list of sections from the one section
 * model (content/shared/sections.ts), built from the studies in content/case-studies.ts; the /work list (also served at
 * /our-work/case-studies) is ./case-study-list.ts, re-exported here.
 */
import { caseStudies, studyClientLine, type CaseStudy } from '../case-studies';
import { industryCatalog, industryPath } from '../industries/catalog';
import { getServiceEntry } from '../services/catalog';
import type { SectionPage } from '../shared/page';
import { isDarkSection, type PageSection, type SectionBase } from '../shared/sections';
import type { Artwork, IconName, InternalPath, Stat } from '../shared/types';
import { enquiryNextSteps, offers } from '../company/promises';
import { pick } from '../company/people';
import { withPublishedLinks } from './study-audits';
import { ref, type StudyRef } from './case-study-list';
import { studyResults } from './study-results';

export { caseStudyListPage, caseStudyListSections, caseStudyProcess, workListPage, type StudyEntriesSection, type StudyDeepDiveSection, type StudyRef } from './case-study-list';

// The case-study pages' own section kinds, drawn by components/pages/case-studies/ (see PageOwnSections).

/** Headline metrics as cards, each with its icon. */
export interface MetricCardsSection extends SectionBase {
  kind: 'metricCards';
  items: readonly (Stat & { icon: IconName })[];
}

/** A project's full description beside its facts, then its technologies and the services involved. */
export interface StudyOverviewSection extends SectionBase {
  kind: 'studyOverview';
  description: string;
  facts: readonly Stat[];
  technologies: { heading: string; label: string; items: readonly string[] };
  services: { heading: string; links: readonly { label: string; href: InternalPath }[] };
  /** The industry pages the project is proof for. */
  industries: { heading: string; links: readonly { label: string; href: InternalPath }[] };
}

/** The challenges beside the solutions, as two marked lists. */
export interface ChallengeSolutionSection extends SectionBase {
  kind: 'challengeSolution';
  challenge: { heading: string; items: readonly string[] };
  solution: { heading: string; items: readonly string[] };
}

/** A project's phases with their status, beside the phases drawn to scale on one bar. */
export interface PhaseTimelineSection extends SectionBase {
  kind: 'phaseTimeline';
  tone: 'dark' | 'light';
  scaleLabel: string;
  phases: readonly { title: string; duration: `${number} week` | `${number} weeks`; status: string }[];
}

/** Links to other case studies, as cards with their artwork. */
export interface StudyLinksSection extends SectionBase {
  kind: 'studyLinks';
  tone: 'dark' | 'light';
  linkLabel: string;
  studies: readonly (StudyRef & { subtitle: string; image: Artwork })[];
}

declare module '../shared/sections' {
  interface PageOwnSections {
    metricCards: MetricCardsSection;
    studyOverview: StudyOverviewSection;
    challengeSolution: ChallengeSolutionSection;
    phaseTimeline: PhaseTimelineSection;
    studyLinks: StudyLinksSection;
  }
}

/** A closing call to action with two internal links. */
export interface CaseStudyClosing {
  heading: string;
  body: string;
  primary: { label: string; href: InternalPath };
  secondary: { label: string; href: InternalPath };
}

/** Headings and labels shared by every detail page (/work/{id}). */
export const caseStudyDetailPage = {
  backLabel: 'All case studies',
  facts: { client: 'Client', industry: 'Industry', team: 'Team', duration: 'Duration', firstRelease: 'First release live' },
  leads: { eyebrow: 'Who led it', heading: 'The people who led the work', headingWithClient: 'The people who led the work, and the client’s verdict', clientLabel: 'In the client’s words' },
  results: { eyebrow: 'Results', heading: 'The impact, measured' },
  overview: {
    eyebrow: 'Overview',
    heading: 'The project',
    technologiesHeading: 'Technology',
    servicesHeading: 'Services involved',
    industriesHeading: 'Industry page',
  },
  challengeSolution: {
    eyebrow: 'Challenge and solution',
    heading: 'What stood in the way, and what we built',
    challengeHeading: 'The challenge',
    solutionHeading: 'Our solution',
  },
  timeline: {
    eyebrow: 'Timeline',
    heading: 'How the weeks were spent',
    /** Followed by the total duration, e.g. '19 weeks'. */
    totalLabel: 'From kickoff to launch in',
    statusLabel: 'Completed',
    /** Caption of the bar that draws the phases to scale. */
    scaleLabel: 'Phases to scale',
  },
  more: { eyebrow: 'More work', heading: 'Other case studies', linkLabel: 'Read the case study' },
  closing: {
    heading: 'Planning something similar?',
    body: `Tell us about the product and the result it needs to deliver. ${enquiryNextSteps}`,
    primary: { label: 'Start your project', href: '/contact' },
    secondary: { label: 'All case studies', href: '/work' },
  },
} as const satisfies { closing: CaseStudyClosing } & Record<string, unknown>;

/** Whether the last of these sections sits on the near-black band (the renderer's own rule). */
function endsDark(sections: readonly PageSection[]): boolean {
  const last = sections.at(-1);
  return last !== undefined && isDarkSection(last);
}

/**
 * A detail page's sections: results, overview, challenge and solution, the study's own
 * highlights, the timeline and the other studies. The timeline and the other studies sit on the
 * near-black unless the band before them already does (never two dark bands in a row).
 */
export function caseStudyDetailSections(study: CaseStudy): PageSection[] {
  const copy = caseStudyDetailPage;
  const sections: PageSection[] = [
    { kind: 'metricCards', id: 'results', eyebrow: copy.results.eyebrow, heading: copy.results.heading, items: studyResults(study) },
    {
      kind: 'studyOverview',
      id: 'overview',
      eyebrow: copy.overview.eyebrow,
      heading: copy.overview.heading,
      description: study.fullDescription,
      facts: [
        { label: copy.facts.client, value: studyClientLine(study) },
        { label: copy.facts.industry, value: study.industry },
        { label: copy.facts.team, value: study.teamSize },
        { label: copy.facts.duration, value: study.duration },
        { label: copy.facts.firstRelease, value: `Week ${study.firstRelease.week} from kickoff` },
      ],
      technologies: { heading: copy.overview.technologiesHeading, label: `${study.title} technologies`, items: study.technologies },
      services: {
        heading: copy.overview.servicesHeading,
        links: study.services.flatMap((slug) => {
          const service = getServiceEntry(slug);
          return service ? [{ label: service.name, href: `/services/${service.slug}` as const }] : [];
        }),
      },
      industries: {
        heading: copy.overview.industriesHeading,
        links: study.industries.map((slug) => ({
          label: industryCatalog().find((industry) => industry.slug === slug)?.name ?? slug,
          href: industryPath(slug),
        })),
      },
    },
    {
      kind: 'challengeSolution',
      id: 'challenge',
      eyebrow: copy.challengeSolution.eyebrow,
      heading: copy.challengeSolution.heading,
      challenge: { heading: copy.challengeSolution.challengeHeading, items: study.challenges },
      solution: { heading: copy.challengeSolution.solutionHeading, items: study.solutions },
    },
    ...study.highlights.map((section) => withPublishedLinks(study, section)),
    {
      kind: 'people',
      id: 'leads',
      eyebrow: copy.leads.eyebrow,
      heading: study.client ? copy.leads.headingWithClient : copy.leads.heading,
      layout: 'grid',
      people: pick(study.leads),
      ...(study.client && { client: { label: copy.leads.clientLabel, quote: study.client.quote, person: study.client.person } }),
    },
  ];
  sections.push({
    kind: 'phaseTimeline',
    id: 'timeline',
    tone: endsDark(sections) ? 'light' : 'dark',
    eyebrow: copy.timeline.eyebrow,
    heading: copy.timeline.heading,
    intro: `${copy.timeline.totalLabel} ${study.duration}, with ${study.teamSize} on the team. The first release went live in week ${study.firstRelease.week}: ${study.firstRelease.what}. Sold as our ${offers[study.firstRelease.offer].name} offer.`,
    scaleLabel: copy.timeline.scaleLabel,
    phases: study.timeline.map((phase) => ({
      title: phase.phase,
      duration: phase.duration,
      status: phase.status === 'completed' ? copy.timeline.statusLabel : phase.status,
    })),
  });
  sections.push({
    kind: 'studyLinks',
    id: 'more',
    tone: endsDark(sections) ? 'light' : 'dark',
    eyebrow: copy.more.eyebrow,
    heading: copy.more.heading,
    linkLabel: copy.more.linkLabel,
    studies: caseStudies().filter((other) => other.id !== study.id).map((other) => ({ ...ref(other), subtitle: other.subtitle, image: other.image })),
  });
  sections.push({ kind: 'closing', id: 'closing', ...copy.closing });
  return sections;
}

/**
 * A detail page (/work/{id}) as a page module: the hero with the way back, the study's tags and
 * artwork, its sections, and the study as an Article.
 */
export function caseStudyPage(study: CaseStudy): SectionPage {
  return {
    path: study.href,
    meta: study.meta,
    hero: {
      label: study.category,
      headline: study.title,
      intro: study.subtitle,
      study: {
        back: { label: caseStudyDetailPage.backLabel, href: '/work' },
        client: { label: caseStudyDetailPage.facts.client, name: study.client?.name ?? study.clientType },
        accent: study.accent,
        tags: { label: `${study.title} tags`, items: study.tags },
        image: study.image,
      },
    },
    sections: caseStudyDetailSections(study),
    contactHref: caseStudyDetailPage.closing.primary.href,
    schema: {
      type: 'Article',
      headline: `${study.title}: ${study.subtitle}`,
      abstract: study.description,
      about: study.category,
      keywords: [...study.tags, ...study.technologies],
      datePublished: study.published,
    },
  };
}
