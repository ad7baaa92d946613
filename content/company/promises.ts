/**
 * The table of promises: how fast we answer on each channel, when the discovery call happens,
 * how long a prototype or MVP takes for each offer, and the delivery process with its steps.
 * Every page that makes one of these promises reads it from here (content/company/promises.test.ts
 * fails on a time typed elsewhere), so the site never promises two different things.
 * SPEC's fixed texts keep their wording: the chat widget's reply within 2 hours, the contact
 * page's discovery call within 24 hours, and the home page's four-step process.
 */

import { proposal, replyTimes } from './reply-times';

export { discoveryCall, proposal, replyTimes } from './reply-times';

/** What a project enquiry is promised first: the reply. */
export const enquiryReply = `A senior engineer replies within ${replyTimes.enquiry.within}`;

/**
 * What a project enquiry is promised, in full, for closing calls to action: the reply, or a discovery
 * call booked at once in the picker, then the written proposal with the estimate. No page promises an estimate
 * sooner (content/company/promises.test.ts).
 */
export const enquiryNextSteps = `${enquiryReply}, or book the discovery call yourself from our calendar; a written proposal with an estimate follows within ${proposal.within} of ${proposal.after}.`;

/** Prototype, MVP and full-build timelines per offer (SPEC section 9 "Process timings"; the Launch path's promise). */
export const offerTimelines = {
  /** The Launch growth path: concept to paying customers, with a clickable prototype during design. */
  launch: { prototype: '3 weeks', mvp: '90 days' },
  /** The Scale growth path: the technical assessment that opens it, ending in a ranked list of fixes. */
  scale: { assessment: '2 weeks' },
  /** The Transform growth path: an AI or platform pilot in production. */
  transform: { pilot: '90 days' },
  /** Custom software development. */
  software: { prototype: '2 weeks', mvp: '3 months' },
  /** SaaS development: a starter MVP on our SaaS foundation, the full platform, an enterprise platform. */
  saas: { mvp: '4 weeks', fullPlatform: '3 months', enterprise: '6 months' },
  /** Blockchain development: the first deliverable after discovery starts. */
  blockchain: { firstDeliverable: '2 weeks' },
  /** Team extension (staff augmentation): engineers onboarded and working in your tools. */
  teamExtension: { onboarding: '2 weeks' },
  /** Ethereum dApp development. */
  ethereum: { prototype: '2 weeks', mvp: '6 weeks', fullDeployment: '3 months' },
  /** Fintech products: an MVP in production with its compliance work (PCI DSS scope, KYC/AML, audit trail) done. */
  fintech: { mvp: '4 months' },
} as const;

export type OfferId = keyof typeof offerTimelines;

/** What each timeline of an offer is called where it is listed (the table on /about/how-we-count). */
export const timelineNames = {
  mvp: 'MVP in production',
  prototype: 'Clickable prototype',
  assessment: 'Technical assessment',
  pilot: 'Pilot in production',
  fullPlatform: 'Full platform',
  enterprise: 'Enterprise platform',
  firstDeliverable: 'First deliverable',
  onboarding: 'Engineers onboarded',
  fullDeployment: 'Full deployment',
} as const satisfies Record<string, string>;

/**
 * The offers, each with its name and page: a page that makes a promise names the offer it means
 * (`offerNote`), and its timelines are that offer's row of `offerTimelines`.
 */
export const offers = {
  launch: { name: 'Launch path', page: '/services/launch', alsoOn: ['/', '/services'] },
  scale: { name: 'Scale path', page: '/services/scale', alsoOn: ['/services'] },
  transform: { name: 'Transform path', page: '/services/transform', alsoOn: ['/services'] },
  software: { name: 'Custom software', page: '/services/software-development', alsoOn: ['/about/about-us'] },
  saas: { name: 'SaaS starter', page: '/services/saas-development' },
  blockchain: { name: 'Blockchain project', page: '/services/blockchain-development' },
  teamExtension: { name: 'Team extension', page: '/services/blockchain-development' },
  ethereum: { name: 'Ethereum dApp', page: '/services/ethereum-dapp-development' },
  fintech: { name: 'Fintech MVP', page: '/industries/fintech' },
} as const satisfies Record<OfferId, { name: string; page: `/${string}`; alsoOn?: readonly `/${string}`[] }>;

