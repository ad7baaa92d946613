import type { Context, Hono } from 'hono';
import { html, raw } from 'hono/html';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { bookings, inboxAudit, notifications, type Booking } from '../db/schema';
import type { RateLimiter } from '../http/rate-limit';
import { isUuid } from '../leads/operations';
import { teamDateTime } from '../leads/labels';
import { inputClasses, siteButton } from '../pages/site-page';
import { callItem, type PersonLead } from './call-pages';
import { INBOX_PATH, normaliseEmail } from './config';
import type { LeadEvent } from './leads';
import { layout, notice } from './pages';

/**
 * A call's own page in the inbox (`/api/inbox/calls/<id>`): the call, its **owner** (the team member who
 * answers for it, one of the inbox's members) set with a plain form, and its history from the outbox and
 * the audit rows. The owner is saved like a lead's (server/inbox/leads.ts saveLead): only a change is
 * written, with an `inbox_audit` row `call-owner` (who, when, the booking id and the owner; never the
 * visitor's data, so the history outlives an erasure without naming them).
 */

/** Sets a call's owner; false when it already had that one (nothing written). */
export async function saveCallOwner(db: Database, call: Pick<Booking, 'id' | 'owner'>, owner: string | null, by: string, now = new Date()): Promise<boolean> {
  if ((call.owner ?? null) === owner) return false;
  await db.transaction(async (tx) => {
    await tx.update(bookings).set({ owner }).where(eq(bookings.id, call.id));
    await tx.insert(inboxAudit).values({ at: now, actor: by, action: 'call-owner', detail: { booking: call.id, owner } });
  });
  return true;
}

/** What each outbox kind of a call says in its history (the mails' kinds, never their addresses). */
const mailEvents: Record<string, string> = {
  booking: 'Team notified by email',
  'booking-host': 'Host notified by email',
  'booking-confirmation': 'Confirmation emailed to the visitor',
  'booking-rescheduled': 'New time emailed to the visitor',
  'booking-cancelled': 'Cancellation emailed to the visitor',
  'booking-reminder': 'Reminder emailed to the visitor',
  'booking-guest': 'Invite emailed to a guest',
  'booking-confirm': 'Confirmation link emailed to the visitor',
};

