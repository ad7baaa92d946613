import type { HiringStep } from './types';
import { replyTimes } from '../company/promises';

/**
 * The openings (SPEC section 2 "Careers", salaries from section 9): one file each, read by content/careers/jobs.ts.
 * /careers/positions, the careers overview and the JobPosting data call these; an empty list shows SPEC's
 * 'No open positions at the moment. Check back soon!'.
 */
export { internships, jobs, takenDownOpenings } from './jobs';

/** How hiring works, in order; shown on /careers and beside both forms. */
export const hiringSteps: HiringStep[] = [
  {
    title: 'We read your application',
    when: `Within ${replyTimes.application.within}`,
    description: 'The lead of the team you would join reads every application, and we reply by email either way.',
  },
  {
    title: 'A 30-minute intro call',
    when: 'Week 2',
    description: 'A conversation about your work, what you want next and how we work with clients. Bring your questions.',
  },
  {
    title: 'A working session, not a test',
    when: 'Week 3',
    description: 'Ninety minutes pairing with two of us on a problem like the ones we solve. No unpaid take-home projects.',
  },
  {
    title: 'A decision and an offer',
    when: 'Within a week of the session',
    description: 'You hear from us within a week, with written feedback if it is a no, and a full offer if it is a yes.',
  },
];
