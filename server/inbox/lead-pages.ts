import { html, raw } from 'hono/html';
import { site } from '@/content/site';
import { NOT_GIVEN } from '@/lib/forms/choice-labels';
import { inputClasses, siteButton, textareaClasses } from '../pages/site-page';
import { signedName, valueLabel } from '../leads/labels';
import { intervalLabel } from '@/lib/schedule/format';
import type { Booking } from '../db/schema';
import { callTypeById } from '../schedule/config';
import { INBOX_LOCALE, INBOX_PATH } from './config';
import { fieldLabel, internalFields, kindLabels, leadContext, leadKinds, leadStatuses, leadSummary, NOTE_MAX, statusLabels, type InboxLead, type LeadEvent, type LeadQuery } from './leads';
import { dateTime, layout, notice, zoneNote, type ZoneReading } from './pages';

/** The inbox's lead pages: the filtered list and one lead with its status, note and answers (see pages.ts). */

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

export function leadsPage({ member, query, leads, total, page, pages, message, reading }: { member: string; query: LeadQuery; leads: InboxLead[]; total: number; page: number; pages: number; message?: string; reading: ZoneReading }): string {
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
<p class="count" id="count">${total === 0 ? 'No leads match these filters.' : `${total} lead${total === 1 ? '' : 's'}${pages > 1 ? `, page ${page} of ${pages}` : ''}, newest first.`} ${zoneNote(reading)}</p>
<ul class="leads" aria-describedby="count">
${leads.map(
  (lead) => html`<li>
<a href="${INBOX_PATH}/leads/${lead.id}">
<span class="line"><strong>${signedName(lead) || String(lead.email ?? 'Anonymous')}</strong> <span class="badge ${lead.state.status}">${statusLabels[lead.state.status]}</span></span>
<span class="meta">${[kindLabels[lead.type], ...leadContext(lead), dateTime(lead.createdAt, reading.timeZone)].join(' · ')}${lead.state.owner ? ` · owner ${lead.state.owner}` : ''}</span>
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

/** What the page shows elsewhere (form, date, resume) or not at all (internalFields). */
const hiddenFields = new Set(['type', 'id', 'createdAt', 'resume', 'state', ...internalFields]);

export function leadDetailPage({ member, members, lead, calls = [], timeZone, activity, message }: { member: string; members: readonly string[]; lead: InboxLead; calls?: readonly Pick<Booking, 'id' | 'callType' | 'startsAt' | 'endsAt' | 'status'>[]; timeZone: string; activity: readonly LeadEvent[]; message?: string }): string {
  const email = typeof lead.email === 'string' ? lead.email : '';
  const name = signedName(lead) || email || 'Anonymous';
  const subject = `Re: your ${kindLabels[lead.type].toLowerCase()} to ${site.name}`;
  const fields = Object.entries(lead).filter(([key]) => !hiddenFields.has(key));
  const owners = [...new Set([...members, ...(lead.state.owner ? [lead.state.owner] : [])])];
  const { state } = lead;
  return layout({
    title: name,
    member,
    section: 'leads',
    script: true,
    body: html`<p class="back"><a href="${INBOX_PATH}/leads">All leads</a></p>
<p class="meta">${kindLabels[lead.type]} · received ${dateTime(lead.createdAt, timeZone)}</p>
${notice(message)}
<div class="detail">
<section aria-labelledby="fields-title" class="card">
<h2 id="fields-title">What they sent</h2>
<dl class="fields">${fields.map(([key, value]) => html`<div><dt>${fieldLabel(key)}</dt><dd>${valueLabel(key, value) || NOT_GIVEN}</dd></div>`)}</dl>
${lead.resume
  ? html`<p><a class="${siteButton('secondary')}" href="${INBOX_PATH}/leads/${lead.id}/resume">Download resume</a> <span class="meta">${lead.resume.format.toUpperCase()}, ${Math.max(1, Math.ceil(lead.resume.size / 1024))} KB</span></p>`
  : lead.type === 'job-application' || lead.type === 'talent-pool'
    ? html`<p class="meta">No resume stored.</p>`
    : ''}
${email ? html`<p><a class="${siteButton()}" href="mailto:${email}?subject=${encodeURIComponent(subject)}">Reply by email</a></p>` : ''}
</section>
<div class="side">
<section aria-labelledby="handling-title" class="card">
<h2 id="handling-title">Handling</h2>
<form method="post" action="${INBOX_PATH}/leads/${lead.id}" class="stack" data-unsaved-guard>
<div class="pair">
<div><label for="status">Status</label>
<select id="status" name="status" class="${inputClasses}">${leadStatuses.map((status) => html`<option value="${status}"${status === state.status ? raw(' selected') : ''}>${statusLabels[status]}</option>`)}</select></div>
<div><label for="owner">Owner</label>
<select id="owner" name="owner" class="${inputClasses}"><option value="">Nobody yet</option>${owners.map((owner) => html`<option value="${owner}"${owner === state.owner ? raw(' selected') : ''}>${owner === member ? `${owner} (you)` : owner}</option>`)}</select></div>
</div>
<label for="note">Private note <span class="meta">(only the team sees it)</span></label>
<textarea id="note" name="note" rows="5" maxlength="${NOTE_MAX}" class="${textareaClasses}">${state.note ?? ''}</textarea>
<div class="row"><button type="submit" class="${siteButton()}">Save</button><span class="meta" data-unsaved-state aria-live="polite"></span></div>
</form>
</section>
${calls.length
  ? html`<section aria-labelledby="calls-title" class="card">
<h2 id="calls-title">Their calls</h2>
<ul class="plain">${calls.map((call) => html`<li><a href="${INBOX_PATH}/calls/${call.id}">${callTypeById(call.callType)?.name ?? 'Call'}, ${intervalLabel({ start: call.startsAt, end: call.endsAt }, timeZone, INBOX_LOCALE)}</a> <span class="badge ${call.status}">${call.status === 'confirmed' ? 'Confirmed' : 'Canceled'}</span></li>`)}</ul>
</section>`
  : ''}
<section aria-labelledby="activity-title" class="card">
<h2 id="activity-title">Activity</h2>
<ol class="activity">${activity.map((event) => html`<li><span>${event.text}${event.by ? html` <span class="meta">by ${event.by}</span>` : ''}</span> <time class="meta" datetime="${event.at.toISOString()}">${dateTime(event.at, timeZone)}</time></li>`)}</ol>
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
