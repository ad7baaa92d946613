import { randomUUID } from 'node:crypto';
import { html } from 'hono/html';
import { site } from '@/content/site';
import { ANY_HOST, callTypes, RESCHEDULE_PAGE, SCHEDULE_PAGE, type CallType } from '@/content/scheduling';
import { timelines, type HostSummary } from '@/lib/forms/booking';
import { budgetChoices } from '@/content/company/prices';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/schedule/calendar-links';
import { deadlineLabel, endSentence, intervalLabel, zoneChoices, zoneName } from '@/lib/schedule/format';
import { slotDays, slotTimeLabel } from '@/lib/schedule/slot-days';
import { hostsOf } from '@/lib/schedule/hosts';
import { inputClasses, pageHero, siteButton, sitePage, textareaClasses, type Html } from '../pages/site-page';
import { slotList } from '../pages/slot-list';
import { callTitle } from './ics';
import type { Slot } from './slots';

/**
 * The scheduling pages the server renders, as pages of the site (server/pages/site-page.ts): booking
 * without scripts (the /contact section links here), its confirmation, and the page a mailed link opens
 * to reschedule or cancel. Plain HTML forms that post back to /api/schedule; times are the site's one
 * slot list (every offered day a disclosure, the times radio buttons), in the visitor's locale
 * (Accept-Language). Every value is escaped by hono/html.
 */

export const SCHEDULE_PATH = SCHEDULE_PAGE;

/** How a page reads times: the visitor's locale and zone, and the office's zone beside it. */
export interface Reading {
  timeZone: string;
  agencyZone: string;
  locale: string;
}

const card = 'rounded-lg border border-line bg-paper-raised p-5 shadow-[0_1px_2px_rgb(11_13_18/0.04)] sm:p-7';
const label = 'block text-sm font-medium text-fg';
const muted = 'text-fg-muted';
const link = 'font-medium text-accent underline-offset-4 hover:underline';

function page(title: string, hero: { label?: string; intro?: string }, content: Html): string {
  return sitePage({ title, main: html`${pageHero({ title, ...hero })}<div class="bg-paper"><div class="container-page max-w-3xl py-8 sm:py-12">${content}</div></div>` });
}

function notice(message: string | undefined): Html | string {
  return message ? html`<p role="alert" class="mb-6 rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-fg">${message}</p>` : '';
}

function zoneOptions(selected: string): Html {
  return html`${zoneChoices(selected).map((zone) => html`<option value="${zone}" ${zone === selected ? 'selected' : ''}>${zone.replace(/_/g, ' ')}</option>`)}`;
}

/**
 * Every day with free times as the site's one slot list (server/pages/slot-list.ts: a disclosure per day,
 * the first and the asked one open, the times one radio group), in the visitor's zone and locale, each
 * time with the office's beside it when the zones differ; `closed`: the days without times that have a
 * reason (a holiday, a special day, fully booked), listed among them with it.
 */
function times(slots: readonly Slot[], reading: Reading, asked: string | undefined, checked?: string, current?: Date, closed: readonly { date: string; reason: string }[] = []): Html {
  const { timeZone, agencyZone, locale } = reading;
  if (slots.length === 0) {
    return html`<p class="rounded-md bg-accent-soft px-4 py-3 text-fg">No times are free in the next weeks. Email <a class="${link}" href="mailto:${site.email}">${site.email}</a> or call ${site.phone.display} and we find one together.</p>`;
  }
  const office = (slot: Slot) => (timeZone === agencyZone ? undefined : `${slotTimeLabel(slot.start, agencyZone, locale)} office`);
  return slotList({ days: slotDays(slots, { timeZone, locale }), zone: timeZone, locale, open: asked, checked, note: office, current: current && { start: current, label: 'your call now' }, closed });
}

function hostChoice(callType: CallType, selected: string | undefined): Html {
  const hosts = hostsOf(callType);
  return html`<label class="${label}" for="host">Who you would like to meet</label>
<select id="host" name="host" class="mt-2 ${inputClasses}">
<option value="${ANY_HOST}">Whoever is free at that time</option>
${hosts.map((host) => html`<option value="${host.id}" ${host.id === selected ? 'selected' : ''}>${host.name}, ${host.title}</option>`)}
</select>`;
}

function optionsOf(entries: readonly { value: string; label: string }[], selected: string | undefined): Html {
  return html`<option value="">Prefer not to say</option>${entries.map((entry) => html`<option value="${entry.value}" ${entry.value === selected ? 'selected' : ''}>${entry.label}</option>`)}`;
}

type Values = Partial<Record<'start' | 'name' | 'email' | 'company' | 'topic' | 'host' | 'guests' | 'budget' | 'timeline', string>>;

