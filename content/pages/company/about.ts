import { site } from '../../site';
import { companyFigures, figureStats } from '../../company/figures';
import type { CompanyPage } from '../../company/types';
import { heroArt } from '../../hero-art';
import { enquiryNextSteps } from '../../company/promises';

const f = companyFigures;

const aboutIntro = `For ${f.years.value} years we have designed, built and run software for companies that cannot afford to get it wrong: fintech, healthcare, automotive, retail and real estate, across web, mobile, AI, XR and Web3.`;

/** /about: the company overview, leading to every company page. */
export const aboutPage: CompanyPage = {
  path: '/about',
  meta: {
    title: 'About Us',
    description: `${site.name} is a software studio in Maryland: product strategy, design and engineering for start-ups and enterprise brands, with one accountable team.`,
  },
  hero: {
    art: heroArt('company-studio'),
    label: `About ${site.name}`,
    headline: 'One accountable team from first sketch to scale',
    intro: aboutIntro,
    actions: [
      { label: 'Read our mission', href: '/about/our-mission', variant: 'primary' },
      { label: 'Talk to us', href: '/contact', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'stats',
      id: 'figures',
      eyebrow: 'At a glance',
      heading: 'A studio measured by the clients who come back',
      items: figureStats(['years', 'solutions', 'experts', 'referrals']),
    },
    {
      kind: 'cards',
      tone: 'light',
      id: 'company',
      eyebrow: 'The company',
      heading: 'Get to know us',
      intro: 'Who we are, what we believe, who leads the work and how to partner with us or write about us.',
      secondaryCta: { label: 'Life at the studio', href: '/team' },
      cards: [
        {
          icon: 'building',
          title: 'Our story',
          description: 'How a four-person consultancy in Baltimore became a studio that builds across AI, mobile, XR and Web3, and how we work today.',
          features: ['What we build and for whom', 'How an engagement runs', 'The figures behind the work'],
          href: '/about/about-us',
          linkLabel: 'Read our story',
        },
        {
          icon: 'target',
          title: 'Our mission',
          description: 'Why we exist, the values we hire and review against, and the commitments we make to every client and every colleague.',
          features: ['Mission and vision', 'Six working values', 'Our commitments'],
          href: '/about/our-mission',
          linkLabel: 'Read our mission',
        },
        {
          icon: 'compass',
          title: 'Leadership',
          description: 'The two co-founders who run the studio: one owns client outcomes, the other the engineering standards every project ships with.',
          features: ['Backgrounds and roles', 'Achievements', 'How we lead'],
          href: '/about/leadership',
          linkLabel: 'Meet our leadership',
        },
        {
          icon: 'users',
          title: 'Our team',
          description: 'The practice leads for AI, blockchain, design, delivery and mobile, and how we put together the team for your project.',
          features: ['Practice leads and specialties', 'How teams are formed', 'Depth behind every project'],
          href: '/about/our-team',
          linkLabel: 'Meet the team',
        },
        {
          icon: 'megaphone',
          title: 'Press and media',
          description: 'Company news, a media kit with our logo, brand guidelines and fact sheet, and the people to call for interviews.',
          features: ['Latest news', 'Downloadable media kit', 'Press contacts'],
          href: '/about/press-and-media',
          linkLabel: 'Visit the press room',
        },
        {
          icon: 'handshake',
          title: 'Partnerships',
          description: 'Referral, delivery and technology partnerships for agencies, consultancies and platform vendors who want a dependable engineering partner.',
          features: ['Partner categories', 'Benefits', 'Three partnership types'],
          href: '/about/partnerships',
          linkLabel: 'Explore partnerships',
        },
      ],
    },
    {
      kind: 'numbered',
      id: 'difference',
      eyebrow: 'Why clients stay',
      heading: 'What working with us is like',
      intro: `Our average client partnership lasts ${f.averagePartnership.value}. These are the reasons clients give when they explain why.`,
      items: [
        {
          title: 'Senior people on your project',
          description: `Every engagement is led by someone with ${f.leadExperience.value} years of hands-on experience, who stays with it from discovery to launch.`,
        },
        {
          title: 'Progress you can click every week',
          description: 'A working release on a staging URL at the end of every sprint, with a demo and a written summary of what changed.',
        },
        {
          title: 'Budgets without surprises',
          description: 'Estimates broken down by feature, spend reported weekly, and changes priced before they are built, not after.',
        },
        {
          title: 'Software you own and can run',
          description: 'Your repositories, your cloud accounts, documented architecture and a handover your own engineers can take over from.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Let’s talk about your product',
    body: `Tell us what you want to build and by when. ${enquiryNextSteps}`,
    ctaLabel: 'Contact us', href: '/contact',
    secondary: { label: 'Meet our leadership', href: '/about/leadership' },
  },
  schema: {
    type: 'AboutPage',
    organization: {
      description: aboutIntro,
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: Number.parseInt(f.experts.value, 10), unitText: 'employees', description: f.experts.label },
    },
  },
};