/** The offers whose promises a page makes: those whose page it is or that it shows too. */
export function offersOn(path: string): OfferId[] {
  return (Object.keys(offers) as OfferId[]).filter((id) => {
    const offer: { page: string; alsoOn?: readonly string[] } = offers[id];
    return offer.page === path || (offer.alsoOn ?? []).includes(path);
  });
}

/** Which offer a page's timelines are: 'Timelines of our Custom software offer; every offer’s are on How we count.' */
export function offerNote(offer: OfferId): string {
  return `These are the timelines of our ${offers[offer].name} offer; every offer’s timelines are listed on How we count.`;
}

/** A span ('90 days', '3 months', '6 weeks') in whole weeks, rounded down: 90 days is 12 weeks, 3 months 13. */
export function spanWeeks(span: string): number {
  const match = /^(\d+) (day|week|month)s?$/.exec(span);
  if (!match) throw new Error(`Not a span: ${span}`);
  const n = Number(match[1]);
  return Math.floor(match[2] === 'day' ? n / 7 : match[2] === 'week' ? n : (n * 52) / 12);
}

/**
 * The latest week after kickoff in which an offer promises its first release in production (its MVP
 * or pilot), or undefined for offers that promise no release date (an assessment, a team, a deliverable).
 */
export function firstReleaseWeek(offer: OfferId): number | undefined {
  const timeline: Record<string, string> = offerTimelines[offer];
  const span = timeline.mvp ?? timeline.pilot;
  return span === undefined ? undefined : spanWeeks(span);
}

export interface ProcessStep {
  title: string;
  duration: string;
  description: string;
}

/** How long a sprint runs; every sprint ends with a working demo. */
export const sprint = { length: 'two weeks' } as const;

/** The demo cadence, as a phrase: 'a working demo at the end of every two-week sprint'. */
export const sprintDemo = `a working demo at the end of every ${spanAdjective(sprint.length)} sprint`;

/** The delivery process: four phases with a demo at the end of every sprint (SPEC "Home"). */
export const deliveryProcess: readonly [ProcessStep, ProcessStep, ProcessStep, ProcessStep] = [
  { title: 'Discovery', duration: '1-2 weeks', description: 'Workshops, user interviews and a technical audit turn the idea into a scoped backlog, an architecture and a release plan.' },
  { title: 'Design', duration: '2-3 weeks', description: 'Flows, a clickable prototype tested with real users, and a design system the engineers build from directly.' },
  { title: 'Build', duration: '4-8 weeks', description: 'Two-week sprints with automated tests, CI/CD, a working demo at the end of each sprint and a staging URL you can click any time.' },
  { title: 'Scale', duration: 'Ongoing', description: 'Launch, monitoring and a roadmap driven by analytics, with the same engineers improving what they built.' },
];

/**
 * Under the delivery process: its weeks are a typical custom build's, and each offer promises its own, shorter or
 * longer (the offer table on /about/how-we-count), so the four phases never read as every offer's timeline.
 */
export const processWeeksNote = `The weeks are those of a typical custom build. Each offer promises its own timeline, from a ${spanAdjective(offerTimelines.saas.mvp)} SaaS starter MVP on our foundation to a ${spanAdjective(offerTimelines.fintech.mvp)} fintech MVP with its compliance work done:`;

/** A span as an adjective: '4 weeks' -> '4-week', '90 days' -> '90-day'. */
export function spanAdjective(span: string): string {
  return span.replace(/ (\w+?)s$/, '-$1');
}
