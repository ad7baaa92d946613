import { callTypes, type CallTypeId } from './scheduling';
import type { PageHeroContent, PageLink } from './shared/page';
import type { InternalPath } from './shared/types';

/**
 * Where a call to action leads, from its words: a label that promises a call ("Book a call", "Talk to
 * an engineer", "Schedule architecture review") opens the picker on /contact#schedule, with the kind of
 * call and the service preselected (query parameters the picker reads); any other label keeps its
 * contact link (the message form). Every page derives its buttons' links here; content/booking-links.test.ts
 * scans every label of the content and fails on one that promises a call but leads elsewhere.
 */

/** The picker's section on /contact. */
export const SCHEDULE_ANCHOR = 'schedule';

/** The query parameters the picker reads. */
export const BOOKING_PARAMS = { call: 'call', service: 'service' } as const;

/** /contact#schedule, or /contact?call=…&service=…#schedule. */
export function bookingHref({ call, service }: { call?: CallTypeId; service?: string } = {}): InternalPath {
  const params = new URLSearchParams();
  if (call) params.set(BOOKING_PARAMS.call, call);
  if (service) params.set(BOOKING_PARAMS.service, service);
  const query = params.toString();
  return `/contact${query ? `?${query}` : ''}#${SCHEDULE_ANCHOR}`;
}

/** Words that promise a conversation on a calendar, not a written reply. */
const CALL_PROMISE = /\b(book|schedule)\b|\bcall\b|\btalk (to|with) (a|an|our|the)\b|\bconsultation\b|\bdiscovery session\b/i;

export function promisesCall(label: string): boolean {
  return CALL_PROMISE.test(label);
}

/** The kind of call a label asks for: an architecture or review label is the technical review. */
export function callTypeFor(label: string): CallTypeId {
  const review = callTypes.find((type) => type.id === 'technical-review');
  return review && /\b(architect\w*|review|audit)\b/i.test(label) ? review.id : 'discovery';
}

/** Whether a link opens the picker. */
export function opensPicker(href: string): boolean {
  const url = new URL(href, 'https://site.invalid');
  return url.pathname === '/contact' && url.hash === `#${SCHEDULE_ANCHOR}`;
}

/**
 * The link of a call to action with this label on a page whose contact link is `contactHref`
 * (e.g. /contact?service=devops): the picker, keeping the page's service, when the label promises a call.
 */
export function ctaHref(label: string, contactHref: InternalPath = '/contact'): InternalPath {
  if (!promisesCall(label)) return contactHref;
  const service = new URL(contactHref, 'https://site.invalid').searchParams.get(BOOKING_PARAMS.service) ?? undefined;
  return bookingHref({ call: callTypeFor(label), service });
}

/** A button's label and link, derived from the label. */
export function callToAction(label: string, contactHref?: InternalPath): { label: string; href: InternalPath } {
  return { label, href: ctaHref(label, contactHref) };
}

/** A closing block's label and link, derived from the label. */
export function closingCta(label: string, contactHref?: InternalPath): { ctaLabel: string; href: InternalPath } {
  return { ctaLabel: label, href: ctaHref(label, contactHref) };
}

/** A detail page's hero as its content gives it: label, h1, intro and the label of its one call to action. */
export interface CallHero {
  label: string;
  headline: string;
  intro: string;
  ctaLabel: string;
}

/**
 * The hero of a detail page (a service, growth path or industry): its call to action leads to `call`, or to
 * the picker when its label promises a call; the quiet button back to the overview it belongs to (`back`).
 */
export function heroWithCall(hero: CallHero, call: InternalPath, back: PageLink): PageHeroContent {
  return {
    label: hero.label,
    headline: hero.headline,
    intro: hero.intro,
    actions: [
      { label: hero.ctaLabel, href: ctaHref(hero.ctaLabel, call), variant: 'primary' },
      { label: back.label, href: back.href, variant: 'outline' },
    ],
  };
}
