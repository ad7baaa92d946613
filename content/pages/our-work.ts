/**
 * The Our Work overview, /our-work: it leads to the portfolio, the case studies and the blog.
 * Every figure is read from the module that owns it (portfolio figures, case-study metrics).
 */
import { allArticles, blogCategories } from '../blog';
import { caseStudies, getCaseStudy, type CaseStudyId } from '../case-studies';
import { portfolioFigures } from '../portfolio';
import type { SectionPage } from '../shared/page';
import type { IconName, InternalPath, Stat } from '../shared/types';
import { enquiryNextSteps } from '../company/promises';
import type { SectionBase } from '../shared/sections';

/** Our work: the overview's destinations as rows with their figures; the heading is read by screen readers only. */
export interface DestinationsSection extends SectionBase {
  kind: 'destinations';
  items: readonly OurWorkDestination[];
}

/** This page's own section kinds, drawn by components/pages/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    destinations: DestinationsSection;
  }
}

export interface OurWorkDestination {
  id: 'portfolio' | 'case-studies' | 'blog';
  href: InternalPath;
  icon: IconName;
  name: string;
  /** One line of copy on what the visitor finds there. */
  summary: string;
  /** One or two figures, read from the content modules. */
  figures: readonly Stat[];
  linkLabel: string;
}

/** A case-study headline metric, labelled with the study it belongs to. */
function studyFigure(id: CaseStudyId, index: 0 | 1 | 2 | 3): Stat {
  const study = getCaseStudy(id);
  if (!study) throw new Error(`Unknown case study: ${id}`);
  const metric = study.metrics[index];
  return { value: metric.value, label: `${metric.label}, ${study.title}` };
}

export function ourWorkDestinations(): readonly OurWorkDestination[] {
  const articles = allArticles();
  return [
    {
      id: 'portfolio',
      href: '/our-work/portfolio',
      icon: 'briefcase',
      name: 'Portfolio',
      summary:
        'Featured case studies and a cross-section of projects by industry: what we built, the stack it runs on and the result each client measured.',
      figures: [portfolioFigures[0], portfolioFigures[1]],
      linkLabel: 'View the portfolio',
    },
    {
      id: 'case-studies',
      href: '/work',
      icon: 'bar-chart',
      name: 'Case Studies',
      summary:
        'Three engagements told in full, from the first workshop to launch: the challenge, the solution, the team, the timeline and the figures tracked afterward.',
      figures: [studyFigure('autoai', 1), studyFigure('bloxios', 1)],
      linkLabel: 'Read the case studies',
    },
    {
      id: 'blog',
      href: '/our-work/blog',
      icon: 'pen-tool',
      name: 'Blog',
      summary:
        'Practical writing from our engineers and designers on AI, Web3, mobile, design, DevOps and security, for the people who commission software.',
      figures: [
        { value: String(articles.length), label: 'Articles by our engineers and designers' },
        // What is written, never what is not: a count of disciplines with articles, not 'n of m'.
        { value: String(blogCategories.filter((category) => articles.some((article) => article.category === category.id)).length), label: 'Disciplines they write about' },
      ],
      linkLabel: 'Read the blog',
    },
  ];
}


export function ourWorkPage() {
  const destinations = ourWorkDestinations();
  return {
    path: '/our-work',
    meta: {
      title: 'Our work: portfolio, case studies and blog',
      description:
        'What Northstack builds and how: a portfolio of projects across industries, in-depth case studies with measured results, and articles from our engineers.',
    },
    hero: {
      label: 'Our work',
      headline: 'The proof behind the pitch',
      intro:
        'Browse the products we have shipped, read how three of them were built and measured, and learn from the engineers who built them.',
      actions: [{ label: 'Start your project', href: '/contact', variant: 'primary' }],
    },
    sections: [
      { kind: 'destinations', id: 'destinations', heading: 'Where to start', items: destinations },
      {
        kind: 'caseStudyCards',
        id: 'case-studies',
        layout: 'compact',
        eyebrow: 'Case studies',
        heading: 'Three products, three measured outcomes',
        intro: 'A first look at each study; every card opens the full story of the engagement.',
        studies: caseStudies().map((study) => study.id),
      },
    ],
    closing: {
      heading: 'Want results like these?',
      body: `Describe the product and the outcome it has to move. ${enquiryNextSteps}`,
      ctaLabel: 'Tell us about your project',
      href: '/contact',
    },
    contactHref: '/contact',
    schema: { type: 'CollectionPage', items: destinations.map((item) => ({ name: item.name, path: item.href })) },
  } satisfies SectionPage;
}
