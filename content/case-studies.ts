/**
 * Case studies (SPEC section 2 "Home", "Portfolio", "Case studies"; section 3 "Case study",
 * "Timeline phase"; section 9 "Case metrics", "Process timings", "Conflicting claims").
 * Pure data: the home teasers, /work list, /our-work/portfolio and /work/{id} detail pages read it.
 * Clients are anonymised by type unless they agreed to be named (`client`, with their words); the
 * product names are the case-study titles. Each study says when its first release went live and who led it.
 */
import type { Stat } from './shared/types';
import { clientContact } from './company/people';
import { visionMillenniumRoas, visionMillenniumRoasLabels } from './company/figures';
import type { CaseStudy } from './case-study-types';

export { caseStudyTopics } from './case-study-types';
export type { CaseStudyId, CaseStudyAccent, WeeksText, CaseStudyMetric, CaseStudyPhase, CaseStudyHighlight, CaseStudy, CaseStudyTopic } from './case-study-types';

/** Every study's artwork has this size (4:3). */
const art = { width: 640, height: 480 } as const;

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
      { phase: 'Discovery & data audit', duration: '2 weeks', status: done },
      { phase: 'Data platform & model development', duration: '8 weeks', status: done },
      { phase: 'Appraisal app & pricing API', duration: '4 weeks', status: done },
      { phase: 'Pilot at three rooftops', duration: '3 weeks', status: done },
      { phase: 'Group-wide rollout', duration: '2 weeks', status: done },
    ],
    teamSize: '7 specialists',
    industry: 'Automotive retail',
    clientType: 'Multi-rooftop dealer group',
    duration: '19 weeks',
    firstRelease: { week: 10, what: 'daily price forecasts in the buyers’ stock dashboard at the first rooftop', offer: 'transform' },
    leads: ['priya-raman', 'daniel-okafor'],
    published: '2025-09-16',
    meta: {
      title: 'AutoAI: Predictive Vehicle Pricing Case Study',
      description:
        'How Northstack built AutoAI, an ML platform that forecasts used-vehicle profit and automates appraisals: +35% forecast accuracy and 70% faster appraisals.',
    },
    deepDive: {
      challenge:
        'Fourteen rooftops bought and priced used vehicles on instinct and spreadsheets, and only learned whether a unit made money weeks after it sold, when it was too late to change the bid.',
      solution:
        'One data platform around the VIN, models that forecast profit at the moment of appraisal, and an appraisal app that explains every recommended price so appraisers trust it and use it daily.',
    },
    services: ['machine-learning-development', 'cloud-infrastructure', 'web-development', 'ux-ui-design'],
    industries: ['automotive'],
    image: {
      src: '/work/art/autoai-forecast-dashboard.svg',
      ...art,
      alt: 'Illustration of the AutoAI forecasting dashboard in indigo: a profit forecast line chart with a confidence band, gauges for appraiser adoption and appraisal time, and a list of priced vehicles.',
    },
    accent: 'indigo',
    highlights: [],
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
      { phase: 'Protocol & tokenomics design', duration: '3 weeks', status: done },
      { phase: 'Smart contract development', duration: '6 weeks', status: done },
      { phase: 'Dashboard & indexing', duration: '5 weeks', status: done },
      { phase: 'Audit & testnet hardening', duration: '4 weeks', status: done },
      { phase: 'Mainnet launch', duration: '2 weeks', status: done },
    ],
    teamSize: '6 specialists',
    industry: 'Decentralized finance',
    clientType: 'Venture-backed Web3 protocol',
    duration: '20 weeks',
    firstRelease: { week: 9, what: 'staking on a public testnet, open to the protocol’s community', offer: 'blockchain' },
    leads: ['marcus-lindqvist', 'elena-marchetti'],
    client: {
      name: clientContact('noor-haddad').company,
      quote:
        'They pushed back when we wanted to shorten the audit to make a conference date. We launched three weeks later with a clean report, and the contracts have not needed an emergency fix since.',
      person: 'noor-haddad',
    },
    published: '2025-11-04',
    meta: {
      title: 'Bloxios: Audited Multi-Chain Staking Case Study',
      description:
        'How Northstack built Bloxios, an audited multi-chain staking platform that reached $4.2M locked and 2,500+ active stakers with no incidents in six months.',
    },
    deepDive: {
      challenge:
        'A protocol asking its community to lock real funds in contracts that cannot be patched after a mistake, across three chains, with a fixed launch date and a small core team.',
      solution:
        'Audited, fuzz-tested staking contracts with timelocked upgrades, and one dashboard that shows positions, rewards and lock-ups on every chain in plain language before each signature.',
    },
    services: ['web3-development', 'ethereum-dapp-development', 'blockchain-development', 'blockchain-consulting'],
    industries: ['fintech'],
    image: {
      src: '/work/art/bloxios-staking-dashboard.svg',
      ...art,
      alt: 'Illustration of the Bloxios staking dashboard in emerald: concentric rings showing value locked on three chains around a padlock, a weekly rewards chart and staking positions with lock-up progress bars.',
    },
    accent: 'emerald',
    highlights: [
      {
        kind: 'iconGrid',
        id: 'security',
        tone: 'dark',
        eyebrow: 'Security',
        heading: 'Security First Approach',
        intro:
          'Every contract that holds user funds was designed, tested and operated on the assumption that it would be attacked on its first day live.',
        items: [
          {
            title: 'Independent Audit',
            icon: 'badge-check',
            description:
              'An external audit firm reviewed the full contract suite before mainnet. Every finding was fixed and re-verified, and the report is published for stakers to read.',
          },
          {
            title: 'Fuzz and Invariant Testing',
            icon: 'refresh',
            description:
              'Foundry suites assert that total stakes always match contract balances and that no account can claim more than it accrued, across millions of randomised calls.',
          },
          {
            title: 'Guarded Operations',
            icon: 'lock',
            description:
              'Upgrades pass through a 48-hour timelock controlled by a 3-of-5 Safe multisig, and on-chain monitors alert the team to unusual withdrawals within minutes.',
          },
        ],
      },
    ],
  },
  {
    id: 'vision-millennium',
    href: '/work/vision-millennium',
    title: 'Vision Millennium',
    subtitle: 'Immersive, shoppable video for a lifestyle media and retail brand',
    description:
      'A browser-based immersive video experience with shoppable 360° scenes that lifted engagement by 45%, extended view duration 3.2 times and raised return on ad spend.',
    fullDescription:
      'A lifestyle media and retail brand was spending heavily on video campaigns that viewers skipped within seconds and that gave shoppers no direct route to buy. Northstack built Vision Millennium, an immersive video platform that streams 360° product stories to any browser through WebXR and Three.js, and to Meta Quest headsets through a companion Unity app. Products inside each scene are tappable hotspots linked to the brand’s catalogue, and every interaction feeds the ad platforms’ conversion tracking. Average sessions grew from 45 seconds to 2 minutes 24 seconds, engagement rose by 45% and, on the same video budget, conversion climbed from 2.3% to 4.1% while in-scene bundles raised the average order: each dollar spent on video advertising now returns $4.20 in sales instead of $1.50.',
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
      { value: visionMillenniumRoas.portfolio, label: visionMillenniumRoasLabels.portfolio, icon: 'trending-up' },
      { value: '+78%', label: 'Conversion rate lift', icon: 'shopping-cart' },
    ],
    // ROAS: the home reading (total ad spend) here, the portfolio reading (video ad spend) in `metrics`; see `visionMillenniumRoas`.
    homeMetrics: [
      { value: '+45%', label: 'Engagement' },
      { value: '3.2x', label: 'View duration' },
      { value: visionMillenniumRoas.home, label: visionMillenniumRoasLabels.home },
    ],
    timeline: [
      { phase: 'Concept & content strategy', duration: '4 weeks', status: done },
      { phase: 'Immersive player & streaming build', duration: '6 weeks', status: done },
      { phase: 'Commerce & ad integration', duration: '3 weeks', status: done },
      { phase: 'Cross-device testing', duration: '2 weeks', status: done },
      { phase: 'Campaign launch', duration: '1 week', status: done },
    ],
    teamSize: '8 specialists',
    industry: 'Media & retail',
    clientType: 'Lifestyle media and retail brand',
    duration: '16 weeks',
    firstRelease: { week: 10, what: 'the immersive player on a tenth of the brand’s video traffic, before commerce was added', offer: 'software' },
    leads: ['sofia-alvarez', 'james-whitfield'],
    published: '2026-02-10',
    meta: {
      title: 'Vision Millennium: Shoppable Immersive Video',
      description:
        'How Northstack built Vision Millennium, shoppable WebXR video that lifted engagement 45%, view duration 3.2x and conversion from 2.3% to 4.1%.',
    },
    deepDive: {
      challenge:
        'Video campaigns that viewers skipped within seconds and that gave shoppers no way to buy what they had just seen, with 8K immersive footage too heavy for most phones.',
      solution:
        'A browser-based 360° player with shoppable hotspots tied to the live catalogue, adaptive streaming that starts in under two seconds, and conversion tracking on every in-scene purchase.',
    },
    services: ['vr-applications', 'web-development', 'advertising-campaigns'],
    industries: ['retail'],
    image: {
      src: '/work/art/vision-millennium-immersive-player.svg',
      ...art,
      alt: 'Illustration of the Vision Millennium immersive video player in amber: a 360° scene grid with two shoppable product hotspots, a play control and timeline, and engagement bars beside it.',
    },
    accent: 'amber',
    highlights: [
      {
        kind: 'iconGrid',
        id: 'features',
        tone: 'dark',
        eyebrow: 'Features',
        heading: 'Revolutionary Features',
        intro:
          'Three capabilities turned a video campaign into a storefront that viewers explore, on whatever screen they happen to be holding.',
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
      {
        kind: 'comparison',
        id: 'comparison',
        eyebrow: 'Before and after',
        beforeLabel: 'Before',
        afterLabel: 'After',
        heading: 'Before and after Vision Millennium',
        intro:
          'The same audiences and the same video budget, measured over the campaign before launch and the first campaign on Vision Millennium. With conversion up 78% and in-scene bundles lifting the average order by 57%, each dollar of video advertising returned $4.20 in sales instead of $1.50: the 180% rise in return on video ad spend.',
        rows: [
          { metric: 'Average session duration', before: '45 seconds', after: '2 minutes 24 seconds', change: '3.2x longer', scale: { before: 45, after: 144 } },
          { metric: 'Conversion rate', before: '2.3%', after: '4.1%', change: '+78%', scale: { before: 2.3, after: 4.1 } },
        ],
      },
    ],
  },
];

/** The link of a study's card on the home page and /our-work. */
export const studyCardLinkLabel = (title: string) => `Read the ${title} case study`;

/**
 * The three figures of a study's row on /work: its first three headline metrics, the readings the
 * portfolio and the detail page show (the home teaser's `homeMetrics` stay on the home page, so
 * /work never shows two readings of one figure).
 */
export function rowMetrics(study: CaseStudy): Stat[] {
  return study.metrics.slice(0, 3).map(({ value, label }) => ({ value, label }));
}

export function getCaseStudy(id: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id);
}
