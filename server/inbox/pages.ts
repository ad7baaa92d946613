import { html, raw } from 'hono/html';
import { site } from '@/content/site';
import { inputClasses, pageHero, siteButton, sitePage, textareaClasses, type Html } from '../pages/site-page';
import type { Booking } from '../db/schema';
import { callTypeById } from '../schedule/config';
import { callHosts } from '@/content/scheduling';
import { hostSummary } from '@/lib/schedule/hosts';
import { dayLabel, groupByDay, intervalLabel, timeLabel, zoneName } from '@/lib/schedule/format';
import type { HostedSlot } from '../schedule/slots';
import { choiceLabel, NOT_GIVEN } from '@/lib/forms/choice-labels';
import { INBOX_PATH } from './config';
import { kindLabels, leadKinds, leadName, leadStatuses, leadSummary, NOTE_MAX, statusLabels, type InboxLead, type LeadQuery } from './leads';

/**
 * The inbox's pages, rendered on the server with hono/html (every value escaped). They work without
 * JavaScript: forms post and are answered with 303 redirects. The one script (passkeys) and the
 * stylesheet are files under /api/inbox/assets, so the policy allows no inline code.
 */

export type { Html };

export const ASSETS = `${INBOX_PATH}/assets`;

type Section = 'leads' | 'calls' | 'account' | null;

const nav: { id: Exclude<Section, null>; label: string; href: string }[] = [
  { id: 'leads', label: 'Leads', href: `${INBOX_PATH}/leads` },
  { id: 'calls', label: 'Calls', href: `${INBOX_PATH}/calls` },
  { id: 'account', label: 'Account', href: `${INBOX_PATH}/account` },
];

/**
 * Every inbox page is a page of the site (server/pages/site-page.ts: its header, footer, type and
 * colours), with the inbox's sections, who is signed in and sign-out under the page's title.
 */
export function layout({ title, member, section = null, body, script = false }: { title: string; member?: string; section?: Section; body: Html; script?: boolean }): string {
  return sitePage({
    title: `${title} (inbox)`,
    main: html`${pageHero({ label: `${site.name} inbox`, title })}
<div class="bg-paper"><div class="inbox container-page pt-6 pb-16 sm:pt-8">
${member
  ? html`<div class="inbox-bar">
<nav aria-label="Inbox"><ul>${nav.map((item) => html`<li><a href="${item.href}"${item.id === section ? raw(' aria-current="page"') : ''}>${item.label}</a></li>`)}</ul></nav>
<form method="post" action="${INBOX_PATH}/sign-out" class="inbox-signout"><span class="meta">Signed in as <strong>${member}</strong></span> <button type="submit" class="${siteButton('secondary', 'sm')}">Sign out</button></form>
</div>`
  : ''}
${body}
</div></div>
<link rel="stylesheet" href="${ASSETS}/inbox.css">
${script ? html`<script type="module" src="${ASSETS}/inbox.js"></script>` : ''}`,
  });
}

export function notice(text: string | undefined, tone: 'ok' | 'error' = 'ok'): Html {
  return text ? html`<p class="notice ${tone}" role="${tone === 'error' ? 'alert' : 'status'}">${text}</p>` : html``;
}

export function signInPage({ sent = false, message, minutes }: { sent?: boolean; message?: string; minutes: number }): string {
  return layout({
    title: 'Sign in to the inbox',
    script: true,
    body: html`<div class="narrow">
${sent ? notice(`If that address belongs to the team, a sign-in link is on its way. It works once, for ${minutes} minutes.`) : ''}
${notice(message, 'error')}
<form method="post" action="${INBOX_PATH}/sign-in" class="stack">
<label for="email">Your work e-mail address</label>
<input id="email" name="email" type="email" autocomplete="username webauthn" required maxlength="254" class="${inputClasses}">
<button type="submit" class="${siteButton()}">E-mail me a sign-in link</button>
</form>
<div class="passkey" data-passkey-sign-in hidden>
<p>Or, on a device where you added a passkey:</p>
<button type="button" class="${siteButton('secondary')}" data-action="passkey-sign-in">Sign in with a passkey</button>
<p class="notice error" role="alert" data-passkey-error hidden></p>
</div>
</div>`,
  });
}

