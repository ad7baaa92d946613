import { createHash } from 'node:crypto';
import { type CallType } from '@/content/scheduling';
import { bookingErrors, bookingSchema, type BookingConfirmation, type BookingData } from '@/lib/forms/booking';
import { dateKey, isTimeZone } from '@/lib/schedule/format';
import { FormRefusal, type FormDefinition } from '../forms/pipeline';
import { BookingRefused, isOverlap, offeredSlots, replayedBooking, SlotUnavailable } from './bookings';
import { callTypeById } from './config';
import { defaultHostSettings, hostSummary, isHostOf, practiceHosts } from './hosts';
import { ANY_HOST } from '@/content/scheduling';
import type { Booking } from '../db/schema';
import type { Database } from '../db';
import { loadAvailability } from './availability-store';
import { confirmationPage, heldPage, pickerPage, SCHEDULE_PATH } from './pages';
import { bookWithMails, guestList, invitePath, manageUrl } from './service';
import type { HostedSlot } from './slots';
import type { ScheduleOptions } from './api';

/** The free times as the picker's JSON reads them. */
export const slotJson = (slots: HostedSlot[]) => slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString(), hosts: slot.hosts }));

/** POST /api/schedule/bookings as one of the pipeline's forms: rate limit, honeypot, idempotency, 409. */
export function bookingForm(options: ScheduleOptions): FormDefinition<BookingData> {
  const { availability } = options;
  /** The answer and page of a booking; the office's times in the stored office zone (the Availability page's, as the picker's and the slots'). */
  const confirmation = async (db: Database, booking: Booking, inviteToken: string, manageToken?: string) => {
    const officeZone = (await loadAvailability(db, availability)).timeZone;
    const host = hostSummary(booking.host);
    const held = booking.heldUntil && booking.status === 'confirmed' ? booking.heldUntil : null;
    const answer: BookingConfirmation = {
      id: booking.id,
      start: booking.startsAt.toISOString(),
      end: booking.endsAt.toISOString(),
      ics: invitePath(booking.id, inviteToken),
      ...(host ? { host } : {}),
      ...(booking.meetingUrl ? { meetingUrl: booking.meetingUrl } : {}),
      ...(manageToken && !held ? { manage: manageUrl('', manageToken) } : {}),
      guests: booking.guests,
      // Held for the visitor's proof (holds.ts): the manage link comes with the confirmation mail.
      ...(held ? { held: true as const, heldUntil: held.toISOString() } : {}),
    };
    const visitorZone = booking.visitorTimeZone ?? officeZone;
    if (held) return { id: booking.id, answer: answer as unknown as Record<string, unknown>, page: heldPage({ email: booking.email, until: held, timeZone: visitorZone }) };
    const page = confirmationPage({ callType: callTypeById(booking.callType), start: booking.startsAt, end: booking.endsAt, email: booking.email, visitorZone, agencyZone: officeZone, icsPath: answer.ics, host, meetingUrl: answer.meetingUrl, managePath: answer.manage });
    return { id: booking.id, answer: answer as unknown as Record<string, unknown>, page };
  };
  return {
    name: 'schedule/bookings',
    type: 'booking',
    schema: bookingSchema,
    fieldErrors: bookingErrors,
    labels: { start: 'Time', type: 'Kind of call', name: 'Name', email: 'Email', company: 'Company', topic: 'What the call is about', host: 'Host', guests: 'Guests', budget: 'Budget', timeline: 'Timeline', timeZone: 'Time zone' },
    formPath: SCHEDULE_PATH,
    thankYouPath: '/contact',
    async store(tx, data, meta) {
      const input = bookingInput(data);
      let booked: Awaited<ReturnType<typeof bookWithMails>>;
      try {
        booked = await bookWithMails(tx, input, { ...meta, submissionDigest: submissionDigest(data) }, options);
      } catch (error) {
        if (error instanceof BookingRefused) throw new FormRefusal(error.message);
        if (!(error instanceof SlotUnavailable) && !isOverlap(error)) throw error;
        throw refusedTime(error instanceof SlotUnavailable ? error.message : 'That time was just taken. Please pick another one.', data);
      }
      if (!booked) return null;
      const { issued, agencyNotice } = booked;
      return { ...(await confirmation(tx as Database, issued.booking, issued.inviteToken, issued.manageToken || undefined)), notification: agencyNotice ? { ...agencyNotice } : null };
    },
    async findBySubmissionId(db, submissionId) {
      const replay = await replayedBooking(db, submissionId);
      return replay ? confirmation(db as Database, replay.booking, replay.inviteToken) : undefined;
    },
    // The honeypot answers as a booking would: 409 when the time is not offered, else a 201 shaped like a real
    // one. It reads nothing stored about the address or network (issue 41: a cap's answer told that the address
    // had calls): only the public free times and what was sent (guests: held for a proof, as a booking would be).
    async honeypot(db, data, id) {
      const input = bookingInput(data);
      const slots = await offeredSlots(db, availability, input.callType, options.now?.() ?? new Date(), { hosts: options.hosts, host: input.host });
      const slot = slots.find((entry) => entry.start.getTime() === input.start.getTime());
      if (!slot) return { refusal: refusedTime('That time was just taken. Please pick another one.', data) };
      const host = hostSummary(practiceHosts(input.practice, input.callType).find((id) => slot.hosts.includes(id)) ?? slot.hosts[0] ?? '');
      const answer: Omit<BookingConfirmation, 'id'> = {
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        ics: invitePath(id, createHash('sha256').update(`ics:${id}`).digest('base64url')),
        ...(host ? { host } : {}),
        meetingUrl: `${(options.hosts?.meetingBase ?? 'https://meet.jit.si')}/Northstack-${createHash('sha256').update(`room:${id}`).digest('base64url').slice(0, 22).replace(/[-_]/g, 'x')}`,
        ...(input.guests.length ? {} : { manage: manageUrl('', createHash('sha256').update(`manage:${id}`).digest('base64url')) }),
        guests: input.guests ?? [],
      };
      if (input.guests.length) {
        const limits = (options.hosts ?? defaultHostSettings).limits;
        Object.assign(answer, { held: true, heldUntil: new Date((options.now?.() ?? new Date()).getTime() + limits.holdMinutes * 60_000).toISOString() });
      }
      return { answer: answer as unknown as Record<string, unknown> };
    },
  };

  function bookingInput(data: BookingData) {
    const callType = callTypeById(data.type) as CallType;
    const visitorTimeZone = data.timeZone && isTimeZone(data.timeZone) ? data.timeZone : null;
    const guests = guestList(data.guests, data.email);
    if ('error' in guests) throw new FormRefusal(guests.error);
    if (data.host !== ANY_HOST && !isHostOf(callType, data.host)) throw new FormRefusal(`That person does not take this kind of call. Please choose another host, or whoever is free.`);
    return {
      start: new Date(data.start),
      callType,
      name: data.name,
      email: data.email,
      company: data.company,
      topic: data.topic,
      visitorTimeZone,
      locale: data.locale ?? null,
      host: data.host,
      practice: data.practice ?? null,
      guests: guests.guests,
      budget: data.budget || null,
      timeline: data.timeline || null,
    };
  }

  function refusedTime(message: string, data: BookingData) {
    const callType = callTypeById(data.type) as CallType;
    const visitorTimeZone = data.timeZone && isTimeZone(data.timeZone) ? data.timeZone : null;
    return new FormRefusal(message, async (db) => {
          const slots = await offeredSlots(db, availability, callType, options.now?.() ?? new Date(), { hosts: options.hosts, host: data.host });
          // The refused time is not kept checked; everything the visitor typed is.
          const values = { name: data.name, email: data.email, company: data.company ?? '', topic: data.topic ?? '', host: data.host, guests: data.guests ?? '', budget: data.budget ?? '', timeline: data.timeline ?? '' };
          const office = (await loadAvailability(db, availability)).timeZone;
          const timeZone = visitorTimeZone ?? office;
          return { extra: { slots: slotJson(slots) }, page: pickerPage({ callType, timeZone, agencyZone: office, locale: data.locale ?? 'en-US', slots, day: dateKey(new Date(data.start), timeZone), values, message }) };
    });
  }
}

/** What a submission asked for, hashed: a replay of its id must ask for the same (the answer is the stored booking). */
function submissionDigest(data: BookingData): string {
  const { submissionId: _id, website: _honeypot, ...asked } = data as BookingData & { submissionId?: unknown; website?: unknown };
  void _id;
  void _honeypot;
  return createHash('sha256').update(JSON.stringify(Object.entries(asked).sort(([a], [b]) => a.localeCompare(b)))).digest('hex');
}
