import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callTypes, defaultAvailability, type Availability, type CallType } from '@/content/scheduling';
import type { DatabaseHandle } from '../db';
import { bookings, notifications } from '../db/schema';
import { backends, openTestDatabase } from '../testing/test-support';
import { bookCall, bookingByManageToken, cancelBooking, listBookings, offeredSlots, rescheduleBooking, SlotUnavailable, withOverlapCheck, type BookingInput } from './bookings';
import { bookingUid, feedIcs, inviteIcs } from './ics';

// One host each: these tests are about one host's calendar (hosts.test.ts has the round robin across several).
const discovery: CallType = { ...(callTypes[0] as CallType), hosts: ['elena-marchetti'] };
const review: CallType = { ...(callTypes[1] as CallType), hosts: ['elena-marchetti'] };
const availability: Availability = { ...defaultAvailability, blockedDates: [] };
// Monday 2027-03-01, 07:00 in Baltimore.
const now = new Date('2027-03-01T12:00:00Z');
const callTypeOf = (id: string) => [discovery, review].find((type) => type.id === id);
const meta = { submissionId: null, userAgent: null, ipHash: null };
const visitor = (start: string, callType = discovery): BookingInput => ({ start: new Date(start), callType, name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', topic: 'A ledger for our supply chain' });

describe.each(backends)('bookings on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  const book = (input: BookingInput, submissionId: string | null = null) =>
    withOverlapCheck(() => handle.db.transaction((tx) => bookCall(tx, input, { ...meta, submissionId }, availability, now)));

  beforeAll(async () => {
    if (!skip) handle = await openTestDatabase(env, `bookings_${name}`);
  }, 120_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    if (!skip) await handle.db.execute(sql`truncate bookings, notifications`);
  });

  it.skipIf(skip)('books an offered slot once; the slot and its buffer leave the offer', async () => {
    const issued = await book(visitor('2027-03-02T14:00:00Z'));
    expect(issued?.booking).toMatchObject({ status: 'confirmed', callType: 'discovery', name: 'Ada Lovelace' });
    expect(issued?.booking.endsAt.toISOString()).toBe('2027-03-02T14:30:00.000Z');
    // Only hashes are stored.
    const [row] = await handle.db.select().from(bookings);
    expect(JSON.stringify(row)).not.toContain(issued!.manageToken);
    expect(JSON.stringify(row)).not.toContain(issued!.inviteToken);
    const starts = (await offeredSlots(handle.db, availability, discovery, now)).map((slot) => slot.start.toISOString());
    expect(starts).not.toContain('2027-03-02T14:00:00.000Z');
    expect(starts).not.toContain('2027-03-02T14:30:00.000Z'); // inside the 15-minute buffer
    expect(starts).toContain('2027-03-02T15:00:00.000Z');
    await expect(book(visitor('2027-03-02T14:00:00Z'))).rejects.toThrow(SlotUnavailable);
  });

  it.skipIf(skip)('refuses a time that is not offered, whatever the database would allow', async () => {
    for (const start of ['2027-03-02T14:10:00Z', '2027-03-01T15:00:00Z', '2027-03-06T15:00:00Z', '2027-05-03T14:00:00Z']) {
      await expect(book(visitor(start))).rejects.toThrow(SlotUnavailable);
    }
    expect(await handle.db.select().from(bookings)).toHaveLength(0);
  });

  it.skipIf(skip)('lets the database refuse overlapping held time even when the checks are skipped', async () => {
    await book(visitor('2027-03-02T14:00:00Z'));
    // A direct insert of an overlapping 45-minute call: the exclusion constraint answers.
    await expect(
      withOverlapCheck(() =>
        handle.db.insert(bookings).values({ callType: 'technical-review', startsAt: new Date('2027-03-02T14:30:00Z'), endsAt: new Date('2027-03-02T15:15:00Z'), holdsUntil: new Date('2027-03-02T15:30:00Z'), name: 'B', email: 'b@example.com', inviteTokenHash: 'x', host: 'elena-marchetti' }),
      ),
    ).rejects.toThrow(SlotUnavailable);
  });

  it.skipIf(skip)('gives exactly one winner when ten visitors take the same slot at once', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => book({ ...visitor('2027-03-03T15:00:00Z'), email: `v${i}@example.com` })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(refused).toHaveLength(9);
    expect(refused.every((result) => result.reason instanceof SlotUnavailable)).toBe(true);
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  });

  it.skipIf(skip)('stores a retried submission once', async () => {
    const id = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    expect(await book(visitor('2027-03-02T18:00:00Z'), id)).not.toBeNull();
    expect(await book(visitor('2027-03-02T18:00:00Z'), id)).toBeNull();
    expect(await handle.db.select().from(bookings)).toHaveLength(1);
  });

  it.skipIf(skip)('cancels with the mailed token once, freeing the slot and dropping the reminder', async () => {
    const issued = (await book(visitor('2027-03-02T14:00:00Z')))!;
    await handle.db.insert(notifications).values({ kind: 'booking-reminder', leadId: issued.booking.id, payload: {}, nextAttemptAt: new Date('2027-03-01T14:00:00Z') });
    const cancelled = await handle.db.transaction((tx) => cancelBooking(tx, { token: issued.manageToken }));
    expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await handle.db.transaction((tx) => cancelBooking(tx, { token: issued.manageToken }))).toBeUndefined();
    expect(await bookingByManageToken(handle.db, issued.manageToken)).toBeUndefined();
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
    const starts = (await offeredSlots(handle.db, availability, discovery, now)).map((slot) => slot.start.toISOString());
    expect(starts).toContain('2027-03-02T14:00:00.000Z');
    expect(await book(visitor('2027-03-02T14:00:00Z'))).not.toBeNull();
  });

  it.skipIf(skip)('reschedules atomically: one slot held before, during and after; the old token is spent', async () => {
    const issued = (await book(visitor('2027-03-02T14:00:00Z')))!;
    const other = (await book({ ...visitor('2027-03-02T16:00:00Z'), email: 'other@example.com' }))!;
    // Onto another visitor's time: refused, and the booking still holds its own slot.
    await expect(withOverlapCheck(() => handle.db.transaction((tx) => rescheduleBooking(tx, { token: issued.manageToken }, other.booking.startsAt, callTypeOf, availability, now)))).rejects.toThrow(SlotUnavailable);
    const held = await listBookings(handle.db, { upcoming: true, now });
    expect(held.map((booking) => booking.startsAt.toISOString())).toEqual(['2027-03-02T14:00:00.000Z', '2027-03-02T16:00:00.000Z']);
    // Onto a free time: moved in one update, the old token no longer works.
    const moved = (await withOverlapCheck(() => handle.db.transaction((tx) => rescheduleBooking(tx, { token: issued.manageToken }, new Date('2027-03-04T18:30:00Z'), callTypeOf, availability, now))))!;
    expect(moved.booking).toMatchObject({ id: issued.booking.id, sequence: 1 });
    expect(moved.booking.startsAt.toISOString()).toBe('2027-03-04T18:30:00.000Z');
    expect(await bookingByManageToken(handle.db, issued.manageToken)).toBeUndefined();
    expect(await bookingByManageToken(handle.db, moved.manageToken)).toMatchObject({ id: issued.booking.id });
    const after = await listBookings(handle.db, { upcoming: true, now });
    expect(after).toHaveLength(2);
    expect(after.map((booking) => booking.startsAt.toISOString())).toContain('2027-03-04T18:30:00.000Z');
    expect(after.map((booking) => booking.startsAt.toISOString())).not.toContain('2027-03-02T14:00:00.000Z');
    // Moving next to its own old time is fine: the booking never blocks itself.
    const again = await withOverlapCheck(() => handle.db.transaction((tx) => rescheduleBooking(tx, { token: moved.manageToken }, new Date('2027-03-04T19:00:00Z'), callTypeOf, availability, now)));
    expect(again?.booking.startsAt.toISOString()).toBe('2027-03-04T19:00:00.000Z');
  });

  it.skipIf(skip)('closes a day at its maximum even under concurrent bookings of different slots', async () => {
    const tight = { ...availability, maxCallsPerDay: 2 };
    const starts = ['2027-03-02T14:00:00Z', '2027-03-02T15:00:00Z', '2027-03-02T16:00:00Z', '2027-03-02T18:00:00Z'];
    const results = await Promise.allSettled(
      starts.map((start, i) => withOverlapCheck(() => handle.db.transaction((tx) => bookCall(tx, { ...visitor(start), email: `d${i}@example.com` }, meta, tight, now)))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
  });

  it.skipIf(skip)('fits a 45-minute review around a 30-minute call with the buffer kept', async () => {
    await book(visitor('2027-03-02T15:00:00Z'));
    const starts = (await offeredSlots(handle.db, availability, review, now)).map((slot) => slot.start.toISOString());
    // 09:30 + 45 min + 15 min buffer reaches 10:30 > 10:00: refused; 09:00 ends 09:45 + 15 = 10:00: fine.
    expect(starts).toContain('2027-03-02T14:00:00.000Z');
    expect(starts).not.toContain('2027-03-02T14:30:00.000Z');
    await expect(book(visitor('2027-03-02T14:30:00Z', review))).rejects.toThrow(SlotUnavailable);
  });
});

