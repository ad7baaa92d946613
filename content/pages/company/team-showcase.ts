import { site } from '../../site';
import { showcasePeople } from '../../company/people';
import type { CompanyPage } from '../../company/types';
import { heroArt } from '../../hero-art';
import { companyValues } from './values';
import type { SectionBase } from '../../shared/sections';
import type { InternalPath } from '../../shared/types';

/** An invitation on the dark band: heading, intro and a button, beside a short list. */
export interface CalloutSection extends SectionBase {
  kind: 'callout';
  cta: { label: string; href: InternalPath };
  aside: { label: string; items: string[] };
}

/** This page's own section kinds, drawn by components/pages/ (see PageOwnSections). */
declare module '../../shared/sections' {
  interface PageOwnSections {
    callout: CalloutSection;
  }
}

/** /team: three people with role and quote, the values, and open positions. */
export const teamShowcasePage: CompanyPage = {
  path: '/team',
  meta: {
    title: 'Life at the studio',
    description: `Meet the people of ${site.name} in their own words, the values we work by, and the open positions on our engineering, design and AI teams.`,
  },
  hero: {
    art: heroArt('company-people'),
    label: 'Our team',
    headline: 'The people who make the work',
    intro: 'Engineers, designers and delivery leads who care about the craft and about each other. Here is what they say about working here.',
    actions: [
      { label: 'See open positions', href: '/careers/positions', variant: 'primary' },
      { label: 'Meet the whole team', href: '/about/our-team', variant: 'outline' },
    ],
  },
  firstBand: 'white',
  sections: [
    {
      kind: 'people',
      layout: 'quotes',
      id: 'voices',
      eyebrow: 'In their words',
      heading: 'Why they build here',
      get people() {
        return showcasePeople();
      },
      schemaRole: 'employee',
    },
    {
      kind: 'iconGrid',
      id: 'values',
      eyebrow: 'Our values',
      heading: 'What we expect of each other',
      items: companyValues,
    },
    {
      kind: 'callout',
      id: 'open-positions',
      eyebrow: 'Join us',
      heading: 'We are hiring',
      intro: 'Frontend, AI and design roles are open now, remote or hybrid from Baltimore. See the positions and apply in a few minutes.',
      cta: { label: 'View open positions', href: '/careers/positions' },
      aside: {
        label: 'Working here',
        items: [
          'Remote or hybrid, with an office in Baltimore',
          'A yearly learning budget and conference time',
          'Senior mentors and peer review on every project',
          'Clear career ladders and published pay bands',
        ],
      },
    },
  ],
  closing: {
    heading: 'Want to build with this team?',
    body: 'Clients work with the same people you just met. Tell us about your product and we will introduce you to the team that would build it.',
    ctaLabel: 'Start a project', href: '/contact',
    secondary: { label: 'See open positions', href: '/careers/positions' },
  },
  schema: { type: 'AboutPage' },
};
