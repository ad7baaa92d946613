/**
 * The optional qualification questions the host reads before a call or a quote: asked by the call
 * picker (lib/forms/booking.ts) and on the contact form's quote path (lib/forms/contact.ts). Plain
 * lists without zod, so the contact form renders them at once and loads its schema only on first use. The budget
 * ranges are content/company/prices.ts's bands (the forms show them with the path each fits: `budgetChoices`).
 */
import { budgetBandLabel, budgetBands } from '@/content/company/prices';

export const budgetRanges = budgetBands.map((band) => ({ value: band.value, label: budgetBandLabel(band) }));
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
