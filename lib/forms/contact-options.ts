import { discoveryCall, offerTimelines } from '@/content/company/promises';
import { serviceCatalog, serviceGroups } from '@/content/services/catalog';
import type { FieldErrors } from './fields';
import { qualificationFields } from './qualification';

/**
 * The contact form's choices and limits, without zod: the form renders from these at once and
 * loads the schema (lib/forms/contact.ts) only when it first validates.
 */

/** What the visitor needs; `?topic=call` and `?topic=quote` preselect the last two. */
export const contactTopics = [
  { value: 'general', label: 'General enquiry', hint: 'Questions, partnerships or anything else: we route it to the right person.' },
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

/** The 'Service of interest' choices, grouped as in the menus, then the paths, then 'Something else'. */
export const serviceOptionGroups: { label: string; options: { value: string; label: string }[] }[] = [
  ...serviceGroups.map((group) => ({
    label: group.title,
    options: serviceCatalog.filter((service) => service.group === group.title).map((service) => ({ value: service.slug, label: service.name })),
  })),
  { label: 'Growth paths', options: growthPathOptions.map((path) => ({ value: path.value, label: path.label })) },
  { label: 'Other', options: [{ value: OTHER_SERVICE, label: 'Something else' }] },
];

/** Every value the service field accepts ('' means "not chosen"). */
export const serviceValues = serviceOptionGroups.flatMap((group) => group.options.map((option) => option.value));

export function isServiceValue(value: string): boolean {
  return serviceValues.includes(value);
}

export function isContactTopic(value: string): value is ContactTopic {
  return (topicValues as string[]).includes(value);
}

export function serviceLabel(value: string | null | undefined): string | undefined {
  return serviceOptionGroups.flatMap((group) => group.options).find((option) => option.value === value)?.label;
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
