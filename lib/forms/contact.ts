import * as z from 'zod/mini';
import { cleanText, emailAddress, honeypot, submissionId } from './fields';
import { CONTACT_LIMITS, contactFields, contactTopics, serviceValues, type ContactField, type ContactFieldErrors, type ContactTopic } from './contact-options';

export * from './contact-options';

/**
 * The contact form's one schema: the form validates with it in the browser (react-hook-form +
 * zodResolver) and POST /api/contact validates the same body on the server. Built on the
 * tree-shakable `zod/mini`; the browser loads it on first use (see contact-resolver.ts).
 */

const topicValues = contactTopics.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];
const L = CONTACT_LIMITS;

export const contactSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .check(
      z.overwrite((value) => cleanText(value, false)),
      z.trim(),
      z.minLength(1, 'Please enter your name.'),
      z.minLength(L.nameMin, `Your name needs at least ${L.nameMin} characters.`),
      z.maxLength(L.nameMax, `Please keep your name under ${L.nameMax} characters.`),
    ),
  email: emailAddress(),
  company: z.optional(
    z
      .string({ error: 'Please enter your company as text.' })
      .check(z.overwrite((value) => cleanText(value, false)), z.trim(), z.maxLength(L.companyMax, `Please keep the company name under ${L.companyMax} characters.`)),
  ),
  service: z.optional(z.enum(['', ...serviceValues], { error: 'Please choose a service from the list.' })),
  topic: z._default(z.enum(topicValues, { error: 'Please choose what you need.' }), 'general'),
  message: z
    .string({ error: 'Please tell us about your project.' })
    .check(
      z.overwrite((value) => cleanText(value, true)),
      z.trim(),
      z.minLength(1, 'Please tell us about your project.'),
      z.minLength(L.messageMin, `Please write at least ${L.messageMin} characters so we can help.`),
      z.maxLength(L.messageMax, `Please keep your message under ${L.messageMax} characters (or e-mail us a brief).`),
    ),
  submissionId,
  /** Honeypot: hidden from people, filled in by naive bots. */
  website: honeypot,
});

/** What the form holds (and what the API accepts). */
export type ContactInput = z.input<typeof contactSchema>;
/** What validation produces. */
export type ContactData = z.output<typeof contactSchema>;

/** One message per field (the first), for the API's 400 answer. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ContactFieldErrors {
  const fields: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (contactFields as readonly string[]).includes(field) && !(field in fields)) {
      fields[field as ContactField] = issue.message;
    }
  }
  return fields;
}