export interface PickerState extends Reading {
  callType: CallType;
  slots: Slot[];
  /** The day asked for ("YYYY-MM-DD" in the visitor's zone). */
  day?: string;
  /** What the visitor sent, when the page is shown again after a refusal. */
  values?: Values;
  /** A refusal or problem to show above the form. */
  message?: string;
  /** Dates without times besides the closed weekdays (holidays, special days, fully booked), with the reason. */
  closed?: readonly { date: string; reason: string }[];
}

/** GET /api/schedule: one day of free times, then who the visitor is; works without scripts. */
export function pickerPage({ callType, timeZone, agencyZone, locale, slots, day, values = {}, message, closed = [] }: PickerState): string {
  const now = new Date();
  const field = (name: keyof Values, text: string, input: Html) => html`<div><label class="${label}" for="${name}">${text}</label><div class="mt-2">${input}</div></div>`;
  const content = html`
<form method="get" action="${SCHEDULE_PATH}" class="${card} grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
<div><label class="${label}" for="type">Kind of call</label><select id="type" name="type" class="mt-2 ${inputClasses}">${callTypes.map((type) => html`<option value="${type.id}" ${type.id === callType.id ? 'selected' : ''}>${type.name} (${type.minutes} min, ${type.price})</option>`)}</select></div>
<div><label class="${label}" for="tz">Your time zone</label><select id="tz" name="tz" class="mt-2 ${inputClasses}">${zoneOptions(timeZone)}</select></div>
<button type="submit" class="${siteButton('secondary', 'md', 'h-12')}">Show times</button>
</form>
<p class="mt-4 text-sm ${muted}">${callType.summary} ${callType.priceNote} Times in ${zoneName(timeZone, now)}; our office works in ${zoneName(agencyZone, now)}.</p>
<form method="post" action="${SCHEDULE_PATH}/bookings" class="mt-8 grid gap-8">
${notice(message)}
<input type="hidden" name="type" value="${callType.id}">
<input type="hidden" name="timeZone" value="${timeZone}">
<input type="hidden" name="locale" value="${locale}">
<input type="hidden" name="submissionId" value="${randomUUID()}">
<section id="times" class="${card}" aria-labelledby="times-heading">
<h2 id="times-heading" class="text-xl font-semibold text-fg">1. Pick a time</h2>
<div class="mt-4">${times(slots, { timeZone, agencyZone, locale }, day, values.start, undefined, closed)}</div>
</section>
<section class="${card} grid gap-5" aria-labelledby="about-heading">
<h2 id="about-heading" class="text-xl font-semibold text-fg">2. About you</h2>
${hostChoice(callType, values.host)}
${field('name', 'Name', html`<input id="name" type="text" name="name" required minlength="2" maxlength="100" autocomplete="name" class="${inputClasses}" value="${values.name ?? ''}">`)}
${field('email', 'Email', html`<input id="email" type="email" name="email" required maxlength="254" autocomplete="email" class="${inputClasses}" value="${values.email ?? ''}">`)}
${field('company', 'Company (optional)', html`<input id="company" type="text" name="company" maxlength="120" autocomplete="organization" class="${inputClasses}" value="${values.company ?? ''}">`)}
${field('topic', 'What would you like to talk about? (optional)', html`<textarea id="topic" name="topic" rows="4" maxlength="1000" class="${textareaClasses} min-h-28">${values.topic ?? ''}</textarea>`)}
${field('guests', 'Guests to invite (optional, up to 3 email addresses)', html`<input id="guests" type="text" name="guests" maxlength="800" autocomplete="off" class="${inputClasses}" value="${values.guests ?? ''}">`)}
<div class="grid gap-5 sm:grid-cols-2">
${field('budget', 'Budget (optional)', html`<select id="budget" name="budget" class="${inputClasses}">${optionsOf(budgetChoices, values.budget)}</select>`)}
${field('timeline', 'Timeline (optional)', html`<select id="timeline" name="timeline" class="${inputClasses}">${optionsOf(timelines, values.timeline)}</select>`)}
</div>
<p aria-hidden="true" class="absolute -left-[9999px] h-px w-px overflow-hidden"><label>Leave empty <input type="text" name="website" tabindex="-1" autocomplete="off"></label></p>
<div><button type="submit" class="${siteButton('primary', 'lg', 'w-full sm:w-auto')}">Book the ${callType.name.toLowerCase()}</button></div>
<p class="text-sm ${muted}">We send the invite to your email at once, with a link to reschedule or cancel. Prefer to write first? <a class="${link}" href="/contact#contact-details">Write to us instead</a>.</p>
</section>
</form>`;
  return page(`Book a ${callType.name.toLowerCase()}`, { label: 'Book a call', intro: `${callType.minutes} minutes with one of the leads who would run your project, by video.` }, content);
}

