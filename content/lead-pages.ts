import type { InternalPath } from './shared/types';
import { discoveryCall, enquiryReply, replyTimes } from './company/promises';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Where each form lives and where a plain (script-less) form post lands after it was stored. The
 * API redirects there with 303; the pages are static, noindex and carry no personal data.
 */
/** How long submissions are kept: the privacy policy states it and `npm run leads -- purge --older-than 24m` applies it. */
export const RETENTION_MONTHS = 24;

export interface LeadPage {
  formPath: InternalPath;
  thankYouPath: InternalPath;
}

export const leadPages = {
  contact: { formPath: '/contact', thankYouPath: '/contact/thank-you' },
  chat: { formPath: '/contact', thankYouPath: '/contact/thank-you' },
  'job-application': { formPath: '/careers/apply', thankYouPath: '/careers/apply/thank-you' },
  'talent-pool': { formPath: '/careers/resume', thankYouPath: '/careers/resume/thank-you' },
  newsletter: { formPath: '/our-work/blog', thankYouPath: '/our-work/blog/subscribed' },
} as const satisfies Record<string, LeadPage>;

/** The copy of the thank-you pages. */
export interface ThankYouPage {
  path: InternalPath;
  title: string;
  label: string;
  heading: string;
  intro: string;
  steps: { title: string; description: string }[];
  primary: { label: string; href: InternalPath };
  secondary: { label: string; href: InternalPath };
}

export const thankYouPages: ThankYouPage[] = [
  {
    path: '/contact/thank-you',
    title: 'Message received',
    label: 'Message received',
    heading: 'Thank you: your message is with us',
    intro: `We have stored your message: ${lowerFirst(enquiryReply)}. You do not need to send it again.`,
    steps: [
      { title: 'We review your message', description: 'A lead engineer reads what you wrote and, if needed, looks at the product or site you mentioned.' },
      { title: `A discovery call within ${discoveryCall.scheduledWithin}`, description: `Pick a time for the ${discoveryCall.minutes}-minute call yourself on the contact page (Book a call) and the invite arrives at once; otherwise we reply to the address you gave to set it up, or with an answer if you asked a question.` },
      { title: 'A tailored plan', description: 'After the call you get a written outline of the approach, the team and a roadmap with costs.' },
    ],
    primary: { label: 'See our case studies', href: '/work' },
    secondary: { label: 'Back to the home page', href: '/' },
  },
  {
    path: '/careers/apply/thank-you',
    title: 'Application received',
    label: 'Application received',
    heading: 'Thank you for applying',
    intro: 'Your application and resume are stored and with our hiring team. You do not need to send them again.',
    steps: [
      { title: 'We read every application', description: `Someone from the team you would join reviews your cover letter, links and resume within ${replyTimes.application.within}.` },
      { title: 'A first conversation', description: 'If there is a fit we email you to arrange a 30-minute call about the role and your work.' },
      { title: 'Either way, you hear from us', description: 'If we do not move forward, we tell you, and you can ask us to delete your application at any time.' },
    ],
    primary: { label: 'See what we build', href: '/work' },
    secondary: { label: 'See the other open positions', href: '/careers/positions' },
  },
  {
    path: '/careers/resume/thank-you',
    title: 'Resume received',
    label: 'Talent pool',
    heading: 'You are in our talent pool',
    intro: `Your resume is stored and our hiring team has been told. We keep it for ${RETENTION_MONTHS} months unless you ask us to delete it sooner.`,
    steps: [
      { title: 'We match you to openings', description: 'When a role fits your skills and interests, we contact you before it is published.' },
      { title: 'A faster application', description: 'Your details are already with us, so applying later takes a short note instead of a full form.' },
      { title: 'Your data, your call', description: 'Email us at any time to update your resume or to have it deleted.' },
    ],
    primary: { label: 'See what we build', href: '/work' },
    secondary: { label: 'See the open positions', href: '/careers/positions' },
  },
  {
    path: '/our-work/blog/subscribed',
    title: 'Check your inbox',
    label: 'Newsletter',
    heading: 'One more step: confirm your address',
    intro: 'If the address is new to us, we have sent it an email with a confirmation link. Nothing is sent to you until you confirm.',
    steps: [
      { title: 'Open the email', description: 'It comes from our team with the subject “Confirm your subscription”. Check the spam folder if it is not there in a few minutes.' },
      { title: 'Confirm with one click', description: 'The link confirms your address. If you did not ask for this, ignore the email and nothing more happens.' },
      { title: 'Leave whenever you like', description: 'Every newsletter carries an unsubscribe link that works with one click.' },
    ],
    primary: { label: 'Back to the blog', href: '/our-work/blog' },
    secondary: { label: 'Back to the home page', href: '/' },
  },
];

export function thankYouPage(path: InternalPath): ThankYouPage {
  const page = thankYouPages.find((entry) => entry.path === path);
  if (!page) throw new Error(`No thank-you page at ${path}`);
  return page;
}
