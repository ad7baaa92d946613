import { html, raw } from 'hono/html';
import { site } from '@/content/site';
import { callHosts } from '@/content/scheduling';
import { formatClock } from '@/content/business-hours';
import { choiceLabel } from '@/lib/forms/choice-labels';
import { clockLabel, dayLabel, intervalLabel, zoneChoices, zoneName } from '@/lib/schedule/format';
import { slotDays } from '@/lib/schedule/slot-days';
import { hostSummary } from '@/lib/schedule/hosts';
import type { Booking } from '../db/schema';
import { inputClasses, siteButton, textareaClasses } from '../pages/site-page';
import { slotList } from '../pages/slot-list';
import { callTypeById } from '../schedule/config';
import type { HostedSlot } from '../schedule/slots';
import { INBOX_LOCALE, INBOX_PATH } from './config';
import { dateTime, layout, notice, zoneNote, type ZoneReading } from './pages';

/** The inbox's call pages: the booked calls, moving one, and the availability the team edits (see pages.ts). */

export type CallRow = Pick<Booking, 'id' | 'callType' | 'startsAt' | 'endsAt' | 'name' | 'email' | 'company' | 'topic' | 'status' | 'visitorTimeZone' | 'host' | 'guests' | 'meetingUrl' | 'budget' | 'timeline' | 'cancelReason' | 'sequence' | 'owner'>;

const hostName = (id: string) => hostSummary(id)?.name ?? (id || 'Unassigned');

/** A lead of the same person, linked from their call. */
export type PersonLead = { id: string; kind: string; createdAt: string };

