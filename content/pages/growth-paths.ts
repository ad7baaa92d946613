import { closingCta, heroWithCall } from '../booking-links';
import { getServiceEntry, growthPathServices, serviceContactHref, type ServiceCatalogEntry, type ServiceSlug } from '../services/catalog';
import { growthHeroArt, heroArt } from '../hero-art';
import { proofForServices, proofSection } from '../services/proof';
import { serviceQuotes } from '../services';
import type { SectionPage } from '../shared/page';
import type { SectionBase } from '../shared/sections';
import type { IconName, NumberedPoint, PageMeta } from '../shared/types';
import { enquiryNextSteps, offerTimelines, spanAdjective, spanWeeks } from '../company/promises';
import { callPriceLabel, pathPrices, type PathPrice } from '../company/prices';
import { callTypes, type CallTypeId } from '../scheduling';

/** How long a kind of call runs, in minutes (content/scheduling.ts). */
const callTypeMinutes = (id: CallTypeId) => callTypes.find((type) => type.id === id)?.minutes;

/** A growth path's services: link cards with the service's group, name and summary. */
export interface ServiceLinksSection extends SectionBase {
  kind: 'serviceLinks';
  services: readonly ServiceCatalogEntry[];
  linkLabel: string;
}

/** What a growth path costs (content/company/prices.ts): its priced parts, how it is billed, and the free first call. */
export interface PathPriceSection extends SectionBase {
  kind: 'pathPrice';
  price: PathPrice;
  /** The free first call, with its link. */
  call: { note: string; ctaLabel: string; href: string };
}

/** The growth path pages's own section kinds, drawn by components/pages/growth-paths/ (see PageOwnSections). */
declare module '../shared/sections' {
  interface PageOwnSections {
    serviceLinks: ServiceLinksSection;
    pathPrice: PathPriceSection;
  }
}

/** The home page's three paths (Launch, Scale, Transform) and their pages under /services/. */
export interface GrowthPath {
  slug: 'launch' | 'scale' | 'transform';
  name: string;
  icon: IconName;
  meta: PageMeta;
  /** Card copy on the home page. */
  tagline: string;
  summary: string;
  highlights: string[];
  /** The path's promise, shown above the page's headline (read from content/company/promises.ts). */
  promise: string;
  /** The path page. */
  headline: string;
  intro: string;
  audience: { heading: string; points: string[] };
  includes: NumberedPoint[];
  timeline: { phase: string; duration: string; description: string }[];
  services: readonly ServiceSlug[];
  ctaLabel: string;
}

/** The Launch promise, which the home page shows over all three paths (SPEC "Home"). */
export const growthPromise = `From concept to customers in ${offerTimelines.launch.mvp}`;

/** How long the weeks of a timeline phase add up to ('2 weeks' is 14 days; 'Ongoing' is 0). */
export function phaseDays(duration: string): number {
  const match = /^(\d+) weeks?$/.exec(duration);
  return match ? Number(match[1]) * 7 : 0;
}