export interface ConfirmedCall {
  callType: CallType | undefined;
  start: Date;
  end: Date;
  email: string;
  visitorZone: string;
  agencyZone: string;
  icsPath: string;
  locale?: string;
  /** Who takes the call, the video room and the manage page, where the server knows them. */
  host?: HostSummary;
  meetingUrl?: string;
  managePath?: string;
}

/** When, with whom, where, and the calendar links: shared by the booking and the reschedule confirmations. */
function callDetails({ callType, start, end, visitorZone, agencyZone, icsPath, locale = 'en-US', host, meetingUrl, managePath }: ConfirmedCall): Html {
  const where = meetingUrl ? `Video call: ${meetingUrl}` : 'The video link follows by email.';
  const event = { title: callTitle(callType), start, end, details: `${callType?.name ?? 'Call'} booked on ${site.url.replace(/^https?:\/\//, '')}. ${where}` };
  const row = (term: string, value: Html | string) => html`<div class="grid gap-1 border-t border-line py-3 first:border-t-0 sm:grid-cols-[10rem_1fr]"><dt class="text-sm font-medium ${muted}">${term}</dt><dd class="text-fg">${value}</dd></div>`;
  return html`<dl class="${card}">
${row('Call', `${callType?.name ?? 'Call'}, ${callType?.minutes ?? Math.round((end.getTime() - start.getTime()) / 60_000)} minutes`)}
${row('Your time', intervalLabel({ start, end }, visitorZone, locale))}
${visitorZone === agencyZone ? '' : row('Our office', intervalLabel({ start, end }, agencyZone, locale))}
${row('With', host ? html`<strong>${host.name}</strong>, ${host.title}<span class="mt-1 block text-sm ${muted}">${host.intro}</span>` : 'A senior engineer of the team')}
${row('Where', meetingUrl ? html`<a class="${link} break-all" href="${meetingUrl}" rel="noreferrer">${meetingUrl}</a>` : 'Video call: the link follows by email')}
</dl>
<section class="mt-6 ${card}" aria-labelledby="calendar-heading">
<h2 id="calendar-heading" class="text-lg font-semibold text-fg">Add it to your calendar</h2>
<div class="mt-4 flex flex-wrap gap-2">
<a class="${siteButton('secondary', 'sm')}" href="${icsPath}">Download the invite (.ics)</a>
<a class="${siteButton('secondary', 'sm')}" href="${googleCalendarUrl(event)}" rel="noreferrer">Google Calendar</a>
<a class="${siteButton('secondary', 'sm')}" href="${outlookCalendarUrl(event)}" rel="noreferrer">Outlook</a>
</div>
</section>
${managePath ? html`<p class="mt-6 text-sm ${muted}">Plans changed? <a class="${link}" href="${managePath}">Reschedule or cancel</a> (the link is in your email too).</p>` : ''}`;
}

const nextSteps = html`<section class="mt-6 ${card}" aria-labelledby="next-heading">
<h2 id="next-heading" class="text-lg font-semibold text-fg">What happens next</h2>
<ol class="mt-4 grid gap-3 text-fg">
<li><strong>The invite is in your inbox</strong> with the video link and a link to reschedule or cancel.</li>
<li><strong>Your host reads what you wrote</strong> before the call, so the time goes to your questions.</li>
<li><strong>On the call</strong> you get a straight answer on approach, team and timeline; a tailored roadmap follows if we are a fit.</li>
</ol>
</section>`;

export function confirmationPage(call: ConfirmedCall): string {
  return page(
    'Your call is booked',
    { label: 'Booked', intro: `We sent the invite to ${call.email}.` },
    html`${callDetails(call)}${nextSteps}<p class="mt-8"><a class="${link}" href="/contact">Back to the contact page</a></p>`,
  );
}

export function rescheduledPage(call: ConfirmedCall): string {
  return page(
    'Your call has moved',
    { label: 'Rescheduled', intro: `We sent the updated invite to ${call.email}, with a new link to reschedule or cancel: the old one no longer works.` },
    callDetails(call),
  );
}

export interface ManageState extends Reading {
  token: string;
  callType: CallType | undefined;
  start: Date;
  end: Date;
  slots: Slot[];
  /** The day of times shown for rescheduling. */
  day?: string;
  host?: HostSummary;
  meetingUrl?: string;
  message?: string;
  /** Dates without times besides the closed weekdays, with the reason (as the booking page's). */
  closed?: readonly { date: string; reason: string }[];
}

/**
 * GET /api/schedule/manage?token=…: the booked call, then Reschedule and Cancel first (on a phone too),
 * each its own section below; nothing changes until a form is sent (mail scanners open links).
 */
