import { randomUUID } from 'node:crypto';
import { site } from '@/content/site';
import { callTypes, SCHEDULE_PAGE, type CallType } from '@/content/scheduling';
import { googleCalendarUrl, outlookCalendarUrl } from '@/lib/schedule/calendar-links';
import { commonTimeZones, dayLabel, groupByDay, intervalLabel, timeLabel, zoneName } from '@/lib/schedule/format';
import { escapeHtml, htmlPage } from '../api/html';
import { callTitle } from './ics';
import type { Slot } from './slots';

/**
 * The scheduling pages the server renders: booking without scripts (the /contact section links here),
 * its confirmation, and the page a mailed link opens to cancel or move a call. Plain HTML forms that post
 * back to /api/schedule; every value from a visitor is escaped.
 */

export const SCHEDULE_PATH = SCHEDULE_PAGE;

const style = `
form{margin:0}
fieldset{border:1px solid #e4e4e7;border-radius:.75rem;margin:0 0 1rem;padding:1rem}
legend{font-weight:600;padding:0 .25rem}
.times{display:flex;flex-wrap:wrap;gap:.5rem}
.times label{display:inline-flex;align-items:center;gap:.4rem;border:1px solid #d4d4d8;border-radius:.5rem;padding:.4rem .7rem;cursor:pointer}
.times label:has(input:checked){border-color:#1d4ed8;background:#eff6ff}
.times small{color:#52525b}
.field{display:block;margin:0 0 1rem}
.field span{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text],input[type=email],textarea,select{box-sizing:border-box;width:100%;font:inherit;padding:.55rem .7rem;border:1px solid #a1a1aa;border-radius:.5rem;background:#fff;color:inherit}
button{font:inherit;font-weight:600;border:0;border-radius:.6rem;padding:.7rem 1.2rem;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1c1d21;border:1px solid #a1a1aa}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.muted{color:#52525b}
.notice{border-left:4px solid #b45309;background:#fffbeb;padding:.75rem 1rem;border-radius:.25rem}
.choices{display:flex;flex-wrap:wrap;gap:1rem;align-items:end;margin:0 0 1.5rem}
.choices label{flex:1 1 14rem}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem}
dt{font-weight:600}
dd{margin:0}
`;

function page(title: string, body: string): string {
  return htmlPage({ title, body, style, wide: true });
}

export interface PickerState {
  callType: CallType;
  timeZone: string;
  agencyZone: string;
  slots: Slot[];
  /** What the visitor sent, when the page is shown again after a refusal. */
  values?: Partial<Record<'start' | 'name' | 'email' | 'company' | 'topic', string>>;
  /** A refusal or problem to show above the form. */
  message?: string;
}

function zoneOptions(selected: string): string {
  const zones = commonTimeZones.includes(selected as (typeof commonTimeZones)[number]) ? [...commonTimeZones] : [selected, ...commonTimeZones];
  return zones.map((zone) => `<option value="${escapeHtml(zone)}"${zone === selected ? ' selected' : ''}>${escapeHtml(zone.replace(/_/g, ' '))}</option>`).join('');
}

function slotRadios(slots: Slot[], timeZone: string, agencyZone: string, checked: string | undefined): string {
  if (slots.length === 0) {
    return `<p class="notice">No times are free in the next weeks. E-mail <a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a> or call ${escapeHtml(site.phone.display)} and we find one together.</p>`;
  }
  return groupByDay(slots, timeZone)
    .map(({ slots: daySlots }) => {
      const first = daySlots[0]!;
      const radios = daySlots
        .map((slot) => {
          const value = slot.start.toISOString();
          const agency = timeZone === agencyZone ? '' : ` <small>(${escapeHtml(timeLabel(slot.start, agencyZone))} office)</small>`;
          return `<label><input type="radio" name="start" value="${value}" required${value === checked ? ' checked' : ''}> ${escapeHtml(timeLabel(slot.start, timeZone))}${agency}</label>`;
        })
        .join('');
      return `<fieldset><legend>${escapeHtml(dayLabel(first.start, timeZone))}</legend><div class="times">${radios}</div></fieldset>`;
    })
    .join('');
}