export const growthPaths: GrowthPath[] = [
  {
    slug: 'launch',
    name: 'Launch',
    icon: 'rocket',
    meta: {
      title: `Launch: MVP development in ${offerTimelines.launch.mvp}`,
      description:
        `Take a new product from concept to paying customers in ${offerTimelines.launch.mvp}: discovery, design, a production-grade MVP and a launch plan from one senior team.`,
    },
    tagline: 'For founders with an idea and a deadline',
    summary: `Validate the idea, design the product and ship a production-grade MVP to real customers in ${offerTimelines.launch.mvp}.`,
    highlights: ['Product discovery and scoping', `Clickable prototype by week ${spanWeeks(offerTimelines.launch.prototype)}`, 'MVP live on web or mobile'],
    promise: growthPromise,
    headline: `Launch a product customers pay for, in ${offerTimelines.launch.mvp}`,
    intro:
      'A fixed-scope, fixed-timeline engagement for new products. We cut the idea to the version that proves demand, build it to production standards and put it in front of customers before your runway gets short.',
    audience: {
      heading: 'Who Launch is for',
      points: [
        'Founders turning a validated problem into a first product',
        'Corporate innovation teams that need a market test without a year-long program',
        'Funded start-ups replacing a no-code prototype with a product that scales',
        'Domain experts who need a technical partner, not just developers',
      ],
    },
    includes: [
      { title: 'Discovery sprint', description: `Customer interviews, a prioritized feature map and a release plan that fits ${offerTimelines.launch.mvp}, agreed before any code is written.` },
      { title: 'Product design', description: 'User flows, a clickable Figma prototype tested with five target users, and a lean design system for the build.' },
      { title: 'Production-grade MVP', description: 'Web or mobile app with authentication, payments and analytics, on infrastructure you own, with automated tests and CI/CD.' },
      { title: 'Launch and learn', description: 'App store and domain set-up, launch-day monitoring, and a first iteration shaped by the analytics of your first customers.' },
    ],
    timeline: [
      { phase: 'Discovery', duration: '2 weeks', description: 'Interviews, scope, architecture and a release plan.' },
      { phase: 'Design', duration: '2 weeks', description: 'Prototype, usability tests and design system.' },
      { phase: 'Build', duration: '6 weeks', description: 'Three two-week sprints, each ending with a working demo.' },
      { phase: 'Launch', duration: '2 weeks', description: 'Beta, store review, go-live and first iteration.' },
    ],
    services: growthPathServices.launch,
    ctaLabel: 'Plan your launch',
  },
  {
    slug: 'scale',
    name: 'Scale',
    icon: 'trending-up',
    meta: {
      title: 'Scale: grow a product that already works',
      description:
        'Scale a product with traction: performance, architecture, DevOps and a dedicated senior team that adds features without slowing releases down.',
    },
    tagline: 'For products with traction and growing pains',
    summary: 'Add capacity, features and reliability to a product that customers already rely on, without slowing releases.',
    highlights: ['Architecture and performance review', 'Dedicated cross-functional squad', 'CI/CD, observability and 99.9% uptime'],
    promise: `Your bottlenecks ranked by impact after a ${spanAdjective(offerTimelines.scale.assessment)} assessment`,
    headline: 'Scale the product that already works',
    intro:
      'Your users found you; now the product has to keep up. We take over or reinforce the engineering, remove the bottlenecks that slow every release, and add the features your roadmap is waiting for.',
    audience: {
      heading: 'Who Scale is for',
      points: [
        'Start-ups after a seed or Series A round with more roadmap than engineers',
        'SaaS products whose performance or cloud bill grows faster than revenue',
        'Teams whose releases became slow, risky or dependent on one person',
        'Companies taking a product into new markets, platforms or languages',
      ],
    },
    includes: [
      { title: 'Technical assessment', description: `A ${spanAdjective(offerTimelines.scale.assessment)} review of code, architecture, infrastructure and delivery, with a ranked list of fixes and their business impact.` },
      { title: 'Dedicated squad', description: 'Senior engineers, a designer and a delivery lead who join your rituals and your repository, not a ticket queue.' },
      { title: 'Platform hardening', description: 'Automated tests, CI/CD, observability and load testing so that growth is planned for, not discovered in production.' },
      { title: 'Roadmap delivery', description: 'New features, integrations and platforms shipped in two-week increments with measurable goals.' },
    ],
    timeline: [
      { phase: 'Assessment', duration: offerTimelines.scale.assessment, description: 'Code, architecture, cloud and process review.' },
      { phase: 'Stabilize', duration: '4 weeks', description: 'Fix the bottlenecks with the highest impact first.' },
      { phase: 'Accelerate', duration: '6 weeks', description: 'Squad delivers the roadmap in two-week sprints.' },
      { phase: 'Scale', duration: 'Ongoing', description: 'Capacity grows with your product and revenue.' },
    ],
    services: growthPathServices.scale,
    ctaLabel: 'Talk about scaling',
  },
  {
    slug: 'transform',
    name: 'Transform',
    icon: 'sparkles',
    meta: {
      title: 'Transform: AI, XR and Web3 for established brands',
      description:
        'Bring AI, XR and blockchain into an established business: prioritized use cases, pilots that prove value, and production roll-out with your teams.',
    },
    tagline: 'For established businesses adopting new technology',
    summary: 'Turn AI, XR and Web3 from board-deck slides into pilots that prove value and systems your teams use every day.',
    highlights: ['Use-case workshop and business case', `Pilot in production in ${offerTimelines.transform.pilot}`, 'Roll-out, training and support'],
    promise: `Pilot in production in ${offerTimelines.transform.pilot}`,
    headline: 'Transform how your business works with AI, XR and Web3',
    intro:
      'New technology pays off when it changes a process that matters. We find that process with you, prove the value with a pilot on real data, and roll it out with the security, compliance and training an established business needs.',
    audience: {
      heading: 'Who Transform is for',
      points: [
        'Enterprises with an AI or automation mandate and no clear first use case',
        'Brands that want immersive XR experiences for customers or training',
        'Financial and supply-chain teams exploring tokenization or shared ledgers',
        'Leaders who need a business case the board and the CFO both accept',
      ],
    },
    includes: [
      { title: 'Opportunity workshop', description: 'A facilitated session with your leaders to rank use cases by value, feasibility and risk, ending in a costed business case.' },
      { title: 'Pilot on real data', description: 'A working AI model, XR experience or blockchain integration, connected to your systems and measured against agreed KPIs.' },
      { title: 'Security and compliance', description: 'Data protection, model governance and audit trails designed in from the start for SOC 2, HIPAA or GDPR environments.' },
      { title: 'Roll-out and enablement', description: 'Production deployment, integration with existing tools, and training so your teams own the result.' },
    ],
    timeline: [
      { phase: 'Workshop', duration: '1 week', description: 'Use cases ranked, one chosen, KPIs agreed.' },
      { phase: 'Design', duration: '3 weeks', description: 'Data, architecture and experience design.' },
      { phase: 'Pilot', duration: '8 weeks', description: 'Built on real data, connected to your systems and in production use by week 12, measured against the agreed KPIs.' },
      { phase: 'Roll-out', duration: 'Ongoing', description: 'After the pilot: wider roll-out, training and continuous improvement.' },
    ],
    services: growthPathServices.transform,
    ctaLabel: 'Start your transformation',
  },
];

