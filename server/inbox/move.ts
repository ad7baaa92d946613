import type { Context, Hono } from 'hono';
import type { Database } from '../db';
import { cleanReason, hostedQuery, SlotUnavailable, upcomingBooking } from '../schedule/bookings';
import { callTypeById } from '../schedule/config';
import { rescheduleWithMails, type ScheduleContext } from '../schedule/service';
import { hostedSlots, type HostedSlot } from '../schedule/slots';
import { isUuid } from '../leads/operations';
import { movePage } from './call-pages';

/** Moving a call from the inbox (registered by routes.ts): the times it may go to, the list, the confirmation and the move. */

type Call = NonNullable<Awaited<ReturnType<typeof upcomingBooking>>>;

/** The times a call could move to, computed as the move is (the call's own time held by nothing), less the time it has. */
export async function movableTimes(db: Database, schedule: Omit<ScheduleContext, 'now'>, call: Call, now: Date): Promise<HostedSlot[] | undefined> {
  const callType = callTypeById(call.callType);
  if (!callType) return undefined;
  return hostedSlots(await hostedQuery(db, schedule.availability, callType, now, schedule.hosts, call.id)).filter((slot) => slot.start.getTime() !== call.startsAt.getTime());
}

/** The offered time a form or link names (any spelling of the instant), or undefined for anything else. */
export function offeredAt(slots: readonly HostedSlot[], value: unknown): HostedSlot | undefined {
  const time = typeof value === 'string' && value.length <= 40 ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : slots.find((slot) => slot.start.getTime() === time);
}

const moveErrors: Record<string, string> = {
  taken: 'That time is no longer free. Please pick another one.',
  'not-offered': 'That time is not one this call can move to. Please pick one of the times below.',
};
/** The notice a redirect's `error` names; nothing for any other value (`__proto__` included). */
const moveError = (key: string | undefined) => (key && Object.hasOwn(moveErrors, key) ? moveErrors[key] : undefined);

/** The call's version (iCalendar sequence) a cancel or move form carries; null when absent or not one. */
export function formSequence(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

type Env = { Variables: { member: string; timeZone: string } };

interface MoveDeps {
  db: Database;
  schedule: Omit<ScheduleContext, 'now'> | undefined;
  now: () => Date;
  page: (c: Context, body: string, status?: 200 | 400) => Response | Promise<Response>;
  see: (c: Context, path: string) => Response;
  /** Why a change by id did not apply ('changed' or 'gone'). */
  notApplied: (id: string) => Promise<string>;
}

/** GET and POST /calls/:id/move: CSRF by the API's same-site guard and the Strict cookie, the session checked before these run. */
export function moveRoutes<E extends Env>(app: Hono<E>, { db, schedule, now, page, see, notApplied }: MoveDeps): void {
  /** An upcoming call and the times it may move to; undefined when it is gone (or this server books no calls). */
  const movable = async (id: string) => {
    const call = schedule ? await upcomingBooking(db, id, now()) : undefined;
    const slots = call && schedule && (await movableTimes(db, schedule, call, now()));
    return call && slots ? { call, slots } : undefined;
  };
  // Step one lists the times; choosing one asks this page again with ?start= (a GET: nothing changes) for step two, the confirmation.
  app.get('/calls/:id/move', async (c) => {
    const found = await movable(c.req.param('id'));
    if (!found) return see(c, '/calls?done=gone');
    const asked = c.req.query('start');
    const chosen = asked === undefined ? undefined : offeredAt(found.slots, asked);
    const refused = asked !== undefined && !chosen;
    // The version the member's list showed travels to the confirmation: a change made in between is refused there.
    const sequence = formSequence(c.req.query('sequence')) ?? found.call.sequence;
    return page(c, movePage({ member: c.get('member'), ...found, timeZone: c.get('timeZone'), error: moveError(refused ? 'not-offered' : c.req.query('error')), chosen, sequence }), refused ? 400 : 200);
  });
  app.post('/calls/:id/move', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody();
    if (!schedule || !isUuid(id)) return see(c, '/calls?done=gone');
    const sequence = formSequence(form.sequence);
    if (sequence === null) return see(c, `/calls?done=${await notApplied(id)}`);
    const found = await movable(id);
    if (!found) return see(c, '/calls?done=gone');
    // Only a time the page offered: anything else (malformed, past, outside the hours, the call's own) goes back to the list.
    const chosen = offeredAt(found.slots, form.start);
    if (!chosen) return see(c, `/calls/${id}/move?error=not-offered`);
    // The agency's reason goes to the visitor: required, plain text, at most 500 characters (cleanReason).
    const reason = cleanReason(typeof form.reason === 'string' ? form.reason : '');
    const missing = 'Write a sentence for the visitor on why the call moves: it is sent to them.';
    if (!reason || reason.length < 3) return page(c, movePage({ member: c.get('member'), ...found, timeZone: c.get('timeZone'), chosen, sequence, error: missing }), 400);
    try {
      // Only the version the member's page showed is moved: of two changes from one page, one applies.
      const moved = await rescheduleWithMails(db, { id, sequence }, chosen.start, { ...schedule, now }, c.get('member'), reason);
      return see(c, `/calls?done=${moved ? 'moved' : await notApplied(id)}`);
    } catch (error) {
      if (!(error instanceof SlotUnavailable)) throw error;
      return see(c, `/calls/${id}/move?error=taken`);
    }
  });

}