describe('iCalendar', () => {
  const booking = {
    id: '0b6a3f0e-8f53-4c1a-9d7e-2f4b5c6d7e8f',
    callType: 'discovery',
    startsAt: new Date('2027-03-14T13:00:00Z'),
    endsAt: new Date('2027-03-14T13:30:00Z'),
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    topic: 'Line one; with, commas\nand a second line',
    sequence: 0,
    status: 'confirmed',
    createdAt: new Date('2027-03-01T12:00:00Z'),
  };

  function parse(text: string) {
    const calendar = new ICAL.Component(ICAL.parse(text));
    return { calendar, events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
  }

  it('writes an invite a real parser reads: REQUEST, organiser, attendee, stable UID, UTC times', () => {
    const { calendar, events } = parse(inviteIcs(booking, callTypes[0]));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const [event] = events;
    expect(event?.uid).toBe(bookingUid(booking.id));
    expect(event?.summary).toBe('Discovery call with Northstack');
    expect(event?.startDate.toJSDate().toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2027-03-14T13:30:00.000Z');
    expect(String(event?.organizer).toLowerCase()).toBe('mailto:hello@northstack.dev');
    expect(event?.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual(['mailto:ada@example.com']);
    expect(event?.sequence).toBe(0);
  });

  it('cancels the same event with a higher sequence', () => {
    const { calendar, events } = parse(inviteIcs({ ...booking, status: 'cancelled', sequence: 2 }, callTypes[0]));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(events[0]?.uid).toBe(bookingUid(booking.id));
    expect(events[0]?.sequence).toBe(2);
    expect(events[0]?.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('writes the team feed with every booking and what the visitor wrote, escaped', () => {
    const { calendar, events } = parse(feedIcs([booking, { ...booking, id: '1b6a3f0e-8f53-4c1a-9d7e-2f4b5c6d7e8f', startsAt: new Date('2027-03-15T13:00:00Z'), endsAt: new Date('2027-03-15T13:45:00Z'), callType: 'technical-review' }], callTypeOf));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(2);
    expect(events[1]?.summary).toBe('Technical review with Northstack');
    expect(events[0]?.description).toContain('Line one; with, commas\nand a second line');
    expect(parse(feedIcs([], callTypeOf)).events).toHaveLength(0);
  });
});
