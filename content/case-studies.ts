/**
 * Case studies (SPEC section 2 "Home", "Portfolio", "Case studies"; section 3 "Case study",
 * "Timeline phase"; section 9 "Case metrics", "Process timings", "Conflicting claims").
 * Pure data: the home teasers, /work list, /our-work/portfolio and /work/{id} detail pages read it.
 * Clients are anonymised by type; the product names are the case-study titles.
 */
import type { IconName, InternalPath, PageMeta, Stat } from './shared/types';

export type CaseStudyId = 'autoai' | 'bloxios' | 'vision-millennium';

export type CaseStudyAccent = 'indigo' | 'emerald' | 'amber';

/** A duration in weeks, written out: '1 week', '8 weeks'. */
export type WeeksText = `${number} week` | `${number} weeks`;

/** A headline metric on the detail page. */
export interface CaseStudyMetric {
  label: string;
  value: string; // shown exactly as written
  icon: IconName;
}

/** SPEC section 3 "Timeline phase": the status is always 'completed'. */
export interface CaseStudyPhase {
  phase: string;
  duration: WeeksText;
  status: 'completed';
}

export interface CaseStudySecurityPoint {
  title: string;
  description: string;
}

export interface CaseStudyFeature {
  title: string;
  description: string;
  icon: IconName;
}

export interface CaseStudyComparisonRow {
  metric: string;
  before: string;
  after: string;
}

export interface CaseStudy {
  id: CaseStudyId;
  /** The detail route, /work/{id}. */
  href: InternalPath;
  /** The product name. */
  title: string;
  subtitle: string;
  /** 1-2 sentences for cards and teasers. */
  description: string;
  /** One paragraph for the detail page and the portfolio. */
  fullDescription: string;
  /** One of caseStudyTopics. */
  category: CaseStudyTopic;
  tags: readonly string[];
  technologies: readonly string[];
  challenges: readonly [string, string, string, string];
  solutions: readonly [string, string, string, string];
  /** The four headline metrics on the detail page and the portfolio. */
  metrics: readonly [CaseStudyMetric, CaseStudyMetric, CaseStudyMetric, CaseStudyMetric];
  /** The three figures on the home teaser and the /work list. */
  homeMetrics: readonly [Stat, Stat, Stat];
  /** Five phases, all completed (SPEC section 9 "Process timings"). */
  timeline: readonly [CaseStudyPhase, CaseStudyPhase, CaseStudyPhase, CaseStudyPhase, CaseStudyPhase];
  teamSize: string;
  industry: string;
  clientType: string;
  /** Total engagement length: the sum of the timeline phases. */
  duration: WeeksText;
  meta: PageMeta;
  /** Alt text for the abstract product artwork drawn by the UI. */
  image: { alt: string };
  accent: CaseStudyAccent;
  /** Bloxios only. */
  securityFirst?: {
    heading: 'Security First Approach';
    intro: string;
    points: readonly [CaseStudySecurityPoint, CaseStudySecurityPoint, CaseStudySecurityPoint];
  };
  /** Vision Millennium only. */
  features?: {
    heading: 'Revolutionary Features';
    items: readonly [CaseStudyFeature, CaseStudyFeature, CaseStudyFeature];
  };
  /** Vision Millennium only. */
  comparison?: {
    heading: string;
    rows: readonly CaseStudyComparisonRow[];
  };
}

/** The topic badges on the case-study list (SPEC section 2 "Case studies"). */
export const caseStudyTopics = [
  'AI/ML Development',
  'Web3 & Blockchain',
  'XR/VR Solutions',
  'Mobile Applications',
  'SaaS Platforms',
  'Enterprise Solutions',
] as const;

export type CaseStudyTopic = (typeof caseStudyTopics)[number];

const done = 'completed';

