import { site } from '../../site';
import { companyFigures, facts, figureStats } from '../../company/figures';
import type { CompanyPage } from '../../company/types';
import { heroArt } from '../../hero-art';
import { deliveryProcess, offerTimelines, spanAdjective } from '../../company/promises';

const f = companyFigures;

const aboutUsIntro =
  'We started as four engineers who were tired of handing clients over to other vendors at every stage. Today one team still takes a product from the first workshop to the hundredth release.';

/** /about/about-us: the story, what the agency does and how, and the company figures. */
export const aboutUsPage: CompanyPage = {
  path: '/about/about-us',
  meta: {
    title: 'Our story',
    description: `How ${site.name} grew from a four-person consultancy into a software studio for AI, web, mobile, XR and Web3 products, how we work, and the figures behind it.`,
  },
  hero: {
    art: heroArt('company-studio'),
    label: 'About us',
    headline: 'Engineers who build products as if they were our own',
    intro: aboutUsIntro,
    actions: [
      { label: 'Start a project', href: '/contact', variant: 'primary' },
      { label: 'See our work', href: '/work', variant: 'outline' },
    ],
  },
  sections: [
    {
      kind: 'process',
      id: 'story',
      eyebrow: 'Our story',
      heading: 'From a Baltimore consultancy to a product studio',
      intro: `${f.years.value} years of building, learning and widening what we can take responsibility for.`,
      phases: [
        {
          title: 'A consultancy of four',
          duration: 'The beginning',
          description: 'Four engineers in Baltimore take on web platforms and integrations for regional logistics and finance companies, and promise one thing: the people who scope the work build it.',
        },
        {
          title: 'Mobile and product design',
          duration: 'Years 2-4',
          description: 'Clients ask us to own their apps too. We hire our first designers and researchers and start every project with discovery and a tested prototype.',
        },
        {
          title: 'Blockchain and Web3',
          duration: 'Years 4-7',
          description: `Fintech clients bring us their first smart contracts. The practice grows to ${facts.web3Projects.value} Web3 client projects and ${f.blockchainProjects.value} contracts and dApps on mainnet, built with security reviews from day one.`,
        },
        {
          title: 'AI, XR and the cloud',
          duration: 'Years 7-10',
          description: 'Machine learning moves from experiments to production features, XR from demos to training tools, and we take on the cloud platforms underneath them.',
        },
        {
          title: 'A studio of specialists',
          duration: 'Today',
          description: `${f.experts.value} engineers, designers and product experts, practice leads for each discipline, and clients who stay for ${f.averagePartnership.value} on average.`,
        },
      ],
    },
    {
      kind: 'stats',
      id: 'figures',
      eyebrow: 'In numbers',
      heading: 'The figures behind the work',
      items: figureStats(['years', 'solutions', 'experts', 'referrals', 'developers', 'blockchainProjects', 'leadExperience', 'averagePartnership']),
    },
    {
      kind: 'iconGrid',
      id: 'what-we-do',
      eyebrow: 'What we do',
      heading: 'Software for any industry, scale and technology',
      intro: 'We take on the whole product or the part you need: a new build, a rescue, a platform migration or extra engineers for your own team.',
      items: [
        { icon: 'code', title: 'Custom software and SaaS', description: 'Web platforms, internal tools and multi-tenant SaaS products with the billing, roles and integrations they need.' },
        { icon: 'smartphone', title: 'Mobile applications', description: 'Native iOS and Android apps and cross-platform builds in React Native and Flutter, taken through store review.' },
        { icon: 'brain', title: 'AI and machine learning', description: 'Forecasting, document understanding, recommendation and LLM assistants, deployed with monitoring and retraining.' },
        { icon: 'glasses', title: 'XR and the metaverse', description: 'VR training, AR product visualization and mixed-reality tools for headsets, phones and the web.' },
        { icon: 'coins', title: 'Web3 and blockchain', description: 'Smart contracts, dApps, token and NFT platforms, audited and monitored after launch.' },
        { icon: 'cloud', title: 'DevOps and cloud', description: 'Infrastructure as code, CI/CD, Kubernetes and cost control on AWS, Google Cloud and Azure.' },
      ],
    },
    {
      kind: 'numbered',
      id: 'how-we-work',
      eyebrow: 'How we work',
      heading: 'Four phases, a demo every sprint',
      intro: `The same path for a ${spanAdjective(offerTimelines.software.prototype)} prototype and a multi-year platform, scaled to fit.`,
      items: deliveryProcess.map(({ title, duration, description }) => ({ title: `${title} (${duration.toLowerCase()})`, description })),
    },
    {
      kind: 'stats',
      id: 'reach',
      eyebrow: 'Reach',
      heading: 'Where our work runs',
      items: figureStats(['clientCompanies', 'industries', 'countriesServed']),
    },
  ],
  closing: {
    heading: 'Become our next long-term client',
    body: 'Start with a discovery phase: a fixed scope, a fixed price and a plan you keep whether or not you continue with us.',
    ctaLabel: 'Start a project', href: '/contact',
    secondary: { label: 'Meet the team', href: '/about/our-team' },
  },
  schema: { type: 'AboutPage', organization: { description: aboutUsIntro } },
};
