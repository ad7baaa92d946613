/**
 * The case-study pages as data: the /work list (also served at /our-work/case-studies) and the
 * /work/{id} detail pages, each an ordered list of sections from the one section model
 * (content/shared/sections.ts), built from the studies in content/case-studies.ts.
 */
import { caseStudies, studyClientLine, topicBadges, type CaseStudy, type CaseStudyAccent } from '../case-studies';
import { industryCatalog, industryPath } from '../industries/catalog';
import { getServiceEntry } from '../services/catalog';
import type { SectionPage } from '../shared/page';
import { isDarkSection, type PageSection, type SectionBase } from '../shared/sections';
import type { Artwork, IconName, InternalPath, NumberedPoint, PageMeta, Stat } from '../shared/types';
import { deliveryProcess, enquiryNextSteps, offers } from '../company/promises';
import { pick } from '../company/people';
import { withPublishedLinks } from './study-audits';
import { studyResults } from './study-results';

// The case-study pages' own section kinds, drawn by components/pages/case-studies/ (see PageOwnSections).

/** What every case-study card or row names: the study, its link and its accent. */
export interface StudyRef {
  id: string;
  href: InternalPath;
  title: string;
  category: string;
  accent: CaseStudyAccent;
}

/** Every study as a card: headline metrics, facts, technologies and a link. */
export interface StudyGlanceSection extends SectionBase {
  kind: 'studyGlance';
  technologiesLabel: string;
  studies: readonly (StudyRef & {
    client: string;
    metrics: readonly Stat[];
    facts: readonly Stat[];
    technologies: readonly string[];
    linkLabel: string;
  })[];
}

/** Per study, the core problem and the answer (on the near-black). */
export interface StudyDeepDiveSection extends SectionBase {
  kind: 'studyDeepDive';
  tone: 'dark';
  challengeLabel: string;
  solutionLabel: string;
  studies: readonly (StudyRef & { industry: string; challenge: string; solution: string })[];
}

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
    studyGlance: StudyGlanceSection;
    studyDeepDive: StudyDeepDiveSection;
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

/** The four-step process on the case-study list: the delivery process every page describes (content/company/promises.ts). */
export const caseStudyProcess: readonly NumberedPoint[] = deliveryProcess.map(({ title, description }) => ({ title, description }));

/** The case-study list, served at /work and /our-work/case-studies (canonical /work). */
export const caseStudyListPage = {
  meta: {
    title: 'Case Studies',
    description:
      'Northstack case studies: AutoAI predictive vehicle pricing, Bloxios audited multi-chain staking and Vision Millennium shoppable immersive video, with results.',
  },
  hero: {
    label: 'Case Studies',
    title: 'Products that moved the numbers',
    intro:
      'How we took three ambitious briefs from discovery to launch, and what changed for the businesses behind them: forecasts, funds secured and audiences won.',
  },
  featured: {
    eyebrow: 'Featured work',
    heading: 'Three engagements, measured in outcomes',
    intro: 'Each study covers the problem, the product we built and the figures the client tracked after launch.',
    linkLabel: 'Read Full Case Study',
  },
  glance: {
    eyebrow: 'At a glance',
    heading: 'Every engagement, side by side',
    intro: 'Headline results, team, timeline and the technology each product runs on.',
    durationLabel: 'Duration',
    teamLabel: 'Team',
    technologiesLabel: 'Technologies',
    linkLabel: (title: string) => `Read the ${title} case study`,
  },
  deepDive: {
    eyebrow: 'Deep Dive',
    heading: 'The challenges, and how we solved them',
    intro: 'Every engagement started with a hard constraint. This is what stood in the way and the approach that removed it.',
    challengeLabel: 'The challenge',
    solutionLabel: 'Our solution',
  },
  process: {
    eyebrow: 'How we work',
    heading: 'From first call to launch and beyond, in four steps',
    intro: 'The same disciplined process sits behind every study on this page, whatever the technology.',
  },
  closing: {
    heading: 'Your product could be the next case study',
    body: `Tell us what you are building and the result it has to deliver. ${enquiryNextSteps}`,
    primary: { label: 'Start Your Project', href: '/contact' },
    secondary: { label: 'View All Case Studies', href: '/our-work/case-studies' },
  },
} as const satisfies { meta: PageMeta; closing: CaseStudyClosing } & Record<string, unknown>;

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
    industriesHeading: 'Industry',
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

function ref(study: CaseStudy): StudyRef {
  return { id: study.id, href: study.href, title: study.title, category: study.category, accent: study.accent };
}

/** The list page's sections: the studies with their art, side by side, the deep dive, the process, the closing call. */
export function caseStudyListSections(): readonly PageSection[] {
  const page = caseStudyListPage;
  return [
      {
        kind: 'caseStudyCards',
        layout: 'showcase',
        id: 'featured',
        eyebrow: page.featured.eyebrow,
        heading: page.featured.heading,
        intro: page.featured.intro,
        linkLabel: page.featured.linkLabel,
        studies: caseStudies().map((study) => study.id),
      },
      {
        kind: 'studyGlance',
        id: 'at-a-glance',
        eyebrow: page.glance.eyebrow,
        heading: page.glance.heading,
        intro: page.glance.intro,
        technologiesLabel: page.glance.technologiesLabel,
        studies: caseStudies().map((study) => ({
          ...ref(study),
          client: studyClientLine(study),
          metrics: studyResults(study),
          facts: [
            { label: page.glance.durationLabel, value: study.duration },
            { label: page.glance.teamLabel, value: study.teamSize },
          ],
          technologies: study.technologies,
          linkLabel: page.glance.linkLabel(study.title),
        })),
      },
      {
        kind: 'studyDeepDive',
        id: 'deep-dive',
        tone: 'dark',
        eyebrow: page.deepDive.eyebrow,
        heading: page.deepDive.heading,
        intro: page.deepDive.intro,
        challengeLabel: page.deepDive.challengeLabel,
        solutionLabel: page.deepDive.solutionLabel,
        studies: caseStudies().map((study) => ({ ...ref(study), industry: study.industry, ...study.deepDive })),
      },
      {
        kind: 'numbered',
        id: 'process',
        layout: 'columns',
        eyebrow: page.process.eyebrow,
        heading: page.process.heading,
        intro: page.process.intro,
        items: [...caseStudyProcess],
      },
      { kind: 'closing', id: 'closing', ...page.closing },
  ];
}

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
 * The case-study list as a page module (served at /work and /our-work/case-studies, canonical
 * /work): the hero with the topics, the sections above, and the studies as a CollectionPage.
 */
export function workListPage(): SectionPage {
  return {
    path: '/work',
    meta: caseStudyListPage.meta,
    hero: {
      label: caseStudyListPage.hero.label,
      headline: caseStudyListPage.hero.title,
      intro: caseStudyListPage.hero.intro,
      badges: topicBadges(caseStudies()),
    },
    sections: caseStudyListSections(),
    contactHref: caseStudyListPage.closing.primary.href,
    schema: { type: 'CollectionPage', items: caseStudies().map((study) => ({ name: study.title, path: study.href })) },
  };
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
