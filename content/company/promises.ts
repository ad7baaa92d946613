/**
 * The table of promises: how fast we answer on each channel, when the discovery call happens,
 * how long a prototype or MVP takes for each offer, and the delivery process with its steps.
 * Every page that makes one of these promises reads it from here (content/company/promises.test.ts
 * fails on a time typed elsewhere), so the site never promises two different things.
 * SPEC's fixed texts keep their wording: the chat widget's reply within 2 hours, the contact
 * page's discovery call within 24 hours, and the home page's four-step process.
 */

/**
 * How fast a person answers, per channel ("within {within}"), counted in business hours
 * (content/business-hours.ts): every span names business days, and the chat's 2 hours (SPEC's figure)
 * is said with the hours it counts in (lib/chat.ts) and follows them in the widget's presence line.
 */
export const replyTimes = {
  /** The floating chat widget (SPEC section 9): 2 hours within business hours. */
  chat: { channel: 'Chat widget', within: '2 hours' },
  /** Project enquiries: the contact form, e-mail and phone. A senior engineer replies; the discovery call is booked in the picker (/contact#schedule). */
  enquiry: { channel: 'Project enquiries (form, e-mail, phone)', within: 'one business day' },
  /** Journalists writing to the press contacts. */
  press: { channel: 'Press enquiries', within: 'one business day' },
  /** Agencies and vendors asking about a partnership. */
  partnership: { channel: 'Partnership enquiries', within: 'one business day' },
  /** Job applications and talent-pool resumes: the hiring lead or recruiting team answers, whatever the answer. */
  application: { channel: 'Job applications and resumes', within: '5 business days' },
} as const satisfies Record<string, { channel: string; within: string }>;

/** The discovery call: scheduled within 24 hours of an enquiry (SPEC section 9), 30 minutes long. */
export const discoveryCall = { scheduledWithin: '24 hours', minutes: 30 } as const;

/** The written proposal (approach, team, roadmap, estimate) that follows the discovery call. */
export const proposal = { within: '5 business days', after: 'the discovery call' } as const;

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
  /** The Launch growth path: concept to paying customers. */
  launch: { mvp: '90 days' },
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
} as const;

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

/** A span as an adjective: '4 weeks' -> '4-week', '90 days' -> '90-day'. */
export function spanAdjective(span: string): string {
  return span.replace(/ (\w+?)s$/, '-$1');
}
