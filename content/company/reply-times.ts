/**
 * The reply and call promises, in a module of their own: the chat widget and the forms (client code, on every
 * page) read them without the rest of content/company/promises.ts, which re-exports them.
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
