import type { SectionPage } from './shared/page';
import type { SectionBase } from './shared/sections';
import { businessHoursLabel } from './business-hours';
import { SCHEDULE_PAGE } from './scheduling';
import { site } from './site';
import { discoveryCall, proposal, replyTimes } from './company/promises';

/**
 * The contact block: the enquiry form beside the direct details (the section's heading and intro)
 * and what happens after sending.
 */
export interface ContactSection extends SectionBase {
  kind: 'contact';
  /** The form itself, a client component the page supplies. */
  leaf: 'form';
  form: { heading: string; intro: string };
  email: string;
  phone: (typeof site)['phone'];
  address: (typeof site)['address'];
  nextSteps: { heading: string; steps: { title: string; when: string; description: string }[] };
}

/**
 * Booking a call (/contact#schedule): the picker of free times, a client component the page supplies,
 * beside what the call is. Before and without scripts the band links to the booking page the server
 * renders (`fallback`).
 */
export interface ScheduleSection extends SectionBase {
  kind: 'schedule';
  leaf: 'scheduler';
  /** What every call gives the visitor, as short points beside the picker. */
  points: string[];
  fallback: { label: string; href: string };
}

/** The contact page's own section kinds, drawn by components/pages/contact/ (see PageOwnSections). */
declare module './shared/sections' {
  interface PageOwnSections {
    contact: ContactSection;
    schedule: ScheduleSection;
  }
}

/**
 * The contact page (SPEC section 2, "Contact"): booking a call leads (the picker within the first two
 * phone screens), the message form second; the form's choices live in lib/forms/contact.ts.
 */
export const contactPage: SectionPage & { success: { heading: string; body: string } } = {
  path: '/contact',
  meta: {
    title: 'Contact Us',
    description:
      `Book a ${discoveryCall.minutes}-minute call with a senior ${site.name} engineer in the calendar, or send us your project and we schedule a discovery call within ${discoveryCall.scheduledWithin}.`,
  },
  hero: {
    label: 'Contact',
    headline: 'Connect With Our Team',
    intro:
      `Pick a time below and talk to one of the leads who would run your project about what you are building, fixing or scaling: the invite arrives at once. Prefer to write? Every message is read by a senior engineer, with a discovery call scheduled within ${replyTimes.enquiry.within}.`,
    actions: [],
    facts: [
      { value: discoveryCall.scheduledWithin.replace(' hours', ' h'), label: 'to a scheduled discovery call, on business days' },
      { value: `${discoveryCall.minutes} min`, label: 'with a lead who would run your project, not a sales desk' },
      { value: 'NDA', label: 'signed before details, on request' },
    ],
  },
  sections: [
    {
      kind: 'schedule',
      leaf: 'scheduler',
      id: 'schedule',
      eyebrow: 'Book a call',
      heading: 'Pick a time to talk',
      intro: 'Choose a free time in the next three weeks and the invite goes straight to your calendar, with the video link. Times are shown in your own time zone.',
      points: [
        'A senior engineer on the call, never a sales desk',
        'A calendar invite at once, with a link to cancel or move it',
        'Nothing to prepare: bring the question you are stuck on',
      ],
      fallback: { label: 'See the free times', href: SCHEDULE_PAGE },
    },
    {
      kind: 'contact',
      leaf: 'form',
      id: 'contact-details',
      heading: 'Prefer email or phone?',
      intro: `Write or call us directly: ${businessHoursLabel()}.`,
      form: {
        heading: 'Tell us about your project',
        intro: 'A few lines are enough. The more we know about goals, timing and constraints, the more useful our first call will be.',
      },
      email: site.email,
      phone: site.phone,
      address: site.address,
      nextSteps: {
        heading: 'What happens next',
        steps: [
          {
            title: 'We review your message',
            when: 'In office hours',
            description: `A senior engineer (not a sales desk) reads your inquiry (${businessHoursLabel()}) and pulls in the specialist who fits it.`,
          },
          {
            title: 'We schedule a discovery call',
            when: `Within ${discoveryCall.scheduledWithin}`,
            description: `In our reply, within ${replyTimes.enquiry.within}, we agree on a time for a ${discoveryCall.minutes}-minute call about your goals, users, constraints and timeline (or book it yourself from the calendar above).`,
          },
          {
            title: 'We propose a tailored solution and roadmap',
            when: `Within ${proposal.within}`,
            description: `After ${proposal.after}, a written proposal: approach, team, phased roadmap and a cost estimate you can plan with.`,
          },
        ],
      },
    },
  ],
  schema: { type: 'ContactPage', name: `Contact ${site.name}` },
  success: {
    heading: 'Thank you, your message is with our team',
    body: 'We reply from a real inbox, so watch for an email from us at the address you gave.',
  },
};