/** GET /api/schedule: every free time as radio buttons, then who the visitor is. */
export function pickerPage({ callType, timeZone, agencyZone, slots, values = {}, message }: PickerState): string {
  const now = new Date();
  const typeOptions = callTypes.map((type) => `<option value="${type.id}"${type.id === callType.id ? ' selected' : ''}>${escapeHtml(`${type.name} (${type.minutes} minutes)`)}</option>`).join('');
  const body = `
<p>${escapeHtml(callType.summary)} Times are shown in <strong>${escapeHtml(zoneName(timeZone, now))}</strong>; our office works in ${escapeHtml(zoneName(agencyZone, now))}.</p>
<form method="get" action="${SCHEDULE_PATH}" class="choices">
<label class="field"><span>Kind of call</span><select name="type">${typeOptions}</select></label>
<label class="field"><span>Your time zone</span><select name="tz">${zoneOptions(timeZone)}</select></label>
<button type="submit" class="secondary">Show times</button>
</form>
${message ? `<p class="notice" role="alert">${escapeHtml(message)}</p>` : ''}
<form method="post" action="${SCHEDULE_PATH}/bookings">
<input type="hidden" name="type" value="${callType.id}">
<input type="hidden" name="timeZone" value="${escapeHtml(timeZone)}">
<input type="hidden" name="submissionId" value="${randomUUID()}">
<h2>Pick a time</h2>
${slotRadios(slots, timeZone, agencyZone, values.start)}
<h2>About you</h2>
<label class="field"><span>Name</span><input type="text" name="name" required minlength="2" maxlength="100" autocomplete="name" value="${escapeHtml(values.name ?? '')}"></label>
<label class="field"><span>Email</span><input type="email" name="email" required maxlength="254" autocomplete="email" value="${escapeHtml(values.email ?? '')}"></label>
<label class="field"><span>Company <span class="muted">(optional)</span></span><input type="text" name="company" maxlength="120" autocomplete="organization" value="${escapeHtml(values.company ?? '')}"></label>
<label class="field"><span>What would you like to talk about? <span class="muted">(optional)</span></span><textarea name="topic" rows="4" maxlength="1000">${escapeHtml(values.topic ?? '')}</textarea></label>
<p class="hp" aria-hidden="true"><label>Leave empty <input type="text" name="website" tabindex="-1" autocomplete="off"></label></p>
<p><button type="submit">Book the ${escapeHtml(callType.name.toLowerCase())}</button></p>
<p class="muted">We send the invite to your e-mail at once, with a link to cancel or reschedule. Prefer to write first? <a href="/contact">Use the contact form</a>.</p>
</form>`;
  return page(`Book a ${callType.name.toLowerCase()}`, body);
}

export interface ConfirmedCall {
  callType: CallType | undefined;
  start: Date;
  end: Date;
  email: string;
  visitorZone: string;
  agencyZone: string;
  icsPath: string;
  /** Who takes the call (the roster's name) and where (https). */
  hostName?: string;
  meetingUrl?: string | null;
}

/** Host and video room rows of a call's details list (empty for calls booked before hosts). */
function hostRows(hostName: string | undefined, meetingUrl: string | null | undefined): string {
  return `${hostName ? `<dt>With</dt><dd>${escapeHtml(hostName)}</dd>` : ''}${meetingUrl ? `<dt>Video call</dt><dd style="overflow-wrap:anywhere"><a href="${escapeHtml(meetingUrl)}" rel="noopener noreferrer">${escapeHtml(meetingUrl)}</a></dd>` : ''}`;
}