/** A call as the list shows it (and its own page, without the link to itself): when, who, the answers, the owner, the actions. */
export function callItem(call: CallRow, timeZone: string, cancellable: boolean, leads: readonly PersonLead[], linked = true) {
  const callType = callTypeById(call.callType);
  const answers = [
    ['Company', call.company],
    ['About', call.topic],
    ['Budget', call.budget && String(choiceLabel('budget', call.budget))],
    ['Timeline', call.timeline && String(choiceLabel('timeline', call.timeline))],
    ['Guests', call.guests.join(', ')],
    ['Reason given', call.cancelReason],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return html`<li id="call-${call.id}">
<div class="row">
<div>
<p><strong>${intervalLabel({ start: call.startsAt, end: call.endsAt }, timeZone, INBOX_LOCALE)}</strong> <span class="badge ${call.status}">${call.status === 'confirmed' ? 'Confirmed' : 'Canceled'}</span></p>
<p>${callType?.name ?? call.callType} with <strong>${call.name}</strong>, hosted by ${hostName(call.host)} <span class="meta">${call.email}${call.visitorTimeZone && call.visitorTimeZone !== timeZone ? ` · their zone ${call.visitorTimeZone}` : ''}</span></p>
<p class="meta">${call.owner ? html`Owner: <strong>${call.owner}</strong>` : 'No owner yet'}</p>
${answers.length ? html`<dl class="answers">${answers.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}</dl>` : ''}
${leads.length ? html`<p class="meta">Their ${leads.length === 1 ? 'lead' : 'leads'}: ${leads.map((lead, index) => html`${index ? ', ' : ''}<a href="${INBOX_PATH}/leads/${lead.id}">${lead.kind}, ${dayLabel(lead.createdAt, timeZone, { locale: INBOX_LOCALE })}</a>`)}</p>` : ''}
</div>
<div class="actions-row">
${linked ? html`<a class="${siteButton('secondary', 'sm')}" href="${INBOX_PATH}/calls/${call.id}">Owner and history<span class="visually-hidden"> of the call with ${call.name}</span></a>` : ''}
${call.meetingUrl && call.status === 'confirmed' ? html`<a class="${siteButton('secondary', 'sm')}" href="${call.meetingUrl}" rel="noreferrer" target="_blank">Video link<span class="visually-hidden"> for the call with ${call.name}</span></a>` : ''}
<a class="${siteButton('secondary', 'sm')}" href="mailto:${call.email}?subject=${encodeURIComponent(`Your ${callType?.name ?? 'call'} with ${site.name}`)}">Email<span class="visually-hidden"> ${call.name}</span></a>
${cancellable ? html`<a class="${siteButton('secondary', 'sm')}" href="${INBOX_PATH}/calls/${call.id}/move">Move<span class="visually-hidden"> the call with ${call.name}</span></a>` : ''}
${cancellable ? html`<a class="${siteButton('ghost', 'sm', 'text-red-800')}" href="${INBOX_PATH}/calls/${call.id}/cancel">Cancel<span class="visually-hidden"> the call with ${call.name}</span></a>` : ''}
</div>
</div>
</li>`;
}

export function callsPage({ member, upcoming, past, reading, host, message, leadsOf = () => [] }: { member: string; upcoming: CallRow[]; past: CallRow[]; reading: ZoneReading; host?: string; message?: string; leadsOf?: (email: string) => readonly PersonLead[] }): string {
  const { timeZone } = reading;
  return layout({
    title: 'Calls',
    member,
    section: 'calls',
    body: html`${notice(message)}
<div class="row calls-head">
<form method="get" action="${INBOX_PATH}/calls" class="actions-row" aria-label="Show calls of">
<label for="host">Host</label>
<select id="host" name="host" class="${inputClasses} w-auto"><option value="">Every host</option>${callHosts.map((entry) => html`<option value="${entry.id}"${entry.id === host ? raw(' selected') : ''}>${hostName(entry.id)}</option>`)}</select>
<button type="submit" class="${siteButton('secondary')}">Show</button>
</form>
<a class="${siteButton()}" href="${INBOX_PATH}/calls/availability">Edit availability</a>
</div>
<p class="meta">${zoneNote(reading)} Moving or canceling mails the visitor and the team, as the visitor's own links do.</p>
<section aria-labelledby="upcoming-title" class="card">
<h2 id="upcoming-title">Upcoming (${upcoming.length})</h2>
${upcoming.length ? html`<ul class="plain">${upcoming.map((call) => callItem(call, timeZone, true, leadsOf(call.email)))}</ul>` : html`<p class="meta">No upcoming calls.</p>`}
</section>
<section aria-labelledby="past-title" class="card">
<h2 id="past-title">Past and canceled (${past.length})</h2>
${past.length ? html`<ul class="plain">${past.map((call) => callItem(call, timeZone, false, leadsOf(call.email)))}</ul>` : html`<p class="meta">None yet.</p>`}
</section>`,
  });
}

/** Cancelling as the agency: the call, a reason that goes to the visitor, and a last look at what is sent (the list's Cancel leads here). */
export function cancelPage({ member, call, timeZone, error }: { member: string; call: CallRow; timeZone: string; error?: string }): string {
  const callType = callTypeById(call.callType);
  return layout({
    title: `Cancel the call with ${call.name}`,
    member,
    section: 'calls',
    body: html`<p class="back"><a href="${INBOX_PATH}/calls">All calls</a></p>
${notice(error, 'error')}
<div class="detail">
<section aria-labelledby="cancel-title" class="card">
<h2 id="cancel-title">Cancel this call</h2>
<p><strong>${intervalLabel({ start: call.startsAt, end: call.endsAt }, timeZone, INBOX_LOCALE)}</strong>, ${callType?.name ?? call.callType} hosted by ${hostName(call.host)}.</p>
<form method="post" action="${INBOX_PATH}/calls/${call.id}/cancel" class="stack">
<input type="hidden" name="sequence" value="${call.sequence}">
<label for="cancel-reason">Why, in a sentence for ${call.name} <span class="meta">(sent to them)</span></label>
<textarea id="cancel-reason" name="reason" rows="3" required minlength="3" maxlength="500" class="${textareaClasses}" aria-describedby="cancel-what"></textarea>
<button type="submit" class="${siteButton('primary', 'md', 'bg-red-700 hover:bg-red-800 shadow-none')}">Cancel the call and email ${call.name}</button>
</form>
</section>
<section aria-labelledby="cancel-after-title" class="card">
<h2 id="cancel-after-title">What happens</h2>
<p id="cancel-what">${call.name} gets an apology with your reason and a link to pick another time; a reply to it reaches a person here. The host, the guests and the team are told, with your name. The time is offered again at once. To change the time instead, <a href="${INBOX_PATH}/calls/${call.id}/move">move the call</a>.</p>
</section>
</div>`,
  });
}

/** Who takes the call at a time when its host is busy: one of the type's hosts free then (the fewest recent calls); nothing when the host keeps it. */
function takerNote(call: CallRow, slot: HostedSlot): string | undefined {
  if (slot.hosts.includes(call.host)) return undefined;
  return `with ${slot.hosts.map(firstName).join(', ').replace(/, ([^,]*)$/, ' or $1')} (${firstName(call.host)} is busy)`;
}
const firstName = (id: string) => hostName(id).split(' ')[0] ?? id;

/**
 * Moving a call, step one: the free times of its call type (any of the type's hosts) as the site's one
 * slot list (days as sections, times as radio buttons, in the member's zone), the present time marked,
 * each time naming who takes the call then. Choosing a time asks the same page again (a GET: nothing
 * changes) for step two, movePage's confirmation. The host stays when free at the new time; at a time
 * they are not, another host of the type who is free takes the call, as when the visitor moves it with
 * their link: the visitor asked for the call, not for a person, and the team sees every time it could go to.
 */
export function movePage({ member, call, slots, timeZone, error, chosen, sequence = call.sequence, reason }: { member: string; call: CallRow; slots: readonly HostedSlot[]; timeZone: string; error?: string; chosen?: HostedSlot; sequence?: number; reason?: string }): string {
  const callType = callTypeById(call.callType);
  const current = hostName(call.host);
  const now = html`<strong>${intervalLabel({ start: call.startsAt, end: call.endsAt }, timeZone, INBOX_LOCALE)}</strong>`;
  const action = `${INBOX_PATH}/calls/${call.id}/move`;
  const body = chosen
    ? html`<section aria-labelledby="confirm-title" class="card">
<h2 id="confirm-title">Confirm the move</h2>
<dl class="fields">
<div><dt>From</dt><dd>${now}</dd></div>
<div><dt>To</dt><dd><strong>${intervalLabel({ start: chosen.start, end: chosen.end }, timeZone, INBOX_LOCALE)}</strong></dd></div>
<div><dt>Host</dt><dd>${chosen.hosts.includes(call.host) ? `${current} keeps the call` : html`${current} is busy then: ${chosen.hosts.map(hostName).join(', ').replace(/, ([^,]*)$/, ' or $1')} takes it (the one with the fewest recent calls)`}</dd></div>
<div><dt>Visitor</dt><dd>${call.name} <span class="meta">${call.email}</span></dd></div>
</dl>
<form method="post" action="${action}" class="stack">
<input type="hidden" name="sequence" value="${sequence}">
<input type="hidden" name="start" value="${chosen.start.toISOString()}">
<label for="move-reason">Why, in a sentence for ${call.name} <span class="meta">(sent to them)</span></label>
<textarea id="move-reason" name="reason" rows="3" required minlength="3" maxlength="500" class="${textareaClasses}" aria-describedby="move-what">${reason ?? ''}</textarea>
<div class="actions-row">
<button type="submit" class="${siteButton()}">Move the call and email ${call.name}</button>
<a class="${siteButton('secondary')}" href="${action}">Choose another time</a>
</div>
</form>
</section>`
    : html`<section aria-labelledby="move-title" class="card">
<h2 id="move-title">New time</h2>
<p>Now: ${now}, ${callType?.name ?? call.callType} hosted by <strong>${current}</strong>.</p>
${slots.length
  ? html`<form method="get" action="${action}" class="stack">
<input type="hidden" name="sequence" value="${call.sequence}">
<p id="move-hosts" class="meta">Free times of this kind of call, in ${zoneName(timeZone)}. ${current} keeps the call at every time without a note; a time naming another host is one when ${current} is busy and that host is free: they take the call, as when the visitor moves it with their own link.</p>
<div class="w-full">${slotList({ days: slotDays(slots, { timeZone, locale: INBOX_LOCALE }), zone: timeZone, locale: INBOX_LOCALE, current: { start: call.startsAt, label: 'now' }, note: (slot) => takerNote(call, slot), id: 'move-days' })}</div>
<button type="submit" class="${siteButton()}">Review the move</button>
</form>`
  : html`<p class="meta">No free times for this kind of call right now. <a href="${INBOX_PATH}/calls/availability">Edit availability</a>, or <a href="${INBOX_PATH}/calls/${call.id}/cancel">cancel the call</a>.</p>`}
</section>`;
  return layout({
    title: `Move the call with ${call.name}`,
    member,
    section: 'calls',
    body: html`<p class="back"><a href="${INBOX_PATH}/calls">All calls</a></p>
${notice(error, 'error')}
<div class="detail">
${body}
<section aria-labelledby="after-title" class="card">
<h2 id="after-title">What happens</h2>
<p id="move-what">${call.name} gets an apology with your reason and the new time by email, with a new invite and a new link to manage the call (the old link stops working). The host, guests and the team are told, with your name, and the old time is offered again at once.</p>
</section>
</div>`,
  });
}

export interface AvailabilityView {
  /** The office zone the hours and dates are read in, and whether the editor set it (else the default). */
  timeZone: string;
  zoneStored: boolean;
  /** Effective values, and whether each comes from the editor (else the environment's default). */
  settings: { key: 'minimumNoticeHours' | 'horizonDays' | 'maxCallsPerDay'; label: string; unit: string; value: number; stored: boolean; min: number; max: number }[];
  /** The agency's week (owner '') and each host's: their own (`own`) or, shown, the agency's they follow. */
  weeks: { owner: string; name: string; own: boolean; by: string | null; days: { weekday: number; name: string; windows: readonly { start: string; end: string }[] }[] }[];
  /** Date overrides from today on: closed (no hours) or their own hours, agency-wide (host '') or one host's. */
  overrides: { date: string; host: string; hours: { start: string; end: string }[]; label: string | null; by: string }[];
  /** Closed dates of the first-run defaults (content/business-hours.ts, SCHEDULE_BLOCKED_DATES) from today on. */
  configured: readonly string[];
  hosts: { id: string; name: string }[];
  /** The office's today, "YYYY-MM-DD". */
  today: string;
  /** The hosts' own calendars (SCHEDULE_BUSY_ICS): a stale or over-budget one offers no times. */
  calendars?: { host: string; stale: boolean; overBudget: boolean; fetchedAt: Date | null; lastError?: string | null }[];
}

/** What a visitor would be offered on one date, or why nothing (server/inbox/availability.ts previewDay). */
export interface PreviewView {
  date: string;
  host: string;
  callType: string;
  times: { start: Date; hosts: string[] }[];
  reason?: string;
}

const usDay = (date: string) => new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const hoursText = (windows: readonly { start: string; end: string }[]) => windows.map((window) => `${formatClock(window.start)} to ${window.end === '24:00' ? 'midnight' : formatClock(window.end)}`).join(', ');

/**
 * A save the server refused: which form (`override`, `hours`, `settings`), what the visitor typed in it
 * (shown back instead of the stored values, so nothing typed is lost) and why, shown next to the field.
 */
export interface RefusedSave {
  form: string;
  values: Readonly<Record<string, string>>;
  error: string;
}

/** The refusal's text beside a field, announced; its id for the field's aria-describedby. */
const fieldError = (id: string, error: string) => html`<p id="${id}" class="field-error" role="alert">${error}</p>`;
const invalid = (id: string) => raw(` aria-invalid="true" aria-describedby="${id}"`);

/** One owner's week: a row per weekday with two windows (a second for a split day, e.g. around lunch) and "Closed"; a refused save shows what was typed. */
function weekForm(week: AvailabilityView['weeks'][number], refused?: RefusedSave) {
  const typed = refused?.form === 'hours' && (refused.values.owner ?? '') === week.owner ? refused : undefined;
  const errorId = `hours-error-${week.owner || 'agency'}`;
  // The day the refusal names ("Monday: …"), whose fields are marked.
  const badDay = typed ? week.days.find((day) => typed.error.startsWith(`${day.name}:`))?.weekday : undefined;
  const follows = week.owner !== '' && (typed ? Boolean(typed.values.useAgency) : !week.own);
  const grid = html`<table class="week">
<thead><tr><th scope="col">Day</th><th scope="col">Closed</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Then from <span class="meta">(optional)</span></th><th scope="col">To</th></tr></thead>
<tbody>${week.days.map((day) => {
    const [first, second] = day.windows;
    const bad = badDay === day.weekday ? invalid(errorId) : '';
    const field = (name: string, value: string | undefined, label: string) =>
      html`<input type="time" name="${name}-${day.weekday}" value="${typed ? (typed.values[`${name}-${day.weekday}`] ?? '') : (value ?? '')}" aria-label="${day.name} ${label}" class="${inputClasses}"${bad}>`;
    const closed = typed ? Boolean(typed.values[`closed-${day.weekday}`]) : !day.windows.length;
    return html`<tr${bad ? raw(' class="invalid"') : ''}><th scope="row">${day.name}</th>
<td data-label="Closed"><input type="checkbox" name="closed-${day.weekday}" value="1" aria-label="${day.name} closed"${closed ? raw(' checked') : ''}></td>
<td data-label="From">${field('start1', first?.start, 'from')}</td><td data-label="To">${field('end1', first?.end, 'to')}</td>
<td data-label="Then from">${field('start2', second?.start, 'then from')}</td><td data-label="Then to">${field('end2', second?.end, 'then to')}</td></tr>`;
  })}</tbody>
</table>`;
  return html`<form method="post" action="${INBOX_PATH}/calls/availability/hours" class="week-form">
<input type="hidden" name="owner" value="${week.owner}">
<fieldset>
<legend><strong>${week.name}</strong>${week.by ? html` <span class="meta">(set by ${week.by})</span>` : week.owner === '' && !week.own ? html` <span class="meta">(the first-run default)</span>` : ''}</legend>
${week.owner !== '' ? html`<label class="check"><input type="checkbox" name="useAgency" value="1"${follows ? raw(' checked') : ''}> Use the agency's hours${follows ? html` <span class="meta">(to give ${week.name} their own: uncheck, set them below, save)</span>` : ''}</label>` : ''}
${typed ? fieldError(errorId, `Not saved: ${typed.error} The hours below are what you typed; correct them and save again.`) : ''}
${follows && !typed ? html`<details><summary>Set ${week.name}'s own hours</summary>${grid}</details>` : grid}
<button type="submit" class="${siteButton('secondary', 'sm')}">Save hours<span class="visually-hidden"> of ${week.name}</span></button>
</fieldset>
</form>`;
}

export function availabilityPage({ member, view, message, error, preview, refused, zones = zoneChoices(view.timeZone) }: { member: string; view: AvailabilityView; message?: string; error?: string; preview?: PreviewView; refused?: RefusedSave; zones?: string[] }): string {
  // A refused date: its typed values back, the refusal beside the field it names (the label, the date, else the hours).
  const day = refused?.form === 'override' ? refused : undefined;
  const dayValue = (name: string) => day?.values[name] ?? '';
  const dayError = (field: 'label' | 'date' | 'hours') => (day && ((/^Label:/.test(day.error) ? 'label' : /^Date:/.test(day.error) ? 'date' : 'hours') === field) ? day : undefined);
  const dayField = (field: 'label' | 'date' | 'hours') => (dayError(field) ? invalid('override-error') : '');
  const rules = refused?.form === 'settings' ? refused : undefined;
  // Shown beside a field only when the refused form is on the page (a forged owner's week is not): else at the top.
  const inline = Boolean(day || rules || (refused?.form === 'hours' && view.weeks.some((week) => week.owner === (refused.values.owner ?? ''))));
  const hostOptions = (selected = '') => view.hosts.map((entry) => html`<option value="${entry.id}"${entry.id === selected ? raw(' selected') : ''}>${entry.name}</option>`);
  const zoneLabel = (zone: string) => `${zone.replace(/_/g, ' ')} (${zoneName(zone)})`;
  return layout({
    title: 'Availability',
    member,
    section: 'availability',
    body: html`<p class="back"><a href="${INBOX_PATH}/calls">All calls</a></p>
${notice(message)}${notice(inline ? 'Nothing was saved: the form below says why and keeps what you typed.' : error, 'error')}
<p class="meta">Changes apply at once to the times visitors can book on the contact page. Days and hours are in the office's zone (${zoneLabel(view.timeZone)}). The office hours written on the site's pages change with the site's content, not here.</p>
${view.calendars?.length
  ? html`<section aria-labelledby="calendars-title" class="card">
<h2 id="calendars-title">Hosts' calendars</h2>
<ul class="plain">${view.calendars.map(
      (entry) =>
        html`<li><strong>${hostName(entry.host)}</strong>: ${entry.overBudget
          ? 'over budget (the calendar needs more time or memory than a read may take): no times offered until it is read within budget'
          : entry.stale
            ? 'stale (not read recently): no times offered'
            : entry.lastError
              ? `the last read failed: the copy read ${entry.fetchedAt ? dateTime(entry.fetchedAt, view.timeZone) : ''} still serves, then no times are offered`
              : `read ${entry.fetchedAt ? dateTime(entry.fetchedAt, view.timeZone) : ''}`}</li>`,
    )}</ul>
</section>`
  : ''}
<section aria-labelledby="preview-title" class="card">
<h2 id="preview-title">Preview a day</h2>
<form method="get" action="${INBOX_PATH}/calls/availability" class="filters">
<div><label for="preview-date">Day to preview</label><input id="preview-date" name="preview" type="date" required value="${preview?.date ?? view.today}" class="${inputClasses}"></div>
<div><label for="preview-host">Host</label><select id="preview-host" name="host" class="${inputClasses}"><option value="">Whoever is free</option>${hostOptions(preview?.host)}</select></div>
<div class="actions"><button type="submit" class="${siteButton('secondary')}">Show times</button></div>
</form>
${preview
  ? html`<div id="preview-result" class="preview" role="status">
<p><strong>${usDay(preview.date)}</strong>, ${preview.host ? hostName(preview.host) : 'whoever is free'}, ${preview.callType}:</p>
${preview.times.length
  ? html`<ul class="times">${preview.times.map((slot) => html`<li>${clockLabel(slot.start, view.timeZone, INBOX_LOCALE)}${preview.host ? '' : html` <span class="meta">${slot.hosts.join(', ')}</span>`}</li>`)}</ul>`
  : html`<p class="notice">No times offered. ${preview.reason ?? ''}</p>`}
</div>`
  : ''}
</section>
<section aria-labelledby="overrides-title" class="card">
<h2 id="overrides-title">Holidays and special days</h2>
<p class="meta">A date that differs from the week: closed (a holiday, an offsite) or its own hours (a half day, an extra Saturday), for everyone or one host. Visitors see the label beside a closed day.</p>
<form method="post" action="${INBOX_PATH}/calls/availability/override" class="override-form">
<div class="filters">
<div><label for="override-date">Date</label><input id="override-date" name="date" type="date" required min="${view.today}" value="${dayValue('date')}" class="${inputClasses}"${dayField('date')}>${dayError('date') ? fieldError('override-error', day!.error) : ''}</div>
<div><label for="override-host">For</label><select id="override-host" name="host" class="${inputClasses}"><option value="">Everyone</option>${hostOptions(dayValue('host'))}</select></div>
<div class="grow"><label for="override-label">Label <span class="meta">(optional, shown to visitors)</span></label><input id="override-label" name="label" maxlength="80" placeholder="Christmas Day, Half day, Offsite" value="${dayValue('label')}" class="${inputClasses}"${dayField('label')}>${dayError('label') ? fieldError('override-error', day!.error) : ''}</div>
</div>
<fieldset class="filters">
<legend class="visually-hidden">Closed or open</legend>
<div><label class="check"><input type="radio" name="mode" value="closed"${dayValue('mode') === 'hours' ? '' : raw(' checked')}> Closed all day</label>
<label class="check"><input type="radio" name="mode" value="hours"${dayValue('mode') === 'hours' ? raw(' checked') : ''}> Open these hours:</label></div>
<div><label for="override-start">From</label><input id="override-start" name="start1" type="time" value="${dayValue('start1')}" class="${inputClasses}"${dayField('hours')}></div>
<div><label for="override-end">To</label><input id="override-end" name="end1" type="time" value="${dayValue('end1')}" class="${inputClasses}"${dayField('hours')}></div>
<div><label for="override-start2">Then from <span class="meta">(optional)</span></label><input id="override-start2" name="start2" type="time" value="${dayValue('start2')}" class="${inputClasses}"${dayField('hours')}></div>
<div><label for="override-end2">Then to</label><input id="override-end2" name="end2" type="time" value="${dayValue('end2')}" class="${inputClasses}"${dayField('hours')}></div>
<div class="actions"><button type="submit" class="${siteButton()}">Add date</button></div>
${dayError('hours') ? fieldError('override-error', day!.error) : ''}
</fieldset>
</form>
${view.overrides.length
  ? html`<ul class="plain overrides">${view.overrides.map(
      (entry) => html`<li class="row"><span><strong>${usDay(entry.date)}</strong> · ${entry.host ? hostName(entry.host) : 'Everyone'} · ${entry.hours.length ? `open ${hoursText(entry.hours)}` : 'closed'}${entry.label ? html` · “${entry.label}”` : ''} <span class="meta">by ${entry.by}</span></span>
<form method="post" action="${INBOX_PATH}/calls/availability/remove-override"><input type="hidden" name="date" value="${entry.date}"><input type="hidden" name="host" value="${entry.host}"><button type="submit" class="${siteButton('ghost', 'sm')}">Remove<span class="visually-hidden"> ${usDay(entry.date)}${entry.host ? ` for ${hostName(entry.host)}` : ''}</span></button></form></li>`,
    )}</ul>`
  : html`<p class="meta">No special days yet.</p>`}
<p class="meta">Also closed, from the first-run defaults: ${view.configured.map(usDay).join('; ') || 'none'}. Add a date with hours to open one.</p>
</section>
<section aria-labelledby="hours-title" class="card">
<h2 id="hours-title">Weekly hours</h2>
<p class="meta">The agency's week, and each host's: the agency's unless they have their own. Leave "Then from" empty for one stretch; a second stretch keeps a lunch break free.</p>
${view.weeks.map((week) => weekForm(week, refused))}
</section>
<section aria-labelledby="rules-title" class="card">
<h2 id="rules-title">Office time zone and booking rules</h2>
<form method="post" action="${INBOX_PATH}/calls/availability/settings" class="stack">
${rules ? fieldError('settings-error', `Not saved: ${rules.error}`) : ''}
<label for="timeZone">Office time zone${view.zoneStored ? '' : html` <span class="meta">default</span>`}</label>
<select id="timeZone" name="timeZone" class="${inputClasses}">${zones.map((zone) => html`<option value="${zone}"${zone === (rules?.values.timeZone ?? view.timeZone) ? raw(' selected') : ''}>${zoneLabel(zone)}</option>`)}</select>
${view.settings.map(
  (setting) => html`<label for="${setting.key}">${setting.label} (${setting.unit})${setting.stored ? '' : html` <span class="meta">default</span>`}</label>
<input id="${setting.key}" name="${setting.key}" type="number" inputmode="numeric" min="${setting.min}" max="${setting.max}" value="${rules?.values[setting.key] ?? setting.value}" required class="${inputClasses}"${rules ? invalid('settings-error') : ''}>`,
)}
<button type="submit" class="${siteButton()}">Save rules</button>
</form>
</section>`,
  });
}
