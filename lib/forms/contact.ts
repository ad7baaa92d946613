import * as z from 'zod/mini';
import { choice, emailAddress, firstErrorPerField, honeypot, optionalText, qualification, requiredText, submissionId } from './fields';
import { CONTACT_LIMITS, contactFields, contactTopics, type ContactFieldErrors, type ContactTopic } from './contact-options';

export * from './contact-options';

const topicValues = contactTopics.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];
const L = CONTACT_LIMITS;

/**
 * The contact form's one schema, given the service choices (the form's list, lib/forms/service-options.ts): the
 * form validates with it in the browser (react-hook-form + zodResolver) and POST /api/contact validates the same
 * body on the server. Built on the tree-shakable `zod/mini`; the browser loads it on first use (see
 * contact-resolver.ts).
 */
export function contactSchemaFor(serviceValues: readonly string[]) {
  return z.object({
    name: requiredText({ label: 'your name', min: L.nameMin, max: L.nameMax, messages: { tooShort: `Your name needs at least ${L.nameMin} characters.` } }),
    email: emailAddress(),
    company: optionalText({ label: 'your company', max: L.companyMax, messages: { tooLong: `Please keep the company name under ${L.companyMax} characters.` } }),
    service: z.optional(z.enum(['', ...serviceValues], { error: 'Please choose a service from the list.' })),
    topic: z._default(choice(topicValues, 'Please choose what you need.'), 'general'),
    /** Asked on the quote path (QUOTE_TOPIC), optional: the call picker's own two questions and values. */
    ...qualification,
    message: requiredText({
      label: 'your message',
      min: L.messageMin,
      max: L.messageMax,
      multiline: true,
      messages: {
        missing: 'Please tell us about your project.',
        tooShort: `Please write at least ${L.messageMin} characters so we can help.`,
        tooLong: `Please keep your message under ${L.messageMax} characters (or email us a brief).`,
      },
    }),
    submissionId,
    /** Honeypot: hidden from people, filled in by naive bots. */
    website: honeypot,
  });
}

/** What the form holds (and what the API accepts). */
export type ContactInput = z.input<ReturnType<typeof contactSchemaFor>>;
/** What validation produces. */
export type ContactData = z.output<ReturnType<typeof contactSchemaFor>>;

/** One message per field (the first), for the API's 400 answer. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ContactFieldErrors {
  return firstErrorPerField(error, contactFields);
}