/** Both zones, the calendar links: shared by the booking and the reschedule confirmations. */
function callDetails({ callType, start, end, visitorZone, agencyZone, icsPath, hostName, meetingUrl }: ConfirmedCall): string {
  const event = {
    title: callTitle(callType),
    start,
    end,
    details: `${callType?.name ?? 'Call'} booked on ${site.url.replace(/^https?:\/\//, '')}.${meetingUrl ? ` Video call: ${meetingUrl}` : ' The video link follows by e-mail.'}`,
  };
  const agencyLine = visitorZone === agencyZone ? '' : `<dt>Our office</dt><dd>${escapeHtml(intervalLabel({ start, end }, agencyZone))}</dd>`;
  return `<dl><dt>Call</dt><dd>${escapeHtml(callType?.name ?? 'Call')}, ${callType?.minutes ?? Math.round((end.getTime() - start.getTime()) / 60_000)} minutes</dd>
<dt>Your time</dt><dd>${escapeHtml(intervalLabel({ start, end }, visitorZone))}</dd>${agencyLine}${hostRows(hostName, meetingUrl)}</dl>
<h2>Add to your calendar</h2>
<p><a href="${escapeHtml(icsPath)}">Download the invite (.ics)</a> · <a href="${escapeHtml(googleCalendarUrl(event))}" rel="noopener">Google Calendar</a> · <a href="${escapeHtml(outlookCalendarUrl(event))}" rel="noopener">Outlook</a></p>`;
}

export function confirmationPage(call: ConfirmedCall): string {
  return page(
    'Your call is booked',
    `${callDetails(call)}
<p>We sent the invite to <strong>${escapeHtml(call.email)}</strong> with a link to cancel or reschedule. ${call.hostName ? `${escapeHtml(call.hostName)} joins the call` : 'A senior engineer joins the call'}; the video link is in the invite.</p>
<p><a href="/contact">Back to the contact page</a></p>`,
  );
}

export function rescheduledPage(call: ConfirmedCall): string {
  return page('Your call has moved', `${callDetails(call)}<p>We sent the updated invite to <strong>${escapeHtml(call.email)}</strong>, with a new link to cancel or reschedule: the old one no longer works.</p>`);
}

export interface ManageState {
  token: string;
  callType: CallType | undefined;
  start: Date;
  end: Date;
  timeZone: string;
  agencyZone: string;
  slots: Slot[];
  message?: string;
  hostName?: string;
  meetingUrl?: string | null;
}

/** GET /api/schedule/manage?token=…: what is booked, and two forms; nothing changes until one is sent. */
export function managePage({ token, callType, start, end, timeZone, agencyZone, slots, message, hostName, meetingUrl }: ManageState): string {
  const body = `
<dl><dt>Call</dt><dd>${escapeHtml(callType?.name ?? 'Call')}</dd><dt>Time</dt><dd>${escapeHtml(intervalLabel({ start, end }, timeZone))}</dd>${hostRows(hostName, meetingUrl)}</dl>
${message ? `<p class="notice" role="alert">${escapeHtml(message)}</p>` : ''}
<h2>Move the call</h2>
<form method="post" action="${SCHEDULE_PATH}/manage">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="action" value="reschedule">
<input type="hidden" name="timeZone" value="${escapeHtml(timeZone)}">
${slotRadios(slots, timeZone, agencyZone, undefined)}
<p><button type="submit">Move my call to this time</button></p>
</form>
<h2>Cancel the call</h2>
<form method="post" action="${SCHEDULE_PATH}/manage">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="action" value="cancel">
<p><label for="cancel-reason">Reason (optional, for the team)</label><br><textarea id="cancel-reason" name="reason" maxlength="500" rows="3"></textarea></p>
<p><button type="submit" class="secondary">Cancel my call</button></p>
</form>`;
  return page('Your booked call', body);
}

export function messagePage(title: string, text: string, link: { href: string; label: string } = { href: SCHEDULE_PATH, label: 'See the free times' }): string {
  return page(title, `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`);
}
