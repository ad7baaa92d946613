import { discoveryCall, offerTimelines } from '@/content/company/promises';
import type { FieldErrors } from './fields';
import { qualificationFields } from './qualification';

/**
 * The contact form's choices and limits, without zod: the form renders from these at once and
 * loads the schema (lib/forms/contact.ts) only when it first validates.
 */

/** What the visitor needs; `?topic=call` and `?topic=quote` preselect the last two. */
export const contactTopics = [
  { value: 'general', label: 'General inquiry', hint: 'Questions, partnerships or anything else: we route it to the right person.' },
  { value: 'call', label: 'Schedule a call', hint: `Fastest: pick a time for the ${discoveryCall.minutes}-minute discovery call in the calendar at the top of this page, and the invite arrives at once. Or leave a line here and we set it up by email.` },
  { value: 'quote', label: 'Request a quote', hint: 'Share the scope in your message, and a budget range and timeline below if you have them; we reply with our questions, then send a written proposal with an estimate. To talk it through first, book a call at the top of this page.' },
] as const;
export type ContactTopic = (typeof contactTopics)[number]['value'];
/** The topic that asks the optional budget and timeline questions (lib/forms/qualification.ts). */
export const QUOTE_TOPIC = 'quote' satisfies ContactTopic;
const topicValues = contactTopics.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

/**
 * The three paths of the home page (Launch / Scale / Transform). Kept here rather than imported
 * from content/pages/growth-paths.ts so the form does not ship that page copy to the browser; a unit
 * test keeps the two in step.
 */
export const growthPathOptions = [
  { value: 'launch', label: `Launch: MVP in ${offerTimelines.launch.mvp}` },
  { value: 'scale', label: 'Scale: grow a product with traction' },
  { value: 'transform', label: 'Transform: AI, XR and Web3 for an established business' },
] as const;

export const OTHER_SERVICE = 'other';

/**
 * The 'Service of interest' choices, grouped as in the menus, then the paths, then 'Something else'. The services
 * are files (content/services/entries), read where the page is drawn (lib/forms/service-options.ts); the form
 * receives the list as a prop, so the browser bundle carries no content reader.
 */
export type ServiceOptionGroups = ReadonlyArray<{ label: string; options: ReadonlyArray<{ value: string; label: string }> }>;

/** The value of a choice the list offers, or undefined (e.g. an old ?service= link). */
export function serviceOptionOf(groups: ServiceOptionGroups, value: string | null | undefined) {
  return groups.flatMap((group) => group.options).find((option) => option.value === value);
}

export function isContactTopic(value: string): value is ContactTopic {
  return (topicValues as string[]).includes(value);
}

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  companyMax: 120,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** The form's fields in order (the first invalid one gets focus); a unit test ties them to the schema. */
export const contactFields = ['name', 'email', 'company', 'service', 'topic', ...qualificationFields, 'message', 'website', 'submissionId'] as const;
export type ContactField = (typeof contactFields)[number];

/** Field name -> first message, the shape of the API's 400 answer. */
export type ContactFieldErrors = FieldErrors<ContactField>;

/** The API's answers (POST /api/contact). */
export type ContactResponse =
  | { id: string }
  | { status: 'received' }
  | { error: 'validation'; message: string; fields: ContactFieldErrors }
  | { error: string; message: string };