export function getGrowthPath(slug: string): GrowthPath | undefined {
  return growthPaths.find((path) => path.slug === slug);
}

/**
 * A Launch / Scale / Transform page as a page module: who it is for, what it includes, the
 * timeline and the services behind it (read from the service catalog).
 */
export function growthPathPage(path: GrowthPath): SectionPage {
  const contactHref = serviceContactHref(path.slug);
  const proof = proofSection({
    heading: `Work delivered the way ${path.name} runs`,
    intro: `Case studies and projects built with the services ${path.name} draws on, each with a result the client measured.`,
    entries: proofForServices(path.services),
    testimonial: serviceQuotes().quotes.get(`/services/${path.slug}`),
  });
  return {
    path: `/services/${path.slug}`,
    meta: path.meta,
    hero: {
      ...heroWithCall(
        { label: `${path.name} · ${path.promise}`, headline: path.headline, intro: path.intro, ctaLabel: path.ctaLabel },
        contactHref,
        { label: 'Compare the three paths', href: '/#paths' },
      ),
      art: heroArt(growthHeroArt[path.slug]),
    },
    sections: [
      { kind: 'checkPoints', id: 'audience', eyebrow: 'Who it is for', heading: path.audience.heading, intro: path.tagline, points: path.audience.points },
      { kind: 'numbered', id: 'includes', eyebrow: 'What it includes', heading: `Everything ${path.name} delivers`, intro: path.summary, items: path.includes },
      {
        kind: 'process',
        id: 'timeline',
        tone: 'dark',
        eyebrow: 'Timeline',
        heading: 'How the weeks are spent',
        intro: 'Every phase ends with a demo and a decision, so you always know what you are paying for.',
        phases: path.timeline.map((phase) => ({ title: phase.phase, duration: phase.duration, description: phase.description })),
      },
      {
        kind: 'pathPrice',
        id: 'price',
        eyebrow: 'Price',
        heading: `What ${path.name} costs`,
        intro: pathPrices[path.slug].terms,
        price: pathPrices[path.slug],
        call: { note: `The ${callTypeMinutes('discovery')}-minute discovery call that starts it is ${callPriceLabel('discovery')} and commits you to nothing.`, ...closingCta('Book a discovery call', contactHref) },
      },
      {
        kind: 'serviceLinks',
        id: 'services',
        eyebrow: 'Services it draws on',
        heading: `The specialists behind ${path.name}`,
        services: path.services.map((slug) => getServiceEntry(slug)).filter((entry) => entry !== undefined),
        linkLabel: 'Explore the service',
      },
      ...(proof ? [proof] : []),
    ],
    closing: {
      heading: `Ready to ${path.name.toLowerCase()}?`,
      body: `Tell us where you are and where you need to be. ${enquiryNextSteps}`,
      ...closingCta(path.ctaLabel, contactHref),
    },
    contactHref,
    schema: { type: 'Service', name: path.meta.title, serviceType: 'Software product development' },
  };
}
