/**
 * The optional qualification questions the host reads before a call or a quote: asked by the call
 * picker (lib/forms/booking.ts) and on the contact form's quote path (lib/forms/contact.ts). Plain
 * lists without zod, so the contact form renders them at once and loads its schema only on first use.
 */
export const budgetRanges = [
  { value: 'under-25k', label: 'Under $25,000' },
  { value: '25k-75k', label: '$25,000 to $75,000' },
  { value: '75k-150k', label: '$75,000 to $150,000' },
  { value: '150k-plus', label: 'Over $150,000' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const;
export const timelines = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-3-months', label: 'Within 1 to 3 months' },
  { value: '3-6-months', label: 'Within 3 to 6 months' },
  { value: 'exploring', label: 'Just exploring' },
] as const;

export type BudgetRange = (typeof budgetRanges)[number]['value'];
export type Timeline = (typeof timelines)[number]['value'];

/** The two fields' names, as the forms, the API and the stored rows call them. */
export const qualificationFields = ['budget', 'timeline'] as const;

/** Each field's choices, by the field's name. */
export const qualificationOptions = { budget: budgetRanges, timeline: timelines } as const;
