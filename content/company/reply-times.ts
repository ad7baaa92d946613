/**
 * The reply and call promises, in a module of their own: the chat widget and the forms (client code, on every
 * page) read them without the rest of content/company/promises.ts, which re-exports them.
 */

/**
 * The one promise to a written enquiry (SPEC section 9: "a discovery call scheduled within 24 hours"):
 * a senior engineer replies within 24 hours, and that reply sets up the discovery call. The contact page,
 * its success panels, the home page, the footer and the acknowledgement mail all say this span, never another
 * (e2e/promises.spec.ts reads every page for it).
 */
const ENQUIRY_HOURS = '24 hours';

/**
 * How fast a person answers, per channel ("within {within}"), counted in business hours
 * (content/business-hours.ts): every span names business days, and the chat's 2 hours (SPEC's figure)
 * is said with the hours it counts in (lib/chat.ts) and follows them in the widget's presence line.
 */
export const replyTimes = {
  /** The floating chat widget (SPEC section 9): 2 hours within business hours. */
  chat: { channel: 'Chat widget', within: '2 hours' },
  /** Project enquiries: the contact form, email and phone. A senior engineer replies and sets up the discovery call (or it is booked at once in the picker, /contact#schedule). */
  enquiry: { channel: 'Project inquiries (form, email, phone)', within: `${ENQUIRY_HOURS} on business days` },
  /** Journalists writing to the press contacts: the same span as every other written enquiry. */
  press: { channel: 'Press inquiries', within: `${ENQUIRY_HOURS} on business days` },
  /** Agencies and vendors asking about a partnership: the same span as every other written enquiry. */
  partnership: { channel: 'Partnership inquiries', within: `${ENQUIRY_HOURS} on business days` },
  /** Job applications and talent-pool resumes: the hiring lead or recruiting team answers, whatever the answer. */
  application: { channel: 'Job applications and resumes', within: '5 business days' },
} as const satisfies Record<string, { channel: string; within: string }>;

/** The discovery call: scheduled in the reply to an enquiry, so within the enquiry's 24 hours (SPEC); 30 minutes long. */
export const discoveryCall = { scheduledWithin: ENQUIRY_HOURS, minutes: 30 } as const;

/** The written proposal (approach, team, roadmap, estimate) that follows the discovery call. */
export const proposal = { within: '5 business days', after: 'the discovery call' } as const;