/** A call's history, oldest first: booked, the mails sent about it, and what the team did (owner, moves, cancelling) from the audit. */
export async function callActivity(db: Database, call: Booking, timeZone: string): Promise<LeadEvent[]> {
  const [audit, mails] = await Promise.all([
    db.select().from(inboxAudit).where(sql`${inboxAudit.detail}->>'booking' = ${call.id}`).orderBy(asc(inboxAudit.at)),
    db.select({ kind: notifications.kind, sentAt: notifications.sentAt }).from(notifications).where(and(eq(notifications.leadId, call.id), isNotNull(notifications.sentAt))),
  ]);
  const events: LeadEvent[] = [{ at: call.createdAt, by: null, text: 'Booked on the website' }];
  for (const mail of mails) if (mail.sentAt && mailEvents[mail.kind]) events.push({ at: mail.sentAt, by: null, text: mailEvents[mail.kind]! });
  let cancelledByTeam = false;
  for (const row of audit) {
    const detail = row.detail;
    const when = (value: unknown) => (typeof value === 'string' ? teamDateTime(value, timeZone) : 'another time');
    const text =
      row.action === 'call-owner'
        ? typeof detail.owner === 'string' ? `Owner set to ${detail.owner}` : 'Owner removed'
        : row.action === 'move-call'
          ? `Moved from ${when(detail.from)} to ${when(detail.to)}`
          : row.action === 'cancel-call'
            ? 'Canceled in the inbox'
            : null;
    if (row.action === 'cancel-call') cancelledByTeam = true;
    if (text) events.push({ at: row.at, by: row.actor, text });
  }
  if (call.status === 'cancelled' && call.cancelledAt && !cancelledByTeam) events.push({ at: call.cancelledAt, by: null, text: 'Canceled by the visitor with their link' });
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The call's page: the call as the list shows it, the owner form and the history. */
export function callPage({ member, call, members, timeZone, upcoming, activity, leads, message }: { member: string; call: Booking; members: readonly string[]; timeZone: string; upcoming: boolean; activity: readonly LeadEvent[]; leads: readonly PersonLead[]; message?: string }): string {
  const owners = [...new Set([...members, ...(call.owner ? [call.owner] : [])])];
  return layout({
    title: `Call with ${call.name}`,
    member,
    section: 'calls',
    body: html`<p class="back"><a href="${INBOX_PATH}/calls">All calls</a></p>
${notice(message)}
<div class="detail">
<section aria-labelledby="call-title" class="card">
<h2 id="call-title">The call</h2>
<ul class="plain">${callItem(call, timeZone, upcoming, leads, false)}</ul>
</section>
<div class="side">
<section aria-labelledby="owner-title" class="card">
<h2 id="owner-title">Owner</h2>
<form method="post" action="${INBOX_PATH}/calls/${call.id}/owner" class="stack">
<label for="owner">The team member who answers for this call</label>
<select id="owner" name="owner" class="${inputClasses}"><option value="">Nobody yet</option>${owners.map((owner) => html`<option value="${owner}"${owner === call.owner ? raw(' selected') : ''}>${owner === member ? `${owner} (you)` : owner}</option>`)}</select>
<div class="row"><button type="submit" class="${siteButton()}">Save owner</button></div>
</form>
</section>
<section aria-labelledby="activity-title" class="card">
<h2 id="activity-title">Activity</h2>
<ol class="activity">${activity.map((event) => html`<li><span>${event.text}${event.by ? html` <span class="meta">by ${event.by}</span>` : ''}</span> <time class="meta" datetime="${event.at.toISOString()}">${teamDateTime(event.at, timeZone)}</time></li>`)}</ol>
</section>
</div>
</div>`,
  });
}

type Env = { Variables: { member: string; timeZone: string } };

interface CallOwnerDeps {
  db: Database;
  now: () => Date;
  page: (c: Context, body: string, status?: 200 | 400 | 404 | 429) => Response | Promise<Response>;
  see: (c: Context, path: string) => Response;
  /** The addresses that may own a call: the inbox's members. */
  members: () => Promise<string[]>;
  /** A person's leads, linked from their call. */
  leadsOf: (email: string) => Promise<PersonLead[]>;
  /** Owner changes per member (in the database, so every process shares it); none = unlimited. */
  limiter?: RateLimiter;
  /** The page for a refusal (no such call, an unknown owner, too many changes). */
  refused: (c: Context, title: string, text: string, status: 400 | 404 | 429) => Response | Promise<Response>;
}

const ownerMessages: Record<string, string> = { owner: 'Owner saved.', none: 'Nothing had changed, so nothing was saved.' };

/**
 * GET /calls/:id and POST /calls/:id/owner (registered after /calls/availability, whose path this would
 * match): the session is checked before these run, CSRF by the API's same-site guard and the Strict cookie.
 */
export function callOwnerRoutes<E extends Env>(app: Hono<E>, deps: CallOwnerDeps): void {
  const { db, now, page, see, refused } = deps;
  const find = async (id: string) => (isUuid(id) ? (await db.select().from(bookings).where(eq(bookings.id, id)))[0] : undefined);
  app.get('/calls/:id', async (c) => {
    const call = await find(c.req.param('id'));
    // A booking still waiting for its visitor's proof is no call yet (the list leaves it out too).
    if (!call || call.heldUntil) return refused(c, 'No such call', 'It may have been erased.', 404);
    const timeZone = c.get('timeZone');
    const upcoming = call.status === 'confirmed' && call.endsAt.getTime() > now().getTime();
    const message = ownerMessages[c.req.query('saved') ?? ''];
    return page(c, callPage({ member: c.get('member'), call, members: await deps.members(), timeZone, upcoming, activity: await callActivity(db, call, timeZone), leads: await deps.leadsOf(call.email), message }));
  });
  app.post('/calls/:id/owner', async (c) => {
    const member = c.get('member');
    if (deps.limiter && !(await deps.limiter.hit(`inbox-call-owner:${member}`)).ok) return refused(c, 'Too many changes', 'Nothing was saved: please wait a few minutes, then try again.', 429);
    const form = await c.req.parseBody();
    const call = await find(c.req.param('id'));
    const owner = typeof form.owner === 'string' ? normaliseEmail(form.owner) : null;
    if (!call || call.heldUntil || owner === null || (owner !== '' && owner !== call.owner && !(await deps.members()).includes(owner))) {
      return refused(c, 'Not saved', 'That call or team member does not exist.', 400);
    }
    const saved = await saveCallOwner(db, call, owner || null, member, now());
    return see(c, `/calls/${call.id}?saved=${saved ? 'owner' : 'none'}`);
  });
}
