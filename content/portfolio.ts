/**
 * The portfolio, /our-work/portfolio (SPEC section 2 "Portfolio"; section 9 "Marketing figures",
 * "Conflicting claims"). The three featured studies are read from the case-study module
 * (./case-studies.ts), never copied here; this module holds the page's own copy and figures,
 * the capability badges and the further project summaries, shown before the featured studies.
 * Clients are anonymised by type, as in the case studies, unless they agreed to be named (`clientName`):
 * a testimonial may name a client only on a project that names it (content/content-gates.ts).
 */
import { figureStat, figureStats } from './company/figures';
import { caseStudyTopics, getCaseStudy, type CaseStudy, type CaseStudyId, type CaseStudyTopic } from './case-studies';
import type { IndustrySlug } from './industries/catalog';
import type { ServiceSlug } from './services/catalog';
import type { Artwork, IconName, InternalPath, Stat } from './shared/types';
import { clientContact } from './company/people';
import type { OfferId } from './company/promises';


/** The four portfolio statistics SPEC section 9 gives, read from the fact sheet (each labelled by what it counts). */
export const portfolioFigures = figureStats(['solutions', 'industries', 'satisfaction', 'featuredClientCountries']) as [Stat, Stat, Stat, Stat];

/** The icon beside each capability badge; the six capabilities are the case-study topics. */
const capabilityIcons: Record<CaseStudyTopic, IconName> = {
  'AI/ML Development': 'brain',
  'Web3 & Blockchain': 'link',
  'XR/VR Solutions': 'glasses',
  'Mobile Applications': 'smartphone',
  'SaaS Platforms': 'cloud',
  'Enterprise Solutions': 'building',
};

/** The six capability badges of the portfolio hero. */
export const portfolioCapabilities: readonly { name: CaseStudyTopic; icon: IconName }[] = caseStudyTopics.map((name) => ({
  name,
  icon: capabilityIcons[name],
}));

/** The studies featured on the portfolio, in order. */
export const portfolioFeaturedIds = ['autoai', 'bloxios', 'vision-millennium'] as const satisfies readonly CaseStudyId[];

/** The featured case studies themselves (they show `metrics`, which carry the portfolio readings). */
export function portfolioFeaturedStudies(): CaseStudy[] {
  return portfolioFeaturedIds.map((id) => {
    const study = getCaseStudy(id);
    if (!study) throw new Error(`Portfolio features an unknown case study: ${id}`);
    return study;
  });
}

/** The further projects' ids: stable anchors on the portfolio (`/our-work/portfolio#{id}`). */
export type PortfolioProjectId =
  | 'payout-ledger'
  | 'credit-union-app'
  | 'telehealth-platform'
  | 'connected-care-apps'
  | 'fleet-telematics'
  | 'ev-charging-app'
  | 'property-search-portal'
  | 'resident-app'
  | 'ar-room-planner'
  | 'grocery-loyalty-app'
  | 'dock-scheduling'
  | 'ai-teaching-assistant'
  | 'music-nft-marketplace'
  | 'launch-venue'
  | 'lending-rebrand';

/** A client as a card names it: 'Lendora · Cross-border payroll start-up', or its type alone. */
export function clientLine(type: string, name?: string): string {
  return name ? `${name} · ${type}` : type;
}

/** A further project is a project the site shows (ProjectRef): `{ kind: 'portfolio', id }`. */
declare module './shared/types' {
  interface ProjectKinds {
    portfolio: PortfolioProjectId;
  }
}

/** Where a further project is on the portfolio. */
export function portfolioProjectHref(id: PortfolioProjectId) {
  return `/our-work/portfolio#${id}` as const;
}

/** A further project (shown before the featured studies): anonymised, specific, with one measured result. */
export interface ProjectSummary {
  /** Stable anchor on the portfolio, /our-work/portfolio#{id}; testimonials and proof bands link it. */
  id: PortfolioProjectId;
  /** The client, by type. */
  client: string;
  /** The client's name, only where the client agreed to be named (a testimonial about the project names it too). */
  clientName?: string;
  /** When the first release went live (week after kickoff) and the offer the work was sold as (content/company/promises.ts). */
  firstRelease?: { week: number; offer: OfferId };
  /** Artwork of what was built, a file in public/work/art/ with its size (the newer projects have one). */
  image?: Artwork;
  /** The client's line of business, shown on the card. */
  industry: string;
  /** What we built. */
  title: string;
  /** One or two sentences on what it does. */
  summary: string;
  /** The main technologies, three to five. */
  stack: readonly string[];
  /** One result the client measured. */
  result: Stat;
  /**
   * The services the project drew on, the one it was delivered under first (the card links it):
   * with `industries`, the mapping content/services/proof.ts reads for the service and industry pages.
   */
  services: readonly [ServiceSlug, ...ServiceSlug[]];
  /** The industry pages the project is proof for (none for sectors without a page). */
  industries: readonly IndustrySlug[];
}

