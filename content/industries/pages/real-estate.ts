import { figureStat } from '../../company/figures';
import type { IndustryPage } from '../types';

const page: IndustryPage = {
  slug: 'real-estate',
  meta: {
    title: 'Real estate and proptech software development',
    description:
      'Real estate software: MLS/IDX search portals, VR property tours, tokenized ownership, property management systems and valuation models for proptech.',
  },
  hero: {
    label: 'Real estate software',
    headline: 'Proptech that helps people find, buy, manage and invest in property',
    intro:
      'We build listing portals, immersive tours, property management tools and tokenized investment platforms for brokerages, developers, managers and investors.',
    ctaLabel: 'Discuss your proptech idea',
  },
  summary:
    'MLS-powered search portals, VR property tours, property management software and blockchain tokenization for brokerages, developers and investors.',
  stats: {
    kind: 'stats',
    id: 'impact',
    eyebrow: 'Impact',
    heading: 'What our real estate platforms deliver',
    items: [
      figureStat('tourEngagement'),
      figureStat('fewerShowings'),
      figureStat('leaseAdminTime'),
      figureStat('mlsRefresh'),
    ],
  },
  services: {
    kind: 'cards',
    tone: 'light',
    id: 'services',
    eyebrow: 'Services',
    heading: 'Real estate software services',
    intro:
      'Products for every stage of a property’s life, from the first online search through leasing, maintenance and fractional investment.',
    cards: [
      {
        icon: 'search',
        title: 'Property search portals',
        description:
          'Fast, search-engine-friendly listing sites powered by MLS data, with map search and alerts that bring buyers back when new homes appear.',
        features: [
          'MLS and IDX via the RESO Web API',
          'Map search with school and commute data',
          'Saved searches and price alerts',
          'Server-rendered pages for SEO',
        ],
        href: '/services/web-development',
        linkLabel: 'Explore search portals',
      },
      {
        icon: 'view',
        title: 'VR property tours',
        description:
          'Immersive walkthroughs of finished and off-plan properties that let remote buyers and investors explore every room before visiting.',
        features: [
          'Off-plan tours from BIM models',
          'Headset and browser viewing',
          'Guided tours with a live agent',
          'Finish and furniture switching',
        ],
        href: '/services/vr-applications',
        linkLabel: 'Explore VR tours',
      },
      {
        icon: 'key',
        title: 'Tokenized ownership platforms',
        description:
          'Blockchain platforms that split a property into compliant digital shares, with investor onboarding, distributions and transfer rules enforced on chain.',
        features: [
          'Permissioned ERC-3643 security tokens',
          'Investor whitelisting with KYC',
          'Automated rental distributions',
          'Cap table and transfer controls',
        ],
        href: '/services/blockchain-development',
        linkLabel: 'Explore tokenization',
      },
      {
        icon: 'building',
        title: 'Property management software',
        description:
          'Custom tools for leasing, rent collection and maintenance that cover the workflows packaged property software leaves to spreadsheets.',
        features: [
          'Lease tracking and rent collection',
          'Work orders with vendor dispatch',
          'Tenant portals and e-signatures',
          'Yardi and RealPage data sync',
        ],
        href: '/services/software-development',
        linkLabel: 'Explore custom software',
      },
      {
        icon: 'line-chart',
        title: 'Valuation and pricing models',
        description:
          'Machine learning that estimates property values and market rents from comparables, listing history and neighborhood signals.',
        features: [
          'Automated valuation models (AVMs)',
          'Rent pricing from market comps',
          'Vacancy and demand forecasting',
          'Explainable price drivers',
        ],
        href: '/services/machine-learning-development',
        linkLabel: 'Explore machine learning',
      },
      {
        icon: 'smartphone',
        title: 'Agent and resident mobile apps',
        description:
          'Apps that keep agents on top of showings and leads, and give residents one place to pay rent, report issues and open the front door.',
        features: [
          'Showing schedules and lockbox access',
          'Lead alerts with CRM sync',
          'Rent payments and repair requests',
          'Smart-lock and amenity booking',
        ],
        href: '/services/mobile-applications',
        linkLabel: 'Explore mobile apps',
      },
    ],
  },
  useCases: {
    kind: 'iconGrid',
    id: 'use-cases',
    eyebrow: 'Use cases',
    heading: 'Who we build for in real estate',
    intro:
      'Residential and commercial property run on different data, contracts and timelines, and our work spans both sides of the market.',
    items: [
      {
        icon: 'briefcase',
        title: 'Brokerages and agent teams',
        description:
          'Branded IDX sites, agent productivity apps and lead routing that keep a brokerage’s listings and contacts under its own roof.',
      },
      {
        icon: 'layers',
        title: 'Developers and homebuilders',
        description:
          'Pre-sale portals, virtual show homes and unit availability maps that sell phases before construction is finished.',
      },
      {
        icon: 'home',
        title: 'Property managers',
        description:
          'Resident portals, maintenance dispatch and owner reporting for multifamily, single-family rental and student housing portfolios.',
      },
      {
        icon: 'coins',
        title: 'Real estate investors and funds',
        description:
          'Deal pipelines, investor portals and fractional ownership platforms that report returns property by property.',
      },
      {
        icon: 'landmark',
        title: 'Commercial real estate',
        description:
          'Space utilization analytics, lease abstraction and tenant experience apps for office, retail and industrial owners.',
      },
      {
        icon: 'rocket',
        title: 'Proptech start-ups',
        description:
          'Founders validating a new rental, mortgage or home-services model who need an investor-ready MVP on a clear budget.',
      },
    ],
  },
  reasons: {
    kind: 'numbered',
    id: 'why-northstack',
    eyebrow: 'Why Northstack',
    heading: 'Why real estate companies pick Northstack',
    items: [
      {
        title: 'We know listing data rules',
        description:
          'RESO data dictionaries, MLS display requirements and fair housing guidelines shape our designs, so portals pass board review the first time.',
      },
      {
        title: 'Immersive media that loads fast',
        description:
          'Optimized 3D assets, streamed textures and fallbacks for older phones keep virtual tours smooth on the devices buyers actually use.',
      },
      {
        title: 'Tokenization with counsel at the table',
        description:
          'We build digital ownership structures alongside your securities lawyers so smart contracts reflect the offering exemption and transfer restrictions.',
      },
      {
        title: 'Connected to property systems',
        description:
          'Accounting, CRM, access control and IoT sensors are wired in through documented integrations instead of nightly CSV uploads.',
      },
    ],
  },
  closing: {
    heading: 'Turn your proptech idea into a working product',
    body: 'Describe your properties, customers and data sources, and we’ll come back with a scoped MVP, an integration plan and an honest estimate.',
    ctaLabel: 'Book a call',
  },
};

export default page;
