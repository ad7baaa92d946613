/**
 * The case-study list as data, served at /work and /our-work/case-studies (canonical /work): a masthead on paper with
 * the topics the studies cover, the studies as editorial entries (each with its product art, client, one-line outcome
 * and results), the deep dive, the process and the closing call. Re-exported by ./case-study-pages.ts.
 */
import { caseStudies, studyClientLine, topicBadges, type CaseStudy, type CaseStudyAccent } from '../case-studies';
import { enquiryNextSteps, sprintDemo } from '../company/promises';
import type { SectionPage } from '../shared/page';
import type { PageSection, SectionBase } from '../shared/sections';
import type { Artwork, InternalPath, NumberedPoint, PageMeta, Stat } from '../shared/types';
import { studyResults } from './study-results';

/** What every case-study entry or card names: the study, its link and its accent. */
export interface StudyRef {
  id: string;
  href: InternalPath;
  title: string;
  category: string;
  accent: CaseStudyAccent;
}

/**
 * Every study as an editorial entry: its number, category, product name set large, the client and the one-line outcome,
 * the product art, every result large between hairlines (with its best case's median where it has one), its duration,
 * team and technologies, and a link.
 */
export interface StudyEntriesSection extends SectionBase {
  kind: 'studyEntries';
  clientLabel: string;
  technologiesLabel: string;
  tagsLabel: string;
  studies: readonly (StudyRef & {
    client: string;
    outcome: string;
    image: Artwork;
    metrics: readonly Stat[];
    facts: readonly Stat[];
    tags: readonly string[];
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

declare module '../shared/sections' {
  interface PageOwnSections {
    studyEntries: StudyEntriesSection;
    studyDeepDive: StudyDeepDiveSection;
  }
}

/** The list opens with its own masthead on paper (components/pages/case-studies/study-index.tsx), not the dark hero. */
declare module '../shared/page' {
  interface PageHeroContent {
    studyIndex?: true;
  }
}

/**
 * The four steps on the case-study list (SPEC: Discovery, Strategy, Development, Launch), told by how the three studies
 * above ran them, so the block is evidence rather than the home page's process again; the sprints are the one cadence
 * every page promises (`sprintDemo`).
 */
export const caseStudyProcess: readonly NumberedPoint[] = [
  {
    title: 'Discovery',
    description:
      'Interviews with the people who will use the product and an audit of the data and systems it has to work with. For AutoAI that meant tying two dealer management systems and a drawer of spreadsheets together by VIN before a single model was trained.',
  },
  {
    title: 'Strategy',
    description:
      'The architecture, the release plan and what the first release has to prove, agreed before production code. Bloxios settled its staking model and token economics at this step, Vision Millennium its content plan and the shoppable format.',
  },
  {
    title: 'Development',
    description: `Sprints with ${sprintDemo}, automated tests and a staging build the client can open any day: AutoAI’s models and appraisal app, Bloxios’s contracts and dashboard, Vision Millennium’s player and checkout.`,
  },
  {
    title: 'Launch',
    description:
      'Live in stages and measured from the first day: AutoAI at three pilot rooftops before the whole group, Bloxios only after an independent audit and testnet hardening, Vision Millennium once it played on every target device.',
  },
];

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
    clientLabel: 'Client',
    durationLabel: 'Duration',
    teamLabel: 'Team',
    technologiesLabel: 'Technologies',
    tagsLabel: 'Tags',
    // SPEC's button; the study's name follows it for screen readers.
    linkLabel: 'Read Full Case Study',
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
    heading: 'How these three projects ran, in four steps',
    intro: 'The same four steps sit behind every study on this page, whatever the technology; each study lists the weeks its phases took.',
  },
  closing: {
    heading: 'Your product could be the next case study',
    body: `Tell us what you are building and the result it has to deliver. ${enquiryNextSteps}`,
    primary: { label: 'Start Your Project', href: '/contact' },
    // The list shows the three studies; every write-up, by industry, is on the portfolio.
    secondary: { label: 'View All Case Studies', href: '/our-work/portfolio' },
  },
} as const satisfies { meta: PageMeta } & Record<string, unknown>;

export function ref(study: CaseStudy): StudyRef {
  return { id: study.id, href: study.href, title: study.title, category: study.category, accent: study.accent };
}

/** The list page's sections: the studies as editorial entries, the deep dive, the process, the closing call. */
export function caseStudyListSections(): readonly PageSection[] {
  const page = caseStudyListPage;
  return [
    {
      kind: 'studyEntries',
      id: 'featured',
      eyebrow: page.featured.eyebrow,
      heading: page.featured.heading,
      intro: page.featured.intro,
      clientLabel: page.featured.clientLabel,
      technologiesLabel: page.featured.technologiesLabel,
      tagsLabel: page.featured.tagsLabel,
      studies: caseStudies().map((study) => ({
        ...ref(study),
        client: studyClientLine(study),
        outcome: study.description,
        image: study.image,
        metrics: studyResults(study).map(({ value, label, note }) => ({ value, label, ...(note ? { note } : {}) })),
        facts: [
          { label: page.featured.durationLabel, value: study.duration },
          { label: page.featured.teamLabel, value: study.teamSize },
        ],
        tags: study.tags,
        technologies: study.technologies,
        linkLabel: page.featured.linkLabel,
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

/**
 * The case-study list as a page module (served at /work and /our-work/case-studies, canonical /work): the masthead
 * with the topics, the sections above, and the studies as a CollectionPage.
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
      studyIndex: true,
    },
    sections: caseStudyListSections(),
    contactHref: caseStudyListPage.closing.primary.href,
    schema: { type: 'CollectionPage', items: caseStudies().map((study) => ({ name: study.title, path: study.href })) },
  };
}
