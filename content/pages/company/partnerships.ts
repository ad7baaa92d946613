import { site } from '../../site';
import { companyFigures } from '../../company/figures';
import type { CompanyPage } from '../../company/types';
import { heroArt } from '../../hero-art';
import { replyTimes } from '../../company/promises';

const f = companyFigures;

/** /about/partnerships: categories, benefits, three partnership types with requirements. */
export const partnershipsPage: CompanyPage = {
  path: '/about/partnerships',
  meta: {
    title: 'Partnerships',
    description: `Partner with ${site.name}: referral, delivery and technology partnerships for agencies, consultancies and platform vendors, with clear benefits and requirements.`,
  },
  hero: {
    art: heroArt('company-partners'),
    label: 'Partnerships',
    headline: 'Grow with an engineering partner you can rely on',
    intro: 'Agencies, consultancies and technology vendors work with us when their clients need software built properly. We do the engineering and keep your client relationship yours.',
    actions: [
      { label: 'Become a partner', href: '/contact', variant: 'primary' },
      { label: 'About the company', href: '/about', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'iconGrid',
      id: 'categories',
      eyebrow: 'Who we partner with',
      heading: 'Partner categories',
      items: [
        { icon: 'palette', title: 'Design and marketing agencies', description: 'Agencies that win product and platform work and need an engineering team to build it to their design.' },
        { icon: 'briefcase', title: 'Consultancies and integrators', description: 'Strategy and transformation firms whose recommendations need engineers to turn them into working systems.' },
        { icon: 'cloud', title: 'Cloud and platform vendors', description: 'Software and infrastructure vendors whose customers need implementation, migration or custom extensions.' },
        { icon: 'rocket', title: 'Accelerators and investors', description: 'Programs and funds whose portfolio companies need a technical partner for an MVP or a scale-up.' },
      ],
    },
    {
      kind: 'numbered',
      id: 'benefits',
      eyebrow: 'Benefits',
      heading: 'What partners get from working with us',
      items: [
        { title: 'Revenue on every referral', description: 'A referral fee on the first year of every engagement you introduce, paid as the client pays.' },
        { title: 'Capacity without hiring', description: `Senior engineers for your clients’ projects, from one specialist to a full team, backed by ${f.developers.value} developers across our network.` },
        { title: 'Your brand, our engineering', description: 'White-label delivery under your name, with our people trained to represent your agency.' },
        { title: 'Early access to expertise', description: 'Joint discovery workshops, architecture reviews for your pitches and briefings on AI, XR and Web3.' },
      ],
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'partnership-types',
      eyebrow: 'Partnership types',
      heading: 'Three ways to partner',
      intro: 'Each type comes with a written agreement. The requirements below are what we ask of partners before the first engagement.',
      secondaryCta: { label: 'Discuss a partnership', href: '/contact' },
      cards: [
        {
          icon: 'link',
          title: 'Referral partner',
          subtitle: 'Introduce clients, earn a fee',
          description: 'For advisers, investors and agencies who meet companies that need software built but do not deliver it themselves.',
          features: ['A signed referral agreement', 'An introduction to the decision-maker', 'No delivery commitment required'],
        },
        {
          icon: 'layers',
          title: 'Delivery partner',
          subtitle: 'White-label engineering',
          description: 'For agencies and consultancies that sell product work and want an engineering team that delivers under their brand.',
          features: ['Two or more projects a year', 'A named account lead on your side', 'Shared quality standards and code review', 'Mutual non-solicitation terms'],
        },
        {
          icon: 'puzzle',
          title: 'Technology partner',
          subtitle: 'Implementation and integration',
          description: 'For platform and infrastructure vendors whose customers need implementation, migrations or custom extensions.',
          features: ['Partner-level technical documentation', 'Sandbox or partner accounts for our team', 'A joint go-to-market plan'],
        },
      ],
    },
  ],
  closing: {
    heading: 'Let’s explore a partnership',
    body: `Tell us about your company, your clients and the kind of work you want to deliver together. We reply within ${replyTimes.partnership.within}.`,
    ctaLabel: 'Become a partner', href: '/contact',
    secondary: { label: 'About the company', href: '/about' },
  },
  schema: { type: 'WebPage' },
};
