import { site } from '../site';
import { RETENTION_MONTHS } from '../lead-pages';
import type { SectionPage } from '../shared/page';
import { hiringSteps, internships, jobs } from './openings';
import type { CareersPageCopy, HiringStep } from './types';
import { replyTimes } from '../company/promises';
import { offeredPositionOptions, positionOptions } from './positions';
import { applicationAsks } from './pay';
import { talentPoolBenefits } from './pages';

/** The careers forms' pages: /careers/apply (with the openings it can name) and /careers/resume (the talent pool). */

/**
 * Every opening an 'Apply Now' link can name (jobs and internships), as the application form lists it, with its last
 * day to apply (the form says a role is closed once that day is over, as the API refuses it).
 */
export function applicationOpenings() {
  return [
    ...jobs().map((job) => ({ id: job.id, title: job.title, detail: `${job.type}, ${job.location}`, position: job.position, lastDay: job.validThrough })),
    ...internships().map((internship) => ({
      id: internship.id,
      title: internship.title,
      detail: `${internship.type}, ${internship.duration}, ${internship.startDate}`,
      position: internship.position,
      lastDay: internship.validThrough,
    })),
  ];
}

/**
 * The form's 'Position of interest' options: only the roles open now, each under its opening's title as its file
 * says (so a retitled role shows its new title), then 'Other'. The values are the form's (content/careers/positions.ts).
 */
export function applicationPositions() {
  const openings = applicationOpenings();
  return offeredPositionOptions(openings, positionOptions).map((option) => ({
    value: option.value,
    label: openings.find((opening) => opening.position === option.value)?.title ?? option.label,
  }));
}

/** The heading beside each careers form above the steps that follow it. */
const nextStepsHeading = 'What happens next';

export const applyPage = {
  path: '/careers/apply',
  meta: {
    title: 'Apply',
    description: `Apply to ${site.name}: choose a position, share your experience, links and resume. The hiring lead replies within ${replyTimes.application.within}.`,
  },
  hero: {
    label: 'JOIN OUR TEAM',
    headline: 'Ready to Make an Impact?',
    intro: 'Tell us about yourself and the work you want to do. The lead of the team you would join reads every application.',
  },
  form: {
    heading: 'Application Form',
    intro: `${applicationAsks.form} Your progress is kept in this tab if you need to step away.`,
  },
  /** Above the form when its link names an opening that takes no applications now ({title}: the opening's, when we have its file). */
  closedOpening: {
    heading: '{title} is no longer open',
    unnamed: 'This role',
    body: 'Applications for it have closed. Leave your resume in our talent pool and hear about new openings first, or apply below for a role that is open.',
    href: '/careers/resume',
    linkLabel: 'Submit your resume',
  },
  nextStepsHeading,
  success: {
    heading: 'Thank you, {name}. Your application is in.',
    body: `The lead of the team you would join reviews it within ${replyTimes.application.within} and replies to {email}, whatever the answer.`,
  },
  /** Beside the form (the route's island): the hiring steps and the way to the talent pool. */
  formPanel: {
    id: 'application',
    // What happens next first: on a phone it is what follows the form, and the thanks once it is sent.
    aside: [
      { kind: 'steps', heading: nextStepsHeading, steps: hiringSteps },
      {
        kind: 'link',
        heading: 'No role that fits yet?',
        body: 'Leave your resume in our talent pool and hear about new openings first.',
        href: '/careers/resume',
        linkLabel: 'Submit your resume',
      },
    ],
  },
  sections: [],
  contactHref: '/careers/apply',
} satisfies CareersPageCopy & SectionPage & Record<string, unknown>;

const talentPoolBenefitsHeading = 'Why join the talent pool';

/** What happens after joining the talent pool. */
const talentPoolSteps: HiringStep[] = [
  {
    title: 'We read your profile',
    when: `Within ${replyTimes.application.within}`,
    description: 'A recruiter and a lead from your field read your resume and summary, and confirm by email that you are in.',
  },
  {
    title: 'We match you to new roles',
    when: 'As projects start',
    description: 'When a role fits your skills, we write to you before it is published, with the salary range and the team.',
  },
  {
    title: 'You decide',
    when: 'When it suits you',
    description: 'Interested? One reply starts the conversation; no new forms. Not now? Say so and we keep you in the pool.',
  },
];


export const resumePage = {
  path: '/careers/resume',
  meta: {
    title: 'Submit Your Resume',
    description: `Join the ${site.name} talent pool: leave your resume and be the first to hear about engineering, AI and design openings.`,
  },
  hero: {
    label: 'TALENT POOL',
    headline: 'Submit Your Resume',
    intro: 'No opening that fits right now? Leave your details and we will reach out when a role matches your skills.',
  },
  form: {
    heading: 'Join the talent pool',
    intro: 'Your name, email and resume are all we need; where you are, what you do and what you want next help us match you sooner.',
  },
  benefitsHeading: talentPoolBenefitsHeading,
  nextStepsHeading,
  steps: talentPoolSteps,
  success: {
    heading: 'Thank you, {name}. You are in our talent pool.',
    body: `Our recruiting team reads every profile within ${replyTimes.application.within} and writes to {email} when a role matches your skills. We keep your details for up to ${RETENTION_MONTHS} months, or less if you ask.`,
  },
  /** Beside the form (the route's island): what happens next and the four benefits. */
  formPanel: {
    id: 'talent-pool',
    // What happens next first: on a phone it is what follows the form, and the thanks once it is sent.
    aside: [
      { kind: 'steps', heading: nextStepsHeading, steps: talentPoolSteps },
      { kind: 'benefits', id: 'talent-pool-benefits', heading: talentPoolBenefitsHeading, items: talentPoolBenefits },
    ],
  },
  sections: [],
  contactHref: '/careers/apply',
} satisfies CareersPageCopy & SectionPage & Record<string, unknown>;