export function managePage({ token, callType, start, end, timeZone, agencyZone, locale, slots, day, host, meetingUrl, message, closed = [] }: ManageState): string {
  const content = html`
${notice(message)}
<nav aria-label="What to do" class="grid grid-cols-2 gap-3">
<a class="${siteButton('primary', 'lg', 'w-full [@media(scripting:none)]:hidden')}" href="${RESCHEDULE_PAGE}#${token}" data-picker>Reschedule</a>
<a class="${siteButton('primary', 'lg', 'w-full [@media(scripting:enabled)]:hidden')}" href="#reschedule">Reschedule</a>
<a class="${siteButton('secondary', 'lg', 'w-full')}" href="#cancel">Cancel</a>
</nav>
<dl class="mt-6 ${card}">
<div class="grid gap-1 sm:grid-cols-[8rem_1fr]"><dt class="text-sm font-medium ${muted}">With</dt><dd>${host ? html`<strong>${host.name}</strong>, ${host.title}` : 'A senior engineer of the team'}</dd></div>
${meetingUrl ? html`<div class="mt-3 grid gap-1 sm:grid-cols-[8rem_1fr]"><dt class="text-sm font-medium ${muted}">Where</dt><dd><a class="${link} break-all" href="${meetingUrl}" rel="noreferrer">${meetingUrl}</a></dd></div>` : ''}
</dl>
<section id="reschedule" class="mt-8 ${card} scroll-mt-24" aria-labelledby="reschedule-heading">
<h2 id="reschedule-heading" class="text-xl font-semibold text-fg">Reschedule</h2>
<p class="mt-2 text-sm ${muted}">Pick a new time; we send the updated invite at once.</p>
<form method="post" action="${SCHEDULE_PATH}/manage" class="mt-4">
<input type="hidden" name="token" value="${token}">
<input type="hidden" name="action" value="reschedule">
<input type="hidden" name="timeZone" value="${timeZone}">
${times(slots, { timeZone, agencyZone, locale }, day, undefined, start, closed)}
<p class="mt-5"><button type="submit" class="${siteButton('primary', 'md', 'w-full sm:w-auto')}">Move my call to this time</button></p>
</form>
</section>
<section id="cancel" class="mt-8 ${card} scroll-mt-24" aria-labelledby="cancel-heading">
<h2 id="cancel-heading" class="text-xl font-semibold text-fg">Cancel</h2>
<form method="post" action="${SCHEDULE_PATH}/manage" class="mt-4 grid gap-4">
<input type="hidden" name="token" value="${token}">
<input type="hidden" name="action" value="cancel">
<div><label class="${label}" for="reason">Reason <span class="font-normal text-fg-subtle">(optional, helps us)</span></label>
<textarea id="reason" name="reason" rows="3" maxlength="500" class="mt-2 ${textareaClasses} min-h-20"></textarea></div>
<p><button type="submit" class="${siteButton('secondary', 'md', 'w-full sm:w-auto border-red-700 text-red-800')}">Cancel my call</button></p>
</form>
</section>`;
  return page('Your booked call', { label: callType?.name ?? 'Call', intro: intervalLabel({ start, end }, timeZone, locale) }, content);
}

export function messagePage(title: string, text: string, action: { href: string; label: string } = { href: SCHEDULE_PATH, label: 'See the free times' }): string {
  return page(title, {}, html`<div class="${card}"><p class="text-fg">${text}</p><p class="mt-5"><a class="${siteButton('primary', 'md')}" href="${action.href}">${action.label}</a></p></div>`);
}

/** The answer to a booking held for the visitor's proof (holds.ts): the time is kept, one link went to their address. */
export function heldPage({ email, until, timeZone, locale = 'en-US' }: { email: string; until: Date; timeZone: string; locale?: string }): string {
  return page(
    'Please confirm your call',
    { label: 'Almost booked', intro: `We sent a link to ${email}.` },
    html`<div class="${card}"><p class="text-fg">Open the link in that email and press Confirm: we keep the time for you until ${endSentence(deadlineLabel(until, timeZone, locale))} Then the invite, and your guests' invites, go out at once.</p><p class="mt-3 text-sm ${muted}">No email? Check the address and your spam folder, or write to us at ${site.email}.</p></div>`,
  );
}

/** GET /api/schedule/confirm?token=…: the call waiting for the visitor's proof and one button (mail scanners open links; only the post confirms). */
export function confirmPage({ token, callType, start, end, timeZone, locale }: { token: string; callType: CallType | undefined; start: Date; end: Date; timeZone: string; locale?: string }): string {
  return page(
    'Confirm your call',
    { label: callType?.name ?? 'Call', intro: intervalLabel({ start, end }, timeZone, locale) },
    html`<form method="post" action="${SCHEDULE_PATH}/confirm" class="${card}">
<input type="hidden" name="token" value="${token}">
<p class="text-fg">Press Confirm and we send the invite to you and to any guests you named.</p>
<p class="mt-5"><button type="submit" class="${siteButton('primary', 'md', 'w-full sm:w-auto')}">Confirm</button></p>
</form>`,
  );
}