export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'autoai',
    href: '/work/autoai',
    title: 'AutoAI',
    subtitle: 'Predictive profitability and automated appraisals for a multi-rooftop dealer group',
    description:
      'A machine learning platform that forecasts the profit of every used vehicle before it is bought and prices it automatically, making profit forecasts 35% more accurate.',
    fullDescription:
      'A dealer group running fourteen rooftops across the Mid-Atlantic priced trade-ins and auction buys from spreadsheets and appraiser instinct, and only learned whether a unit made money after it sold. Northstack built AutoAI, a forecasting and pricing platform that joins the group’s own sales history with auction, market-listing and reconditioning data. Gradient-boosted and neural models predict each vehicle’s days to turn, reconditioning cost and front-end gross at the moment of appraisal, and a mobile-first appraisal app turns those forecasts into a recommended bid and retail price. Since rollout, 95% of appraisers use it every day, appraisal time has fallen by 70% and profit forecasts are 35% more accurate.',
    category: 'AI/ML Development',
    tags: ['Machine Learning', 'Predictive Analytics', 'Automotive', 'Data Engineering'],
    technologies: ['Python', 'PyTorch', 'XGBoost', 'Airflow', 'Snowflake', 'FastAPI', 'React', 'MLflow', 'AWS'],
    challenges: [
      'An appraisal took around 30 minutes per vehicle as staff cross-checked book guides, auction results and listing sites by hand.',
      'Profit was only known after a sale, so aged inventory and underwater trade-ins surfaced weeks too late to act on.',
      'Sales, reconditioning and auction data sat in two dealer management systems and dozens of spreadsheets with no shared vehicle key.',
      'Experienced appraisers distrusted black-box valuations, so any tool had to explain its numbers to earn daily use.',
    ],
    solutions: [
      'A Snowflake warehouse fed nightly by Airflow pipelines that normalise DMS, auction and market-listing data around the VIN.',
      'XGBoost and PyTorch models that forecast days to turn, reconditioning cost and front-end gross per vehicle, versioned and monitored in MLflow.',
      'A React appraisal app with VIN scanning, backed by a FastAPI pricing service that returns a recommended bid and retail price in under two seconds.',
      'An explanation on every valuation, showing the closest comparable sales and the factors moving the price, with overrides logged alongside a reason.',
    ],
    metrics: [
      { value: '+35%', label: 'Profit forecast accuracy', icon: 'trending-up' },
      { value: '70%', label: 'Reduction in appraisal time', icon: 'clock' },
      { value: '95%', label: 'Appraiser adoption rate', icon: 'users' },
      { value: '14', label: 'Rooftops on one pricing model', icon: 'building' },
    ],
    homeMetrics: [
      { value: '+35%', label: 'Profit accuracy' },
      { value: '70%', label: 'Time reduction' },
      { value: '95%', label: 'Adoption rate' },
    ],
    timeline: [
      { phase: 'Discovery & Data Audit', duration: '2 weeks', status: done },
      { phase: 'Data Platform & Model Development', duration: '8 weeks', status: done },
      { phase: 'Appraisal App & Pricing API', duration: '4 weeks', status: done },
      { phase: 'Pilot at Three Rooftops', duration: '3 weeks', status: done },
      { phase: 'Group-Wide Rollout', duration: '2 weeks', status: done },
    ],
    teamSize: '7 specialists',
    industry: 'Automotive retail',
    clientType: 'Multi-rooftop dealer group',
    duration: '19 weeks',
    meta: {
      title: 'AutoAI: Predictive Vehicle Pricing Case Study',
      description:
        'How Northstack built AutoAI, an ML platform that forecasts used-vehicle profit and automates appraisals: +35% forecast accuracy and 70% faster appraisals.',
    },
    image: {
      alt: 'Abstract indigo artwork of a car silhouette traced in glowing data points above a rising forecast line.',
    },
    accent: 'indigo',
  },
  {
    id: 'bloxios',
    href: '/work/bloxios',
    title: 'Bloxios',
    subtitle: 'An audited, multi-chain staking platform for a Web3 protocol',
    description:
      'Audited staking contracts and a multi-chain dashboard that secured $4.2M in total value locked and more than 2,500 active stakers, with no security incidents in six months on mainnet.',
    fullDescription:
      'A venture-backed Web3 protocol needed a staking product its community could trust with real funds, live on Ethereum, Arbitrum and Polygon, delivered by a small core team inside a fixed launch window. Northstack designed and built Bloxios end to end: upgradeable staking and reward-distribution contracts written in Solidity on OpenZeppelin libraries, tested with Foundry fuzz and invariant suites, and reviewed by an independent audit firm before deployment. A Next.js dashboard indexed by The Graph shows positions, rewards and lock-up schedules across all three chains in one view, with Chainlink price feeds valuing every position in dollars. In its first six months on mainnet, Bloxios attracted $4.2M in total value locked and more than 2,500 active stakers without a single security incident.',
    category: 'Web3 & Blockchain',
    tags: ['Smart Contracts', 'DeFi Staking', 'Multi-Chain', 'Security Audits'],
    technologies: [
      'Solidity',
      'Foundry',
      'OpenZeppelin',
      'The Graph',
      'Chainlink',
      'Next.js',
      'TypeScript',
      'wagmi',
      'Safe',
      'Tenderly',
    ],
    challenges: [
      'Staking contracts hold user funds directly, so a single logic error could drain the pool with no way to reverse it.',
      'Rewards had to accrue fairly across flexible and time-locked positions without gas costs growing with the number of stakers.',
      'Stakers on Ethereum, Arbitrum and Polygon expected one view of their positions rather than three separate apps.',
      'Token holders new to DeFi needed to understand lock-ups, rewards and withdrawal windows before signing a transaction.',
    ],
    solutions: [
      'Solidity contracts built on audited OpenZeppelin components, with role-based access, a timelocked upgrade path and a pause switch held by a multisig.',
      'Reward-per-share accounting with constant-gas claims, verified by Foundry fuzz and invariant tests over millions of randomised call sequences.',
      'A subgraph per chain on The Graph, merged behind a Next.js dashboard with wagmi wallet connections and Chainlink price feeds.',
      'Plain-language transaction previews showing the lock-up end date, projected rewards and any exit fee before the wallet prompt appears.',
    ],
    metrics: [
      { value: '$4.2M', label: 'Total value locked', icon: 'lock' },
      { value: '2,500+', label: 'Active stakers', icon: 'users' },
      { value: '6 months', label: 'Incident-free on mainnet', icon: 'shield-check' },
      { value: '3', label: 'Chains supported', icon: 'network' },
    ],
    homeMetrics: [
      { value: '$4.2M', label: 'Total value locked' },
      { value: '2,500+', label: 'Active stakers' },
      { value: '6 months', label: 'Incident-free on mainnet' },
    ],
    timeline: [
      { phase: 'Protocol & Tokenomics Design', duration: '3 weeks', status: done },
      { phase: 'Smart Contract Development', duration: '6 weeks', status: done },
      { phase: 'Dashboard & Indexing', duration: '5 weeks', status: done },
      { phase: 'Audit & Testnet Hardening', duration: '4 weeks', status: done },
      { phase: 'Mainnet Launch', duration: '2 weeks', status: done },
    ],
    teamSize: '6 specialists',
    industry: 'Decentralized finance',
    clientType: 'Venture-backed Web3 protocol',
    duration: '20 weeks',
    meta: {
      title: 'Bloxios: Audited Multi-Chain Staking Case Study',
      description:
        'How Northstack built Bloxios, an audited multi-chain staking platform that reached $4.2M locked and 2,500+ active stakers with no incidents in six months.',
    },
    image: {
      alt: 'Abstract emerald artwork of stacked hexagonal blocks linked by chains around a glowing central padlock.',
    },
    accent: 'emerald',
    securityFirst: {
      heading: 'Security First Approach',
      intro:
        'Every contract that holds user funds was designed, tested and operated on the assumption that it would be attacked on its first day live.',
      points: [
        {
          title: 'Independent Audit',
          description:
            'An external audit firm reviewed the full contract suite before mainnet. Every finding was fixed and re-verified, and the report is published for stakers to read.',
        },
        {
          title: 'Fuzz and Invariant Testing',
          description:
            'Foundry suites assert that total stakes always match contract balances and that no account can claim more than it accrued, across millions of randomised calls.',
        },
        {
          title: 'Guarded Operations',
          description:
            'Upgrades pass through a 48-hour timelock controlled by a 3-of-5 Safe multisig, and on-chain monitors alert the team to unusual withdrawals within minutes.',
        },
      ],
    },
  },
  {
    id: 'vision-millennium',
    href: '/work/vision-millennium',
    title: 'Vision Millennium',
    subtitle: 'Immersive, shoppable video for a lifestyle media and retail brand',
    description:
      'A browser-based immersive video experience with shoppable 360° scenes that lifted engagement by 45%, extended view duration 3.2 times and raised return on ad spend.',
    fullDescription:
      'A lifestyle media and retail brand was spending heavily on video campaigns that viewers skipped within seconds and that gave shoppers no direct route to buy. Northstack built Vision Millennium, an immersive video platform that streams 360° product stories to any browser through WebXR and Three.js, and to Meta Quest headsets through a companion Unity app. Products inside each scene are tappable hotspots linked to the brand’s catalogue, and every interaction feeds the ad platforms’ conversion tracking. Average sessions grew from 45 seconds to 2 minutes 24 seconds, engagement rose by 45% and conversion climbed from 2.3% to 4.1%, lifting return on ad spend by 180%.',
    category: 'XR/VR Solutions',
    tags: ['WebXR', 'Immersive Video', 'Shoppable Media', 'Ad Tech'],
    technologies: [
      'Unity',
      'WebXR',
      'Three.js',
      'HLS',
      'AWS MediaConvert',
      'Amazon CloudFront',
      'React',
      'Node.js',
      'Shopify Storefront API',
      'Meta Conversions API',
    ],
    challenges: [
      'Viewers skipped the brand’s pre-roll and social video within seconds, so campaigns paid for impressions that never became attention.',
      'There was no path from watching to buying: shoppers had to leave the video and search the store for what they had just seen.',
      'Immersive content had to play smoothly on mid-range phones and desktop browsers as well as headsets, without an app install.',
      'Footage shot at 8K for 360° playback made encoding, storage and delivery costs a risk for every new campaign.',
    ],
    solutions: [
      'A WebXR and Three.js player that opens from any ad or link in the browser, with a Unity companion app for Meta Quest headsets.',
      'Shoppable hotspots anchored to products in each scene, synced with the catalogue through the Shopify Storefront API, with add-to-cart inside the video.',
      'Adaptive HLS renditions encoded by AWS MediaConvert and delivered over CloudFront, starting playback in under two seconds on 4G.',
      'Server-side event tracking to Meta and Google, so campaigns optimise toward in-scene purchases rather than video views.',
    ],
    metrics: [
      { value: '+45%', label: 'Audience engagement', icon: 'activity' },
      { value: '3.2x', label: 'Longer view duration', icon: 'eye' },
      { value: '+180%', label: 'Return on ad spend', icon: 'trending-up' },
      { value: '+78%', label: 'Conversion rate lift', icon: 'shopping-cart' },
    ],
    // The home page shows ROAS as '+18%' while the portfolio and detail page show '+180%' (SPEC keeps both).
    homeMetrics: [
      { value: '+45%', label: 'Engagement' },
      { value: '3.2x', label: 'View duration' },
      { value: '+18%', label: 'ROAS' },
    ],
    timeline: [
      { phase: 'Concept & Content Strategy', duration: '4 weeks', status: done },
      { phase: 'Immersive Player & Streaming Build', duration: '6 weeks', status: done },
      { phase: 'Commerce & Ad Integration', duration: '3 weeks', status: done },
      { phase: 'Cross-Device Testing', duration: '2 weeks', status: done },
      { phase: 'Campaign Launch', duration: '1 week', status: done },
    ],
    teamSize: '8 specialists',
    industry: 'Media & retail',
    clientType: 'Lifestyle media and retail brand',
    duration: '16 weeks',
    meta: {
      title: 'Vision Millennium: Shoppable Immersive Video',
      description:
        'How Northstack built Vision Millennium, shoppable WebXR video that lifted engagement 45%, view duration 3.2x and conversion from 2.3% to 4.1%.',
    },
    image: {
      alt: 'Abstract amber artwork of a 360° video sphere in concentric rings with floating product hotspots around it.',
    },
    accent: 'amber',
    features: {
      heading: 'Revolutionary Features',
      items: [
        {
          title: 'Shoppable 360° Scenes',
          description:
            'Viewers tap products inside the scene to see details, sizes and prices, then add them to the cart without leaving the video.',
          icon: 'shopping-cart',
        },
        {
          title: 'No App Required',
          description:
            'WebXR brings the experience to phones, desktops and headsets straight from an ad or a link, with gyroscope and drag controls as fallbacks.',
          icon: 'glasses',
        },
        {
          title: 'Adaptive Immersive Streaming',
          description:
            'HLS renditions tuned for 360° video start fast on mobile networks and step up to full resolution as bandwidth allows.',
          icon: 'film',
        },
      ],
    },
    comparison: {
      heading: 'Before and After Vision Millennium',
      rows: [
        { metric: 'Average session duration', before: '45 seconds', after: '2 minutes 24 seconds' },
        { metric: 'Conversion rate', before: '2.3%', after: '4.1%' },
      ],
    },
  },
];

/** The case study for a detail route, or undefined for an unknown id. */
export function getCaseStudy(id: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id);
}