/** The page a mailed link opens: one button, so a mail scanner that fetches links cannot use it up. */
export function linkPage(token: string): string {
  return layout({
    title: 'Sign in to the inbox',
    body: html`<div class="narrow">
<p>Continue to sign in on this device. The link then stops working.</p>
<form method="post" action="${INBOX_PATH}/sign-in/link"><input type="hidden" name="token" value="${token}"><button type="submit" class="${siteButton()}">Sign in</button></form>
</div>`,
  });
}

export function messagePage(title: string, text: string, link = { href: `${INBOX_PATH}/sign-in`, label: 'Back to sign-in' }, member?: string): string {
  return layout({ title, member, body: html`<div class="narrow"><p>${text}</p><p><a href="${link.href}">${link.label}</a></p></div>` });
}

const dateTime = (value: Date | string) =>
  new Date(value).toLocaleString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }) + ' UTC';

/** The query string of a filter, for links (pages, export). */
export function queryString(query: LeadQuery, page?: number): string {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function leadsPage({ member, query, leads, total, page, pages, message }: { member: string; query: LeadQuery; leads: InboxLead[]; total: number; page: number; pages: number; message?: string }): string {
  const option = (value: string, label: string, selected: boolean) => html`<option value="${value}"${selected ? raw(' selected') : ''}>${label}</option>`;
  return layout({
    title: 'Leads',
    member,
    section: 'leads',
    body: html`${notice(message)}
<form method="get" action="${INBOX_PATH}/leads" class="filters" role="search" aria-label="Filter leads">
<div><label for="kind">Form</label><select id="kind" name="kind" class="${inputClasses}">${option('', 'All forms', !query.kind)}${leadKinds.map((kind) => option(kind, kindLabels[kind], query.kind === kind))}</select></div>
<div><label for="status">Status</label><select id="status" name="status" class="${inputClasses}">${option('', 'Any status', !query.status)}${leadStatuses.map((status) => option(status, statusLabels[status], query.status === status))}</select></div>
<div class="grow"><label for="q">Search</label><input id="q" name="q" type="search" value="${query.q ?? ''}" maxlength="200" class="${inputClasses}"></div>
<div class="actions"><button type="submit" class="${siteButton()}">Filter</button> <a class="${siteButton('secondary')}" href="${INBOX_PATH}/leads/export.csv${queryString(query)}" download>Export CSV</a></div>
</form>
<p class="count" id="count">${total === 0 ? 'No leads match.' : `${total} lead${total === 1 ? '' : 's'}${pages > 1 ? `, page ${page} of ${pages}` : ''}`}, newest first.</p>
<ul class="leads" aria-describedby="count">
${leads.map(
  (lead) => html`<li>
<a href="${INBOX_PATH}/leads/${lead.id}">
<span class="line"><strong>${leadName(lead) || String(lead.email ?? 'Anonymous')}</strong> <span class="badge ${lead.state.status}">${statusLabels[lead.state.status]}</span></span>
<span class="meta">${kindLabels[lead.type]} · ${dateTime(lead.createdAt)}${lead.email ? ` · ${String(lead.email)}` : ''}</span>
<span class="summary">${leadSummary(lead)}</span>
</a>
</li>`,
)}
</ul>
${pages > 1
  ? html`<nav class="pager" aria-label="Pages">
${page > 1 ? html`<a href="${INBOX_PATH}/leads${queryString(query, page - 1)}" rel="prev">Newer</a>` : html`<span></span>`}
<span>Page ${page} of ${pages}</span>
${page < pages ? html`<a href="${INBOX_PATH}/leads${queryString(query, page + 1)}" rel="next">Older</a>` : html`<span></span>`}
</nav>`
  : ''}`,
  });
}

/** Field names as a person reads them (`coverLetter` is Cover letter). */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const hiddenFields = new Set(['type', 'id', 'createdAt', 'resume', 'ipHash', 'submissionId', 'networkHash', 'submissionDigest']);

function fieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return NOT_GIVEN;
  if (value instanceof Date) return dateTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function leadDetailPage({ member, lead, message }: { member: string; lead: InboxLead; message?: string }): string {
  const email = typeof lead.email === 'string' ? lead.email : '';
  const name = leadName(lead) || email || 'Anonymous';
  const subject = `Re: your ${kindLabels[lead.type].toLowerCase()} to ${site.name}`;
  // What the person wrote first; the browser they used last.
  const fields = Object.entries(lead)
    .filter(([key]) => !hiddenFields.has(key) && key !== 'state')
    .sort(([a], [b]) => Number(a === 'userAgent') - Number(b === 'userAgent'));
  const { state } = lead;
  return layout({
    title: name,
    member,
    section: 'leads',
    body: html`<p class="back"><a href="${INBOX_PATH}/leads">All leads</a></p>
<p class="meta">${kindLabels[lead.type]} · received ${dateTime(lead.createdAt)}</p>
${notice(message)}
<div class="detail">
<section aria-labelledby="fields-title" class="card">
<h2 id="fields-title">What they sent</h2>
<dl class="fields">${fields.map(([key, value]) => html`<div><dt>${fieldLabel(key)}</dt><dd>${fieldValue(choiceLabel(key, value))}</dd></div>`)}</dl>
${lead.resume
  ? html`<p><a class="${siteButton('secondary')}" href="${INBOX_PATH}/leads/${lead.id}/resume">Download resume</a> <span class="meta">${lead.resume.format.toUpperCase()}, ${Math.max(1, Math.ceil(lead.resume.size / 1024))} KB</span></p>`
  : lead.type === 'job-application' || lead.type === 'talent-pool'
    ? html`<p class="meta">No resume stored.</p>`
    : ''}
${email ? html`<p><a class="${siteButton()}" href="mailto:${email}?subject=${encodeURIComponent(subject)}">Reply by e-mail</a></p>` : ''}
</section>
<div class="side">
<section aria-labelledby="status-title" class="card">
<h2 id="status-title">Status</h2>
<p>${statusLabels[state.status]}${state.statusBy ? html`<span class="meta">, set by ${state.statusBy} on ${dateTime(state.statusAt ?? new Date(0))}</span>` : ''}</p>
<form method="post" action="${INBOX_PATH}/leads/${lead.id}/status" class="row">
<label for="new-status" class="visually-hidden">New status</label>
<select id="new-status" name="status" class="${inputClasses} w-auto">${leadStatuses.map((status) => html`<option value="${status}"${status === state.status ? raw(' selected') : ''}>${statusLabels[status]}</option>`)}</select>
<button type="submit" class="${siteButton()}">Set status</button>
</form>
</section>
<section aria-labelledby="note-title" class="card">
<h2 id="note-title">Private note</h2>
<form method="post" action="${INBOX_PATH}/leads/${lead.id}/note" class="stack">
<label for="note">Only the team sees this${state.noteBy ? html`<span class="meta"> (last edited by ${state.noteBy}, ${dateTime(state.noteAt ?? new Date(0))})</span>` : ''}</label>
<textarea id="note" name="note" rows="5" maxlength="${NOTE_MAX}" class="${textareaClasses}">${state.note ?? ''}</textarea>
<button type="submit" class="${siteButton()}">Save note</button>
</form>
</section>
${email
  ? html`<section aria-labelledby="erase-title" class="card danger">
<h2 id="erase-title">Erase this person</h2>
<p>Deletes every submission that names ${email} (every form, resumes, booked calls and queued mails). It cannot be undone.</p>
<form method="post" action="${INBOX_PATH}/erase" class="stack">
<input type="hidden" name="email" value="${email}">
<label class="check"><input type="checkbox" name="confirm" value="yes" required> I want to erase everything about this person</label>
<button type="submit" class="${siteButton('primary', 'md', 'bg-red-700 hover:bg-red-800 shadow-none')}">Erase this person</button>
</form>
</section>`
  : ''}
</div>
</div>`,
  });
}

export function accountPage({ member, passkeys, message }: { member: string; passkeys: { id: string; label: string; createdAt: Date; lastUsedAt: Date | null }[]; message?: string }): string {
  return layout({
    title: 'Account',
    member,
    section: 'account',
    script: true,
    body: html`${notice(message)}
<section aria-labelledby="passkeys-title" class="card">
<h2 id="passkeys-title">Passkeys</h2>
<p>A passkey signs you in on this device without a mailed link.</p>
${passkeys.length
  ? html`<ul class="plain">${passkeys.map(
      (key) => html`<li class="row"><span><strong>${key.label}</strong> <span class="meta">added ${dateTime(key.createdAt)}${key.lastUsedAt ? `, last used ${dateTime(key.lastUsedAt)}` : ''}</span></span>
<form method="post" action="${INBOX_PATH}/passkeys/${encodeURIComponent(key.id)}/remove"><button type="submit" class="${siteButton('ghost', 'sm')}">Remove<span class="visually-hidden"> ${key.label}</span></button></form></li>`,
    )}</ul>`
  : html`<p class="meta">No passkeys yet.</p>`}
<div data-passkey-register hidden>
<button type="button" class="${siteButton()}" data-action="passkey-register">Add a passkey for this device</button>
<p class="notice error" role="alert" data-passkey-error hidden></p>
</div>
<noscript><p class="meta">Adding a passkey needs JavaScript.</p></noscript>
</section>
<section aria-labelledby="sessions-title" class="card">
<h2 id="sessions-title">Sessions</h2>
<p>Signed in as ${member}. Lost a device? End every session, on every device.</p>
<form method="post" action="${INBOX_PATH}/sign-out-everywhere"><button type="submit" class="${siteButton('secondary')}">Sign out everywhere</button></form>
</section>`,
  });
}


export type CallRow = Pick<Booking, 'id' | 'callType' | 'startsAt' | 'endsAt' | 'name' | 'email' | 'company' | 'topic' | 'status' | 'visitorTimeZone' | 'host' | 'guests' | 'meetingUrl' | 'budget' | 'timeline' | 'cancelReason'>;

const hostName = (id: string) => hostSummary(id)?.name ?? (id || 'Unassigned');

function callItem(call: CallRow, timeZone: string, cancellable: boolean) {
  const callType = callTypeById(call.callType);
  const answers = [
    ['Company', call.company],
    ['About', call.topic],
    ['Budget', call.budget && String(choiceLabel('budget', call.budget))],
    ['Timeline', call.timeline && String(choiceLabel('timeline', call.timeline))],
    ['Guests', call.guests.join(', ')],
    ['Reason given', call.cancelReason],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  return html`<li>
<div class="row">
<div>
<p><strong>${intervalLabel({ start: call.startsAt, end: call.endsAt }, timeZone)}</strong> <span class="badge ${call.status}">${call.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}</span></p>
<p>${callType?.name ?? call.callType} with <strong>${call.name}</strong>, hosted by ${hostName(call.host)} <span class="meta">${call.email}${call.visitorTimeZone && call.visitorTimeZone !== timeZone ? ` · their zone ${call.visitorTimeZone}` : ''}</span></p>
${answers.length ? html`<dl class="answers">${answers.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}</dl>` : ''}
</div>
<div class="actions-row">
${call.meetingUrl && call.status === 'confirmed' ? html`<a class="${siteButton('secondary', 'sm')}" href="${call.meetingUrl}" rel="noreferrer" target="_blank">Video link<span class="visually-hidden"> for the call with ${call.name}</span></a>` : ''}
<a class="${siteButton('secondary', 'sm')}" href="mailto:${call.email}?subject=${encodeURIComponent(`Your ${callType?.name ?? 'call'} with ${site.name}`)}">E-mail<span class="visually-hidden"> ${call.name}</span></a>
${cancellable ? html`<a class="${siteButton('secondary', 'sm')}" href="${INBOX_PATH}/calls/${call.id}/move">Move<span class="visually-hidden"> the call with ${call.name}</span></a>` : ''}
${cancellable
  ? html`<form method="post" action="${INBOX_PATH}/calls/${call.id}/cancel"><button type="submit" class="${siteButton('ghost', 'sm', 'text-red-800')}">Cancel<span class="visually-hidden"> the call with ${call.name}</span></button></form>`
  : ''}
</div>
</div>
</li>`;
}

export function callsPage({ member, upcoming, past, timeZone, host, message }: { member: string; upcoming: CallRow[]; past: CallRow[]; timeZone: string; host?: string; message?: string }): string {
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
<p class="meta">Times in the office's zone (${zoneName(timeZone)}). Moving or cancelling mails the visitor and the team, as the visitor's own links do.</p>
<section aria-labelledby="upcoming-title" class="card">
<h2 id="upcoming-title">Upcoming (${upcoming.length})</h2>
${upcoming.length ? html`<ul class="plain">${upcoming.map((call) => callItem(call, timeZone, true))}</ul>` : html`<p class="meta">No upcoming calls.</p>`}
</section>
<section aria-labelledby="past-title" class="card">
<h2 id="past-title">Past and cancelled (${past.length})</h2>
${past.length ? html`<ul class="plain">${past.map((call) => callItem(call, timeZone, false))}</ul>` : html`<p class="meta">None yet.</p>`}
</section>`,
  });
}

/**
 * Moving a call: the free times of its call type (any of the type's hosts), grouped by day. The host
 * stays when free at the new time; at a time they are not, another host of the type who is free takes
 * the call (the one with the fewest recent calls), as when the visitor moves it with their link: the
 * visitor asked for the call, not for a person, and the team sees every time the call could go to.
 */
export function movePage({ member, call, slots, timeZone, error }: { member: string; call: CallRow; slots: readonly HostedSlot[]; timeZone: string; error?: string }): string {
  const callType = callTypeById(call.callType);
  const current = hostName(call.host);
  const firstName = (id: string) => hostName(id).split(' ')[0] ?? id;
  const others = (slot: HostedSlot) => slot.hosts.map(firstName).join(', ').replace(/, ([^,]*)$/, ' or $1');
  return layout({
    title: `Move the call with ${call.name}`,
    member,
    section: 'calls',
    body: html`<p class="back"><a href="${INBOX_PATH}/calls">All calls</a></p>
${notice(error, 'error')}
<div class="detail">
<section aria-labelledby="move-title" class="card">
<h2 id="move-title">New time</h2>
<p>Now: <strong>${intervalLabel({ start: call.startsAt, end: call.endsAt }, timeZone)}</strong>, ${callType?.name ?? call.callType} hosted by ${current}.</p>
${slots.length
  ? html`<form method="post" action="${INBOX_PATH}/calls/${call.id}/move" class="stack">
<label for="move-start">Free times of this kind of call (${zoneName(timeZone)})</label>
<select id="move-start" name="start" required class="${inputClasses}" aria-describedby="move-hosts">
<option value="">Choose a time</option>
${groupByDay(slots, timeZone).map(
  (day) => html`<optgroup label="${dayLabel(day.slots[0]?.start ?? day.date, timeZone)}">${day.slots.map(
    (slot) => html`<option value="${slot.start.toISOString()}">${timeLabel(slot.start, timeZone)}–${timeLabel(slot.end, timeZone)}${slot.hosts.includes(call.host) ? '' : ` · with ${others(slot)} (${firstName(call.host)} is busy)`}</option>`,
  )}</optgroup>`,
)}
</select>
<p id="move-hosts" class="meta">${current} keeps the call at every time they are free. A time marked with another name is one when ${current} is busy and that host of this kind of call is free: they take the call, as when the visitor moves it with their own link.</p>
<button type="submit" class="${siteButton()}">Move the call</button>
</form>`
  : html`<p class="meta">No free times for this kind of call right now. Edit availability, or cancel the call.</p>`}
</section>
<section aria-labelledby="after-title" class="card">
<h2 id="after-title">What happens</h2>
<p>The visitor gets the new time by e-mail, with a new invite and a new link to manage the call (the old link stops working). The host, guests and the team are told, and the old time is offered again at once.</p>
</section>
</div>`,
  });
}

export interface AvailabilityView {
  timeZone: string;
  /** Effective values, and whether each comes from the editor (else the environment's default). */
  settings: { key: 'minimumNoticeHours' | 'horizonDays' | 'maxCallsPerDay'; label: string; unit: string; value: number; stored: boolean; min: number; max: number }[];
  /** Dates blocked here (removable). */
  blocked: { date: string; host: string; by: string }[];
  /** Dates from the configuration (SCHEDULE_BLOCKED_DATES / content), not removable here. */
  configured: readonly string[];
  /** Each host's stored weekly hours (SCHEDULE_HOURS syntax), or null for the office hours. */
  hours: { host: string; hours: string | null; by: string | null }[];
}

export function availabilityPage({ member, view, message, error }: { member: string; view: AvailabilityView; message?: string; error?: string }): string {
  const today = new Date().toISOString().slice(0, 10);
  return layout({
    title: 'Availability',
    member,
    section: 'calls',
    body: html`<p class="back"><a href="${INBOX_PATH}/calls">All calls</a></p>
${notice(message)}${notice(error, 'error')}
<p class="meta">Changes apply at once to the times /contact offers. Days and hours are in the office's zone (${zoneName(view.timeZone)}).</p>
<div class="detail">
<div>
<section aria-labelledby="block-title" class="card">
<h2 id="block-title">Blocked dates and holidays</h2>
<form method="post" action="${INBOX_PATH}/calls/availability/block" class="filters">
<div><label for="block-date">Date</label><input id="block-date" name="date" type="date" required min="${today}" class="${inputClasses}"></div>
<div><label for="block-host">For</label><select id="block-host" name="host" class="${inputClasses}"><option value="">Everyone (office closed)</option>${callHosts.map((entry) => html`<option value="${entry.id}">${hostName(entry.id)}</option>`)}</select></div>
<div class="actions"><button type="submit" class="${siteButton()}">Block date</button></div>
</form>
${view.blocked.length
  ? html`<ul class="plain">${view.blocked.map(
      (entry) => html`<li class="row"><span><strong>${entry.date}</strong> ${entry.host ? `(${hostName(entry.host)})` : '(everyone)'} <span class="meta">by ${entry.by}</span></span>
<form method="post" action="${INBOX_PATH}/calls/availability/unblock"><input type="hidden" name="date" value="${entry.date}"><input type="hidden" name="host" value="${entry.host}"><button type="submit" class="${siteButton('ghost', 'sm')}">Unblock<span class="visually-hidden"> ${entry.date}</span></button></form></li>`,
    )}</ul>`
  : html`<p class="meta">No dates blocked here yet.</p>`}
<p class="meta">Also closed, from the configuration: ${view.configured.filter((date) => date >= today).join(', ') || 'none'}.</p>
</section>
<section aria-labelledby="hours-title" class="card">
<h2 id="hours-title">Weekly hours per host</h2>
<p class="meta">Like <code>mon-thu=09:00-12:00,13:00-17:00; fri=09:00-13:00</code>. Empty: the office hours.</p>
<ul class="plain">${view.hours.map(
  (entry) => html`<li><form method="post" action="${INBOX_PATH}/calls/availability/hours" class="stack">
<input type="hidden" name="host" value="${entry.host}">
<label for="hours-${entry.host}">${hostName(entry.host)}${entry.by ? html` <span class="meta">(set by ${entry.by})</span>` : ''}</label>
<input id="hours-${entry.host}" name="hours" value="${entry.hours ?? ''}" maxlength="300" class="${inputClasses}" placeholder="Office hours">
<button type="submit" class="${siteButton('secondary', 'sm')}">Save hours<span class="visually-hidden"> of ${hostName(entry.host)}</span></button>
</form></li>`,
)}</ul>
</section>
</div>
<section aria-labelledby="rules-title" class="card">
<h2 id="rules-title">Booking rules</h2>
<form method="post" action="${INBOX_PATH}/calls/availability/settings" class="stack">
${view.settings.map(
  (setting) => html`<label for="${setting.key}">${setting.label} (${setting.unit})${setting.stored ? '' : html` <span class="meta">default</span>`}</label>
<input id="${setting.key}" name="${setting.key}" type="number" inputmode="numeric" min="${setting.min}" max="${setting.max}" value="${setting.value}" required class="${inputClasses}">`,
)}
<button type="submit" class="${siteButton()}">Save rules</button>
</form>
</section>
</div>`,
  });
}