/** Projects grouped by sector; a sector with its own industry page links to it. */
export interface ProjectGroup {
  /** In-page anchor, e.g. 'projects-fintech'. */
  id: string;
  name: string;
  icon: IconName;
  /** One sentence under the sector's name. */
  intro: string;
  link: { label: string; href: InternalPath };
  projects: readonly [ProjectSummary, ...ProjectSummary[]];
}

/** The size of every project's artwork (4:3, as the case studies'). */
const projectArt = { width: 640, height: 480 } as const;

function industryLink(slug: IndustrySlug, name: string): ProjectGroup['link'] {
  return { label: `Explore ${name}`, href: `/industries/${slug}` };
}

export const projectGroups: readonly ProjectGroup[] = [
  {
    id: 'projects-fintech',
    name: 'Fintech',
    icon: 'landmark',
    intro: 'Payments, lending and banking products in which every balance has to reconcile.',
    link: industryLink('fintech', 'Fintech'),
    projects: [
      {
        id: 'payout-ledger',
        clientName: clientContact('tunde-oyelaran').company,
        client: 'Cross-border payroll start-up',
        industry: 'Payments',
        title: 'Multi-currency payout ledger',
        summary:
          'A double-entry ledger and payout service that pays contractors in 30 currencies through two payment providers, picks the cheaper route for each transfer and reconciles every payout against provider reports overnight.',
        stack: ['Go', 'PostgreSQL', 'Kafka', 'Terraform', 'AWS'],
        firstRelease: { week: 12, offer: 'launch' },
        result: { value: '12 weeks', label: 'From kickoff to the first live payroll run' },
        services: ['software-development', 'system-architecture', 'cloud-infrastructure', 'devops'],
        industries: ['fintech'],
      },
      {
        id: 'credit-union-app',
        client: 'Regional credit union',
        industry: 'Banking',
        title: 'Member banking app on React Native',
        summary:
          'A new member app with biometric login, card freezes, instant transfers and mobile check deposit, replacing a white-label app and connected to the core banking system through a new API layer.',
        stack: ['React Native', 'TypeScript', 'Node.js', 'GraphQL', 'Azure'],
        result: { value: '4.8', label: 'App Store rating, up from 2.9' },
        services: ['cross-platform', 'mobile-applications', 'ux-ui-design'],
        industries: ['fintech'],
      },
    ],
  },
  {
    id: 'projects-healthcare',
    name: 'Healthcare',
    icon: 'stethoscope',
    intro: 'Care delivery and connected-device software with HIPAA safeguards from the first sprint.',
    link: industryLink('healthcare', 'Healthcare'),
    projects: [
      {
        id: 'telehealth-platform',
        clientName: clientContact('rebecca-thornton').company,
        client: 'Behavioural health network',
        industry: 'Virtual care',
        title: 'Telehealth platform for 400 therapists',
        summary:
          'Video sessions, scheduling, intake forms and secure messaging for therapists in three states, with session notes written back to the network’s EHR over FHIR and reminders sent by SMS and e-mail.',
        stack: ['WebRTC', 'Next.js', 'Node.js', 'FHIR', 'AWS'],
        result: { value: '35%', label: 'Fewer no-shows after automated reminders' },
        services: ['web-development', 'saas-development', 'ux-ui-design'],
        industries: ['healthcare'],
      },
      {
        id: 'connected-care-apps',
        clientName: clientContact('samuel-adeyemi').company,
        client: 'Remote patient monitoring start-up',
        industry: 'Connected health devices',
        title: 'Native companion apps for home medical devices',
        summary:
          'Native iOS and Android apps that pair over Bluetooth Low Energy with blood-pressure cuffs and pulse oximeters, keep readings on the phone until they reach the clinic and flag out-of-range results to the care team.',
        stack: ['Swift', 'Kotlin', 'Core Bluetooth', 'FHIR', 'AWS'],
        result: { value: '99.6%', label: 'Of readings delivered to the clinic within an hour' },
        services: ['ios-application', 'android-application', 'mobile-applications'],
        industries: ['healthcare'],
      },
    ],
  },
  {
    id: 'projects-automotive',
    name: 'Automotive',
    icon: 'car',
    intro: 'Fleet data and EV charging, alongside the AutoAI pricing platform further down.',
    link: industryLink('automotive', 'Automotive'),
    projects: [
      {
        id: 'fleet-telematics',
        clientName: clientContact('ingrid-halvorsen').company,
        client: 'Last-mile delivery company',
        industry: 'Fleet management',
        title: 'Telematics, predictive maintenance and a driver app',
        summary:
          'Streams engine data from 9,000 delivery vans, predicts battery and brake failures from fault-code patterns and books each van into a workshop before it breaks down, while an offline-first driver app logs defects in basements and rural areas.',
        stack: ['AWS IoT Core', 'Kafka', 'Python', 'TimescaleDB', 'React'],
        result: { value: '30%', label: 'Less unplanned downtime across the fleet' },
        services: ['machine-learning-development', 'cloud-infrastructure', 'android-application', 'mobile-applications'],
        industries: ['automotive'],
      },
      {
        id: 'ev-charging-app',
        client: 'EV charging network operator',
        industry: 'EV charging',
        title: 'Driver app and charge-point backend',
        summary:
          'iOS and Android apps to find, start and pay for a charge, on an OCPP 2.0.1 backend that manages 2,400 charge points and roams with partner networks over OCPI.',
        stack: ['Kotlin', 'Swift', 'Go', 'OCPP 2.0.1', 'OCPI'],
        result: { value: '98%', label: 'Of charging sessions started on the first tap' },
        services: ['mobile-applications', 'ios-application', 'android-application', 'software-development'],
        industries: ['automotive'],
      },
    ],
  },
  {
    id: 'projects-real-estate',
    name: 'Real Estate',
    icon: 'building',
    intro: 'Listing search and resident services for brokerages and landlords.',
    link: industryLink('real-estate', 'Real Estate'),
    projects: [
      {
        id: 'property-search-portal',
        client: 'Residential brokerage with 600 agents',
        industry: 'Brokerage',
        title: 'Property search portal on live MLS data',
        summary:
          'Map and commute-time search, saved-search alerts and 3D tours, refreshed from three MLS feeds every 15 minutes and displayed under each board’s data rules.',
        stack: ['Next.js', 'Elasticsearch', 'RESO Web API', 'Mapbox', 'AWS'],
        result: { value: '2.4x', label: 'More buyer leads from the website each month' },
        services: ['web-development', 'system-architecture'],
        industries: ['real-estate'],
      },
      {
        id: 'resident-app',
        client: 'Build-to-rent developer',
        industry: 'Property management',
        title: 'Resident app and lease administration',
        summary:
          'One app for 3,100 rental homes covering rent payments, repair requests with photos, amenity booking and digital move-in, with leases and renewals run from a back-office tool.',
        stack: ['Flutter', 'NestJS', 'PostgreSQL', 'Stripe', 'Google Cloud'],
        result: { value: '50%', label: 'Less staff time on lease administration' },
        services: ['cross-platform', 'mobile-applications', 'saas-development'],
        industries: ['real-estate'],
      },
    ],
  },
  {
    id: 'projects-retail',
    name: 'Retail',
    icon: 'store',
    intro: 'Shopping apps and product visualisation that lift baskets and cut returns.',
    link: industryLink('retail', 'Retail'),
    projects: [
      {
        id: 'ar-room-planner',
        client: 'Home furnishings retailer',
        industry: 'Home goods',
        title: 'AR room planner',
        summary:
          'Shoppers place true-to-scale sofas, tables and rugs in their own room from the product page, in the apps and the mobile browser, using 3D models produced alongside the catalogue photography.',
        stack: ['ARKit', 'ARCore', 'model-viewer', 'glTF', 'Blender'],
        result: { value: '25%', label: 'Fewer returns on products viewed in AR' },
        services: ['ar-applications', 'mixed-reality'],
        industries: ['retail'],
      },
      {
        id: 'grocery-loyalty-app',
        clientName: clientContact('claire-beaumont').company,
        client: 'Regional grocery chain with 60 stores',
        industry: 'Grocery',
        title: 'Loyalty and click-and-collect app',
        summary:
          'A loyalty app with personalised offers, digital receipts and click-and-collect slots, released every two weeks and tuned against basket analytics until checkout in the app converted better than on the website.',
        stack: ['React Native', 'TypeScript', 'NestJS', 'Braze', 'Google Cloud'],
        result: { value: '+27%', label: 'Average basket in the app against the website' },
        services: ['mobile-applications', 'cross-platform', 'ux-ui-design'],
        industries: ['retail'],
      },
    ],
  },
  {
    id: 'projects-web3-worlds',
    name: 'Web3 and virtual worlds',
    icon: 'gem',
    intro: 'Marketplaces and venues people visit with a card or a browser, alongside the Bloxios staking platform further down.',
    link: { label: 'Explore Web3 development', href: '/services/web3-development' },
    projects: [
      {
        id: 'music-nft-marketplace',
        client: 'Independent music label group',
        industry: 'Music and collectibles',
        title: 'NFT marketplace for limited-edition releases',
        summary:
          'Fans buy limited-edition records, artwork and backstage passes as NFTs by card or from their own wallet. Lazy minting means artists pay no gas until a sale, resale royalties are split on-chain between artist and label (ERC-2981), and first-time buyers get a custodial wallet they can export later.',
        stack: ['Solidity', 'Polygon PoS', 'Next.js', 'The Graph', 'Stripe'],
        result: figureStat('nftCardBuyers'),
        services: ['nft-marketplace-development', 'ethereum-dapp-development', 'web3-development'],
        industries: [],
        firstRelease: { week: 6, offer: 'ethereum' },
        image: { src: '/work/art/music-nft-marketplace-drop.svg', ...projectArt, alt: 'Illustration of the marketplace’s drop page in violet: a grid of four edition cards with their remaining counts, a card-or-wallet checkout panel and a royalty split bar.' },
      },
      {
        id: 'launch-venue',
        client: 'Consumer electronics brand',
        industry: 'Product launches',
        title: 'Persistent virtual venue for product launches',
        summary:
          'A 3D venue in the browser and on Meta Quest where the brand stages launches for up to 2,000 guests per instance: a keynote stage with live video, product models guests can take apart, and a hand-off to the web shop from every exhibit. Between launches it stays open as a showroom.',
        stack: ['Unity', 'WebGL', 'Photon Fusion', 'Agora', 'AWS'],
        result: figureStat('launchVenueVisit'),
        services: ['metaverse-development', 'vr-applications'],
        industries: [],
        image: { src: '/work/art/launch-venue-keynote.svg', ...projectArt, alt: 'Illustration of the virtual venue in teal: a keynote stage with a video wall, rows of guest avatars as dots and two product exhibits on plinths.' },
      },
    ],
  },
  {
    id: 'projects-brand',
    name: 'Brand identity',
    icon: 'palette',
    intro: 'Identity systems designed for screens first, handed over as tokens the product team builds with.',
    link: { label: 'Explore logo and branding', href: '/services/logo-branding' },
    projects: [
      {
        id: 'lending-rebrand',
        client: 'Small-business lending start-up',
        industry: 'Lending',
        title: 'Brand identity and design tokens for a lending start-up',
        summary:
          'A repositioning for owners of small firms, a new wordmark and symbol, a colour system that passes WCAG AA in light and dark mode, and a Figma library whose design tokens feed both the marketing site and the app, rolled out across the website, the app and 40 sales templates.',
        stack: ['Figma', 'Tokens Studio', 'Style Dictionary', 'Illustrator'],
        result: figureStat('rebrandDemoRequests'),
        services: ['logo-branding', 'ux-ui-design'],
        industries: ['fintech'],
        image: { src: '/work/art/lending-rebrand-system.svg', ...projectArt, alt: 'Illustration of the identity system in indigo: the symbol at three sizes, a row of colour swatches with contrast ratios and an app screen using the new tokens.' },
      },
    ],
  },
  {
    id: 'projects-more',
    name: 'Other sectors',
    icon: 'compass',
    intro: 'The same teams work well beyond our five core industries, as these two projects show.',
    link: { label: 'See the industries we serve', href: '/industries' },
    projects: [
      {
        id: 'dock-scheduling',
        clientName: clientContact('dana-kessler').company,
        client: 'Third-party logistics provider',
        industry: 'Logistics',
        title: 'Dock scheduling and yard management',
        summary:
          'Carriers book dock slots online, shippers follow every load in a rebuilt customer portal, drivers check in with a QR code at the gate and the yard team sees every trailer on a live map at four distribution centres.',
        stack: ['React', 'Node.js', 'PostgreSQL', 'Twilio', 'Azure'],
        result: { value: '42%', label: 'Shorter average wait for trucks at the gate' },
        services: ['software-development', 'web-development'],
        industries: [],
      },
      {
        id: 'ai-teaching-assistant',
        client: 'Online coding school',
        industry: 'Education',
        title: 'AI teaching assistant for coding courses',
        summary:
          'A course assistant that answers learners’ questions from the course material and their own code, gives hints rather than solutions, and passes hard cases to a human mentor with the context attached.',
        stack: ['TypeScript', 'Next.js', 'OpenAI API', 'pgvector', 'LangGraph'],
        result: { value: '+23%', label: 'Course completion rate' },
        services: ['ai-chatbot-development', 'generative-ai'],
        industries: [],
      },
    ],
  },
];
