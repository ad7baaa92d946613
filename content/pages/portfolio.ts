/** /our-work/portfolio as a page module: its bands, from the portfolio's figures, capabilities and projects (content/portfolio.ts) and the featured case studies. */
import { companyFigures } from '../company/figures';
import type { CaseStudyCardsSection } from '../case-study-types';
import type { CardsSection, SectionBase, StatsStripSection } from '../shared/sections';
import type { SectionPage } from '../shared/page';
import { resultWithNote } from '../services/proof';
import { enquiryNextSteps, offerTimelines } from '../company/promises';
import { portfolioFigures, portfolioCapabilities, portfolioFeaturedIds, portfolioFeaturedStudies, projectGroups, type ProjectGroup } from '../portfolio';
import { mapNonEmpty } from '../shared/non-empty';
import { heroArt } from '../hero-art';

/** The portfolio's further projects, one row per sector. */
export interface ProjectGroupsSection extends SectionBase {
  kind: 'projectGroups';
  groups: readonly ProjectGroup[];
}

/** This page's own section kinds, drawn by components/pages/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    projectGroups: ProjectGroupsSection;
  }
}

/** The ways to engage, drawn by the section renderer on the near-black band. */
const engagement: CardsSection = {
  kind: 'cards',
  tone: 'dark',
  id: 'engagement',
  eyebrow: 'Working together',
  heading: 'How we staff an engagement',
  intro:
    'Each engagement above began with one of these models. We recommend one after discovery, based on your scope, your in-house skills and how much control you want to keep.',
  secondaryCta: { label: 'Discuss your project', href: '/contact' },
  cards: [
    {
      icon: 'users',
      title: 'Dedicated product team',
      subtitle: 'A squad that owns the outcome',
      description:
        'Product, design, engineering and QA work only on your product, run by our delivery manager and steered by your product owner.',
      features: ['Stable team over the long term', 'Monthly rolling contract', 'Scales up or down each month', 'A demo at the end of every sprint'],
    },
    {
      icon: 'puzzle',
      title: 'Team extension',
      subtitle: 'Specialists inside your team',
      description:
        'Senior engineers join your team to close a specific gap, from machine learning or Solidity to DevOps, working in your tools and your code review.',
      features: [`Onboarded within ${offerTimelines.teamExtension.onboarding}`, 'Works in your tools and rituals', 'Senior specialists only', 'Knowledge transfer built in'],
    },
    {
      icon: 'target',
      title: 'Fixed-scope project',
      subtitle: 'Agreed scope, price and timeline',
      description:
        'We take a defined scope from discovery to launch for an agreed price, with milestones you sign off and a warranty period after go-live.',
      features: ['Written scope and acceptance criteria', 'Milestone-based payments', 'We carry the delivery risk', 'Warranty period after launch'],
    },
  ],
};

/** The four statistics, continuing the hero's dark band. */
const figures: StatsStripSection = {
  kind: 'statsStrip',
  id: 'figures',
  heading: 'The portfolio in numbers',
  items: portfolioFigures,
};

/** The featured studies' copy; the labels are read by the featured case-study component. */
const featured = {
  eyebrow: 'Featured case studies',
  heading: 'Three engagements, from first workshop to measured result',
  intro: 'The problem each client brought, what we built, who built it, how the weeks were spent and the figures tracked after launch.',
  labels: {
    industry: 'Industry',
    client: 'Client',
    team: 'Team size',
    timeline: 'Timeline',
    results: 'Results',
    technologies: 'Technologies',
    challenges: 'Challenges',
    solutions: 'Solutions',
    completed: 'Completed',
  },
  linkLabel: (title: string) => `Read the full ${title} case study`,
};

const featuredStudies: CaseStudyCardsSection = {
  kind: 'caseStudyCards',
  layout: 'detailed',
  id: 'featured',
  eyebrow: featured.eyebrow,
  heading: featured.heading,
  intro: featured.intro,
  studies: portfolioFeaturedIds,
};

/** The further projects' copy; the labels are read by the project cards. */
const projects = {
  eyebrow: 'Projects by industry',
  heading: 'Selected projects by industry',
  intro:
    'A cross-section of recent engagements: what we built, the stack it runs on and one result the client measured. Each write-up names its client where the client agreed to it, and quotes them only with their sign-off.',
  stackLabel: 'Stack',
  serviceLabel: 'Delivered as',
};

const projectsByIndustry = (): ProjectGroupsSection => ({
  kind: 'projectGroups',
  id: 'projects',
  eyebrow: projects.eyebrow,
  heading: projects.heading,
  intro: projects.intro,
  // Each result with its best case's median where it is one of a best case's results (the lending rebrand's +38%).
  groups: projectGroups().map(
    (group): ProjectGroup => ({
      ...group,
      projects: mapNonEmpty(group.projects, (project) => ({ ...project, result: resultWithNote({ kind: 'portfolio', id: project.id }, project.result) })),
    }),
  ),
});

/** The copy the portfolio's own components read (the featured studies' and the project cards' labels). */
export const portfolioCopy = { featured, projects } as const;

/**
 * /our-work/portfolio (SPEC section 2 "Portfolio"): the dark hero with the six capabilities and
 * the four statistics, the projects by industry (each at its anchor, #{id}), the three featured case studies in depth,
 * the ways to engage and the closing call.
 */
export function portfolioPage() {
  return {
    path: '/our-work/portfolio',
    meta: {
      title: 'Portfolio: projects and case studies',
      description:
        `The Northstack portfolio: ${companyFigures.solutions.value} digital solutions in ${companyFigures.industries.value} industries, three case studies in AI, Web3 and immersive commerce, and projects by sector with results.`,
    },
    hero: {
      label: 'Portfolio',
      headline: 'Software we designed, built and put into production',
      intro:
        'Every project on this page went live, and each is measured by the figures our clients track after launch, not by the hours we billed.',
      badges: { label: 'Capabilities', items: portfolioCapabilities },
      art: heroArt('portfolio-wall'),
    },
    sections: [figures, projectsByIndustry(), featuredStudies, engagement],
    figures,
    featured,
    projects,
    closing: {
      heading: 'Have a project that belongs in this portfolio?',
      body: `Tell us what you are building and the result it has to deliver. ${enquiryNextSteps}`,
      ctaLabel: 'Start your project',
      href: '/contact',
      secondary: { label: 'Read the case studies', href: '/work' },
    },
    contactHref: '/contact',
    schema: { type: 'CollectionPage', items: portfolioFeaturedStudies().map((study) => ({ name: study.title, path: study.href })) },
  } satisfies SectionPage & Record<string, unknown>;
}
