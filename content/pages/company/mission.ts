import { site } from '../../site';
import { companyFigures } from '../../company/figures';
import type { CompanyPage } from '../../company/types';
import { heroArt } from '../../hero-art';
import { companyValues } from './values';

const f = companyFigures;

const missionHeadline = 'Build software that earns its keep';

/** /about/our-mission: mission, vision, values and commitments; links /contact and /about/our-team. */
export const missionPage: CompanyPage = {
  path: '/about/our-mission',
  meta: {
    title: 'Our Mission',
    description: `${site.name}’s mission, vision and values: software that earns its keep, built by people who own the outcome, with commitments we make to every client.`,
  },
  hero: {
    art: heroArt('company-compass'),
    label: 'Our mission',
    headline: missionHeadline,
    intro: 'Our mission is to help companies turn ambitious ideas into dependable products, and to leave every client stronger, more independent and better at software than when we met.',
    actions: [
      { label: 'Work with us', href: '/contact', variant: 'primary' },
      { label: 'Meet the team', href: '/about/our-team', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'numbered',
      id: 'mission',
      eyebrow: 'Mission and vision',
      heading: 'Why we exist and where we are going',
      items: [
        {
          title: 'Our mission',
          description: 'Turn our clients’ ideas into products that customers use, that pay for themselves, and that their own teams can run and grow.',
        },
        {
          title: 'Our vision',
          description: 'A studio that companies call first for their hardest software problem, because the last one was solved on time, on budget and in the open.',
        },
        {
          title: 'Our measure of success',
          description: `Clients who return and recommend us: ${f.referrals.value} of our projects come from referrals and returning clients.`,
        },
        {
          title: 'Our responsibility',
          description: 'Software that is secure, accessible and honest with its users, because our clients’ reputations run on it.',
        },
      ],
    },
    {
      kind: 'iconGrid',
      id: 'values',
      eyebrow: 'Values',
      heading: 'Six values we hire and review against',
      intro: 'They decide who joins, how we give feedback and what we do when a deadline and quality pull in different directions.',
      items: companyValues,
    },
    {
      kind: 'cards',
      tone: 'dark',
      id: 'commitments',
      eyebrow: 'Commitments',
      heading: 'What we promise, in writing',
      intro: 'Three commitments that are part of every contract we sign and every offer we make.',
      secondaryCta: { label: 'Meet the people who keep them', href: '/about/our-team' },
      cards: [
        {
          icon: 'briefcase',
          title: 'To our clients',
          description: 'You own everything we build for you from the first commit, and you always know where your budget stands.',
          features: ['Code, designs and accounts in your name', 'A demo every sprint, spend reported weekly', 'Changes priced before they are built'],
        },
        {
          icon: 'heart-pulse',
          title: 'To our people',
          description: 'A place where good engineers and designers do their best work and stay for years.',
          features: ['A learning budget and conference time', 'Sustainable hours, no heroics', 'Clear career ladders and pay bands'],
        },
        {
          icon: 'globe',
          title: 'To the people who use our software',
          description: 'Products that respect their users, their data and their time.',
          features: ['WCAG AA accessibility as a baseline', 'Privacy by design and data minimization', 'Performance budgets on every release'],
        },
      ],
    },
  ],
  closing: {
    heading: 'Share our standards? Let’s build together',
    body: 'Tell us about the product you have in mind and we will show you how we would approach it, before you commit to anything.',
    ctaLabel: 'Contact us', href: '/contact',
    secondary: { label: 'Meet our team', href: '/about/our-team' },
  },
  schema: { type: 'AboutPage', organization: { slogan: missionHeadline } },
};
