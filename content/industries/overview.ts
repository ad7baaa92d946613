import { companyFigures } from '../company/figures';
import type { NumberedSection, SectionBase } from '../shared/sections';
import type { IconName, InternalPath } from '../shared/types';
import { industryPath } from './catalog';
import { industryList, industryServices } from './index';
import type { SectionPage } from '../shared/page';
import { callToAction, closingCta } from '../booking-links';

/** The industries overview: one row per industry; the heading is read by screen readers only. */
export interface IndustryRowsSection extends SectionBase {
  kind: 'industryRows';
  items: readonly {
    slug: string;
    icon: IconName;
    /** Shown above the name when the menu group differs from it. */
    group?: string;
    name: string;
    summary: string;
    services: readonly string[];
    href: InternalPath;
    linkLabel: string;
  }[];
}

/** The industries overview's own section kind, drawn by components/pages/industries-overview/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    industryRows: IndustryRowsSection;
  }
}

/** One row per industry, read from each industry's file (name, group, icon, summary, service cards). */
export function industryRows(): IndustryRowsSection {
  return {
    kind: 'industryRows',
    id: 'industries',
    heading: 'Industries we serve',
    items: industryList().map((industry) => ({
      slug: industry.slug,
      icon: industry.icon,
      group: industry.group !== industry.name ? industry.group : undefined,
      name: industry.name,
      summary: industry.summary,
      services: industryServices(industry).map((card) => card.title),
      href: industryPath(industry.slug),
      linkLabel: `Explore ${industry.name}`,
    })),
  };
}

/** How industry experience changes delivery, in four points. */
export const industriesApproach: NumberedSection = {
  kind: 'numbered',
  id: 'approach',
  eyebrow: 'Our approach',
  heading: 'How industry experience changes delivery',
  intro: 'Knowing a sector well changes what we ask in discovery, what we build first and what we refuse to leave until later.',
  items: [
    {
      title: 'Compliance from day one',
      description:
        'HIPAA, PCI DSS, SOC 2 or vehicle cybersecurity rules are planned into architecture and sprints up front, not patched in before an audit.',
    },
    {
      title: 'Integrations with your industry’s systems',
      description:
        'EHRs, core banking, dealer management, MLS feeds and POS platforms are known territory, so connectors are estimated accurately and built early.',
    },
    {
      title: 'Domain-fluent product decisions',
      description:
        'Our product leads understand how clinicians, loan officers, agents and store managers work, which means fewer wrong turns and shorter feedback loops.',
    },
    {
      title: 'Proven architecture patterns',
      description:
        'Ledgers, event-driven telematics, FHIR gateways and headless commerce are patterns we have run in production and reuse where they fit.',
    },
  ],
};

export const industriesOverview: SectionPage = {
  path: '/industries',
  meta: {
    title: 'Industries we serve',
    description:
      'Northstack builds software for automotive, fintech, healthcare, real estate and retail teams, with the compliance and integrations each sector needs.',
  },
  hero: {
    label: 'Industries',
    headline: 'Domain knowledge that shortens the path to a working product',
    intro:
      `Over ${companyFigures.years.value} years and ${companyFigures.solutions.value} digital solutions, our teams have learned the regulations, systems and customer expectations of the sectors we serve, so projects start from experience rather than guesswork.`,
    actions: [{ ...callToAction('Talk to an industry team'), variant: 'primary' }],
  },
  /** Read when the page is drawn, so a new industry file shows on reload. */
  get sections() {
    return [industryRows(), industriesApproach];
  },
  closing: {
    heading: 'Don’t see your industry?',
    body: 'The studio has delivered projects in more than ten industries. Tell us about your market and we’ll show you the relevant experience we can bring.',
    ...closingCta('Book a call'),
  },
  contactHref: '/contact',
};

