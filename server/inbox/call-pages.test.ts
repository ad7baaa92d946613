import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, countRows, resetAvailability } from '../testing/test-support';
import { bookings, contactRequests, inboxAudit, notifications } from '../db/schema';
import { useInbox } from '../testing/inbox';
import { renderMail } from '../testing/mail';
import { dateKey } from '@/lib/schedule/format';
import { defaultAvailability } from '@/content/scheduling';

const timeLabelIn = (instant: string, zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));

/** Integration tests of the inbox's calls: the list, cancelling, moving a call and the availability the team edits, on each backend. */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`inbox calls on ${backend.name}`, () => {
    const inbox = useInbox(backend, 'inbox_calls');
    const { post, get, signIn } = inbox;

    it('lists upcoming and past calls and cancels one as the agency: a confirmation with a reason, the visitor mailed an apology with it, the team told who', async () => {
      const cookie = await signIn();
      const [call] = await inbox.handle.db
        .insert(bookings)
        .values({ callType: 'intro', startsAt: new Date('2026-12-01T15:00:00Z'), endsAt: new Date('2026-12-01T15:30:00Z'), holdsUntil: new Date('2026-12-01T15:45:00Z'), name: 'Linus', email: 'linus@example.com', company: 'Kernel Co', topic: 'A rewrite in Rust', inviteTokenHash: 'x' })
        .returning();
      await inbox.handle.db.insert(bookings).values({ callType: 'intro', startsAt: new Date('2026-11-20T15:00:00Z'), endsAt: new Date('2026-11-20T15:30:00Z'), holdsUntil: new Date('2026-11-20T15:45:00Z'), name: 'Margaret', email: 'margaret@example.com', inviteTokenHash: 'y' });
      const listed = await (await get('/calls', cookie)).text();
      expect(listed).toContain('Upcoming (1)');
      expect(listed).toContain('Past and canceled (1)');
      expect(listed).toContain('A rewrite in Rust');
      expect(listed.indexOf('Linus')).toBeLessThan(listed.indexOf('Margaret'));
      await inbox.handle.db.execute(sql`truncate notifications`);
      // The list's Cancel opens a confirmation, never a one-click cancel.
      expect(listed).toContain(`href="/api/inbox/calls/${call!.id}/cancel"`);
      const confirm = await (await get(`/calls/${call!.id}/cancel`, cookie)).text();
      expect(confirm).toContain('Cancel the call and email Linus');
      expect(confirm).toMatch(/<textarea id="cancel-reason" name="reason"[^>]* required/);
      // No reason: nothing is cancelled, the page says what is missing.
      const bare = await post(`/calls/${call!.id}/cancel`, { sequence: String(call!.sequence), reason: '  ' }, { cookie });
      expect(bare.status).toBe(400);
      expect(await bare.text()).toContain('Write a sentence for the visitor');
      expect((await inbox.handle.db.select().from(bookings).where(sql`id = ${call!.id}`))[0]?.status).toBe('confirmed');
      expect(await countRows(inbox.handle, 'notifications')).toBe(0);
      const reason = 'Our lead engineer is ill this week; we would like to find a new time with you.';
      const cancelled = await post(`/calls/${call!.id}/cancel`, { sequence: String(call!.sequence), reason }, { cookie });
      expect(cancelled.headers.get('location')).toBe('/api/inbox/calls?done=cancelled');
      const [row] = await inbox.handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.status).toBe('cancelled');
      const mails = await inbox.handle.db.select().from(notifications);
      expect(mails.map((mail) => mail.kind).sort()).toEqual(['booking', 'booking-cancelled']);
      // The visitor: the agency's voice, an apology, the reason, a link to pick another time on this server.
      const visitor = renderMail(mails.find((mail) => mail.kind === 'booking-cancelled')!, undefined);
      expect(visitor.subject).toMatch(/^We need to cancel: /);
      expect(visitor.text).toContain('We are sorry: we need to cancel your');
      expect(visitor.text).toContain(`Why: ${reason}`);
      expect(visitor.text).toMatch(/Pick another time: https?:\/\/[^\s]+\/contact#schedule/);
      // The team: who did it.
      const team = renderMail(mails.find((mail) => mail.kind === 'booking')!, 'team@example.com');
      expect(team.text).toContain('was canceled by sales@northstack.test in the inbox.');
      expect(team.text).toMatch(new RegExp(`Reason sent to the visitor:\\s+${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(await (await get('/calls', cookie)).text()).toContain('Upcoming (0)');
    });

    it('moves a call by id: the visitor is mailed the new time and link, the old time is free again, audited; a taken time, a cancelled call and a cross-site post are refused', async () => {
      inbox.clock = new Date(); // the public slots below are computed at the real time
      const cookie = await signIn();
      const host = 'james-whitfield';
      const slotsOf = async (who = host) => ((await (await inbox.app.request(`https://site.test/api/schedule/slots?type=discovery&host=${who}`)).json()) as { slots: { start: string; end: string }[] }).slots.map((slot) => slot.start);
      const offered = await slotsOf();
      expect(offered.length).toBeGreaterThan(10);
      const [oldStart, newStart, takenStart] = [offered[0]!, offered[4]!, offered[8]!];
      const reason = 'Our host is travelling that day; we are sorry for the change.';
      const at = (start: string, minutes: number) => new Date(new Date(start).getTime() + minutes * 60_000);
      const booking = (start: string, who: string, name: string, email: string) => ({ callType: 'discovery', startsAt: new Date(start), endsAt: at(start, 30), holdsUntil: at(start, 30), host: who, name, email, inviteTokenHash: `invite-${name}-${who}` });
      const [call] = await inbox.handle.db.insert(bookings).values(booking(oldStart, host, 'Linus', 'linus@example.com')).returning();
      expect(await slotsOf()).not.toContain(oldStart);
      // Every host of the type is taken at takenStart.
      for (const other of ['james-whitfield', 'elena-marchetti', 'priya-raman', 'marcus-lindqvist']) await inbox.handle.db.insert(bookings).values(booking(takenStart, other, 'Grace', `grace-${other}@example.com`));
      await inbox.handle.db.execute(sql`truncate notifications`);

      const listed = await (await get('/calls', cookie)).text();
      expect(listed).toContain(`href="/api/inbox/calls/${call!.id}/move"`);
      const form = await (await get(`/calls/${call!.id}/move`, cookie)).text();
      expect(form).toContain(`value="${new Date(newStart).toISOString()}"`);
      expect(form).not.toContain(`value="${new Date(takenStart).toISOString()}"`);
      expect(form).not.toContain(`value="${new Date(oldStart).toISOString()}"`); // the time it has

      // A cross-site post changes nothing.
      expect((await post(`/calls/${call!.id}/move`, { start: newStart }, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
      // A taken time is not offered: refused, back on the list with the reason.
      const taken = await post(`/calls/${call!.id}/move`, { start: takenStart, sequence: '0', reason }, { cookie });
      expect(taken.headers.get('location')).toBe(`/api/inbox/calls/${call!.id}/move?error=not-offered`);
      expect(await (await get(`/calls/${call!.id}/move?error=not-offered`, cookie)).text()).toContain('That time is not one this call can move to');
      expect(await (await get(`/calls/${call!.id}/move?error=taken`, cookie)).text()).toContain('That time is no longer free');
      let [row] = await inbox.handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.startsAt.toISOString()).toBe(new Date(oldStart).toISOString());
      expect(await countRows(inbox.handle, 'notifications')).toBe(0);

      const moved = await post(`/calls/${call!.id}/move`, { start: new Date(newStart).toISOString(), sequence: '0', reason }, { cookie });
      expect(moved.status).toBe(303);
      expect(moved.headers.get('location')).toBe('/api/inbox/calls?done=moved');
      [row] = await inbox.handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.startsAt.toISOString()).toBe(new Date(newStart).toISOString());
      expect(row?.host).toBe(host);
      expect(row?.manageTokenHash).toBeTruthy();
      // The visitor's mail: the new time, a new manage link, the invite.
      const [visitorMail] = await inbox.handle.db.select().from(notifications).where(sql`kind = 'booking-rescheduled'`);
      expect(visitorMail?.payload.start).toBe(new Date(newStart).toISOString());
      const mail = renderMail(visitorMail!, undefined);
      expect(mail.to).toBe('linus@example.com');
      expect(mail.text).toMatch(/\/api\/schedule\/manage\?token=[A-Za-z0-9_-]{20,}/);
      // Moved by the agency: said in its own voice, with an apology.
      expect(mail.subject).toMatch(/^We moved your call: /);
      expect(mail.text).toContain('We are sorry: we needed to move your');
      expect(mail.text).toContain(`Why: ${reason}`);
      const team = renderMail((await inbox.handle.db.select().from(notifications).where(sql`kind = 'booking'`))[0]!, 'team@example.com');
      expect(team.text).toMatch(/Reason sent to the visitor:\s+Our host is travelling/);
      expect(String(visitorMail?.payload.ics)).toMatch(/SEQUENCE:1\r?\n/);
      const kinds = (await inbox.handle.db.select({ kind: notifications.kind }).from(notifications)).map((entry) => entry.kind);
      expect(kinds).toContain('booking');
      // The old time is offered again at once; the new one is held.
      const after = await slotsOf();
      expect(after).toContain(oldStart);
      expect(after).not.toContain(newStart);
      // Audited: who, which booking, the times, never the visitor's data.
      const [audit] = await inbox.handle.db.select().from(inboxAudit).where(sql`action = 'move-call'`);
      expect(audit?.actor).toBe('sales@northstack.test');
      expect(audit?.detail).toMatchObject({ booking: call!.id, from: new Date(oldStart).toISOString(), to: new Date(newStart).toISOString(), host });
      expect(JSON.stringify(audit?.detail)).not.toContain('linus');

      // A cancelled call cannot be moved.
      expect((await post(`/calls/${call!.id}/cancel`, { sequence: '1', reason: 'The client asked us to cancel by phone.' }, { cookie })).headers.get('location')).toBe('/api/inbox/calls?done=cancelled');
      expect((await inbox.handle.db.select().from(inboxAudit).where(sql`action = 'cancel-call'`)).map((entry) => entry.actor)).toEqual(['sales@northstack.test']);
      await inbox.handle.db.execute(sql`truncate notifications`);
      expect((await post(`/calls/${call!.id}/move`, { start: oldStart, sequence: '2', reason }, { cookie })).headers.get('location')).toBe('/api/inbox/calls?done=gone');
      expect((await get(`/calls/${call!.id}/move`, cookie)).headers.get('location')).toBe('/api/inbox/calls?done=gone');
      [row] = await inbox.handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.status).toBe('cancelled');
      expect(await countRows(inbox.handle, 'notifications')).toBe(0);
    });

    it('shows the move as days and times in the member’s zone (the present time marked, the host named), confirms with a reason, and refuses hostile posts with 4xx/303, never 5xx, nothing changed', async () => {
      inbox.clock = new Date();
      const cookie = await signIn();
      // The member reads times in Kolkata (their choice on the Account page).
      expect((await post('/account/time-zone', { timeZone: 'Asia/Kolkata' }, { cookie })).status).toBe(303);
      const host = 'james-whitfield';
      const offered = ((await (await inbox.app.request(`https://site.test/api/schedule/slots?type=discovery&host=${host}`)).json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
      const at = (start: string, minutes: number) => new Date(new Date(start).getTime() + minutes * 60_000);
      const [call] = await inbox.handle.db.insert(bookings).values({ callType: 'discovery', startsAt: new Date(offered[1]!), endsAt: at(offered[1]!, 30), holdsUntil: at(offered[1]!, 30), host, name: 'Linus', email: 'linus@example.com', inviteTokenHash: 'invite-move' }).returning();
      // James is busy at offered[6] with another call: the time is still offered, naming who would take it.
      await inbox.handle.db.insert(bookings).values({ callType: 'discovery', startsAt: new Date(offered[6]!), endsAt: at(offered[6]!, 30), holdsUntil: at(offered[6]!, 30), host, name: 'Grace', email: 'grace@example.com', inviteTokenHash: 'invite-busy' });
      await inbox.handle.db.execute(sql`truncate notifications`);
      const zoned = (instant: string | Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', ...options }).format(new Date(instant));
      const page = await (await get(`/calls/${call!.id}/move`, cookie)).text();
      // Days as sections (a disclosure each, the first open), times as radio buttons of one group, in the member's zone.
      const days = [...page.matchAll(/<summary[^>]*><span aria-hidden="true"[^>]*>[^<]*<\/span><span class="whitespace-nowrap">([^<]+)<\/span>/g)].map((match) => match[1]);
      expect(days.length).toBeGreaterThan(2);
      expect(days[0]).toBe(zoned(offered[0]!, { weekday: 'short', month: 'short', day: 'numeric' }));
      expect(page).toMatch(/<details class="[^"]*" open>/);
      expect(page).toContain(`<legend class="sr-only">Times on ${zoned(offered[0]!, { weekday: 'long', month: 'long', day: 'numeric' })}</legend>`);
      const times = [...page.matchAll(/<input type="radio" name="start" value="([^"]+)" required/g)].map((match) => match[1]);
      expect(times.length).toBeGreaterThan(10);
      expect(times).toContain(new Date(offered[4]!).toISOString());
      expect(times).not.toContain(new Date(offered[1]!).toISOString());
      const label = zoned(offered[4]!, { hour: 'numeric', minute: '2-digit' }).replace(/\s?([AP])M$/, (_, half: string) => ` ${half.toLowerCase()}.m.`);
      // The host keeps the call at their free times: no note; the present time says 'now'.
      expect(page).toContain(`value="${new Date(offered[4]!).toISOString()}" required class="accent-[#4353ff]"><span><span class="font-medium">${label}</span></span></label>`);
      expect(page).toMatch(new RegExp(`value="${new Date(offered[6]!).toISOString()}" required[^>]*><span><span class="font-medium">[^<]+</span><span class="block text-xs text-fg-muted">with [A-Z][a-z]+(, [A-Z][a-z]+)*( or [A-Z][a-z]+)? \\(James is busy\\)</span>`));
      // The present time marked in its day, not choosable; the host named; the zone said.
      expect(page).toMatch(/<input type="radio" name="start" value="" disabled><span><span class="font-medium">[^<]+<\/span><span class="block text-xs">now<\/span>/);
      expect(page).toContain('hosted by <strong>James Whitfield</strong>');
      expect(page).toContain('India Standard Time');
      // Choosing a time is a GET (nothing changes): the confirmation names both times, the host, and asks the reason.
      const newStart = new Date(offered[4]!).toISOString();
      const confirm = await (await get(`/calls/${call!.id}/move?start=${encodeURIComponent(newStart)}`, cookie)).text();
      expect(confirm).toContain('Confirm the move');
      expect(confirm).toContain('James Whitfield keeps the call');
      expect(confirm).toContain(`<input type="hidden" name="start" value="${newStart}">`);
      expect(confirm).toMatch(/<textarea id="move-reason" name="reason"[^>]* required/);
      expect(confirm).toContain('Move the call and email Linus');
      expect(await countRows(inbox.handle, 'notifications')).toBe(0);

      const unchanged = async () => {
        const [row] = await inbox.handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
        expect(row?.startsAt.toISOString()).toBe(new Date(offered[1]!).toISOString());
        expect(row?.sequence).toBe(0);
        expect(await countRows(inbox.handle, 'notifications')).toBe(0);
        expect(await countRows(inbox.handle, "inbox_audit where action = 'move-call'")).toBe(0);
      };
      const reason = 'Our host is travelling; sorry for the change.';
      // A time not offered (outside the hours, malformed, far too long, the call's own): back to the list with a message.
      for (const start of ['2030-01-01T03:07:00.000Z', 'tomorrow', 'x'.repeat(5000), '', new Date(offered[1]!).toISOString()]) {
        const answer = await post(`/calls/${call!.id}/move`, { start, sequence: '0', reason }, { cookie });
        expect(answer.status, start.slice(0, 30)).toBe(303);
        expect(answer.headers.get('location')).toBe(`/api/inbox/calls/${call!.id}/move?error=not-offered`);
      }
      for (const error of ['__proto__', 'constructor', 'x'.repeat(3000)]) {
        const answer = await get(`/calls/${call!.id}/move?error=${error}`, cookie);
        expect(answer.status).toBe(200);
        expect(await answer.text()).not.toMatch(/role="alert"|\[object/);
      }
      const notOffered = await get(`/calls/${call!.id}/move?start=2030-01-01T03:07:00.000Z`, cookie);
      expect(notOffered.status).toBe(400);
      expect(await notOffered.text()).toContain('That time is not one this call can move to');
      // No reason: the confirmation again, with what is missing.
      const bare = await post(`/calls/${call!.id}/move`, { start: newStart, sequence: '0', reason: ' ' }, { cookie });
      expect(bare.status).toBe(400);
      expect(await bare.text()).toContain('Write a sentence for the visitor on why the call moves');
      // A forged id (unknown, or no id at all), a missing version, no session, a cross-site post.
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-call', "1'; drop table bookings;--"]) {
        const answer = await post(`/calls/${encodeURIComponent(id)}/move`, { start: newStart, sequence: '0', reason }, { cookie });
        expect(answer.status, id).toBe(303);
        expect(answer.headers.get('location')).toBe('/api/inbox/calls?done=gone');
      }
      expect((await post(`/calls/${call!.id}/move`, { start: newStart, reason }, { cookie })).headers.get('location')).toBe('/api/inbox/calls?done=changed');
      const anonymous = await post(`/calls/${call!.id}/move`, { start: newStart, sequence: '0', reason });
      expect(anonymous.status).toBe(403);
      expect(await anonymous.text()).toContain('nothing was changed');
      expect((await post(`/calls/${call!.id}/move`, { start: newStart, sequence: '0', reason }, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
      await unchanged();

      // The chosen time, confirmed: moved, 303 to Calls.
      const moved = await post(`/calls/${call!.id}/move`, { start: newStart, sequence: '0', reason }, { cookie });
      expect(moved.status).toBe(303);
      expect(moved.headers.get('location')).toBe('/api/inbox/calls?done=moved');
      expect((await inbox.handle.db.select().from(bookings).where(sql`id = ${call!.id}`))[0]?.startsAt.toISOString()).toBe(newStart);
    });

    it('applies one of two changes made from one page to one call: two moves, or a move and a cancel (issue 41, finding 4)', async () => {
      inbox.clock = new Date();
      const cookie = await signIn();
      const host = 'james-whitfield';
      const offered = ((await (await inbox.app.request(`https://site.test/api/schedule/slots?type=discovery&host=${host}`)).json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
      const at = (start: string, minutes: number) => new Date(new Date(start).getTime() + minutes * 60_000);
      const book = async (start: string) =>
        (await inbox.handle.db.insert(bookings).values({ callType: 'discovery', startsAt: new Date(start), endsAt: at(start, 30), holdsUntil: at(start, 30), host, name: 'Linus', email: 'linus@example.com', inviteTokenHash: `invite-${start}` }).returning())[0]!;
      const outcome = (answer: Response) => answer.headers.get('location');
      const first = await book(offered[0]!);
      // Two members move the call from the same page, at once.
      const moves = await Promise.all([offered[3]!, offered[6]!].map((start) => post(`/calls/${first.id}/move`, { start: new Date(start).toISOString(), sequence: '0', reason: 'Our host is ill.' }, { cookie })));
      expect(moves.map(outcome).sort()).toEqual(['/api/inbox/calls?done=changed', '/api/inbox/calls?done=moved']);
      const [moved] = await inbox.handle.db.select().from(bookings).where(sql`id = ${first.id}`);
      expect(moved?.sequence).toBe(1);
      expect(await countRows(inbox.handle, "notifications where kind = 'booking-rescheduled'")).toBe(1);
      expect(await (await get('/calls?done=changed', cookie)).text()).toContain('changed since you opened');
      // A move and a cancel of another call, at once.
      const second = await book(offered[9]!);
      // The move page and the calls list carry the version the member saw.
      expect(await (await get(`/calls/${second.id}/move`, cookie)).text()).toContain('name="sequence" value="0"');
      expect(await (await get(`/calls/${second.id}/cancel`, cookie)).text()).toMatch(new RegExp(`calls/${second.id}/cancel" class="stack">\\n<input type="hidden" name="sequence" value="0">`));
      const both = await Promise.all([post(`/calls/${second.id}/move`, { start: new Date(offered[12]!).toISOString(), sequence: '0', reason: 'Our host is ill.' }, { cookie }), post(`/calls/${second.id}/cancel`, { sequence: '0', reason: 'Double-booked on our side.' }, { cookie })]);
      expect(both.map(outcome).filter((location) => location === '/api/inbox/calls?done=changed' || location === '/api/inbox/calls?done=gone')).toHaveLength(1);
      const [row] = await inbox.handle.db.select().from(bookings).where(sql`id = ${second.id}`);
      expect(row?.sequence).toBe(1);
      // A change from a page older than the call's last change does nothing.
      expect(outcome(await post(`/calls/${first.id}/cancel`, { sequence: '0', reason: 'Double-booked on our side.' }, { cookie }))).toBe('/api/inbox/calls?done=changed');
      expect((await inbox.handle.db.select().from(bookings).where(sql`id = ${first.id}`))[0]?.status).toBe('confirmed');
      expect(outcome(await post(`/calls/${first.id}/cancel`, { sequence: '1', reason: 'Double-booked on our side.' }, { cookie }))).toBe('/api/inbox/calls?done=cancelled');
    });

    it('refuses hostile dates in the availability editor with 400 and the reason, never 500 (issue 41, finding 7)', async () => {
      await inbox.handle.db.execute(sql`truncate schedule_date_overrides`);
      const cookie = await signIn();
      for (const date of ['0000-01-01', '0000-12-31', '10000-01-01', '2026-02-30', '2026-13-01', '', '  ', '2026-1-1', '+02026-01-01', '-0001-01-01', '2026-01-01,2026-01-02', '2026-01-01T00:00:00Z', 'x'.repeat(60_000)]) {
        for (const path of ['/calls/availability/override', '/calls/availability/remove-override']) {
          const answer = await post(path, { date, host: '', mode: 'closed' }, { cookie });
          expect(answer.status, `${path} ${date.slice(0, 30)}`).toBe(400);
          const said = await answer.text();
          expect(said, said.match(/role="alert">[^<]*/)?.[0]).toMatch(/role="alert">Date: /);
        }
        const preview = await get(`/calls/availability?preview=${encodeURIComponent(date.slice(0, 2000))}`, cookie);
        expect(preview.status).toBe(400);
      }
      // A megabyte: refused by the inbox's body limit before any parsing, never a 500.
      expect((await post('/calls/availability/override', { date: '9'.repeat(1_000_000), host: '' }, { cookie })).status).toBe(413);
      expect(await countRows(inbox.handle, 'schedule_date_overrides')).toBe(0);
      // The edges of the range are real dates.
      expect((await post('/calls/availability/override', { date: '0001-01-01', host: '', mode: 'closed' }, { cookie })).status).toBe(303);
      expect((await post('/calls/availability/override', { date: '9999-12-31', host: '', mode: 'closed' }, { cookie })).status).toBe(303);
      expect(await countRows(inbox.handle, 'schedule_date_overrides')).toBe(2);
    });

    it('refuses hostile weekly hours, overrides and settings with a message and stores nothing; no session or a cross-site post changes nothing', async () => {
      await resetAvailability(inbox.handle.db, 'schedule_date_overrides, schedule_weekly_hours, schedule_settings');
      const cookie = await signIn();
      const refusals: [string, Record<string, string>, RegExp][] = [
        ['/calls/availability/hours', { owner: '', 'start1-1': '12:00', 'end1-1': '09:00' }, /Monday: the end \(9 a\.m\.\) must be after the start \(12 p\.m\.\)/],
        ['/calls/availability/hours', { owner: '', 'start1-2': '25:00', 'end1-2': '26:00' }, /Tuesday: &quot;25:00&quot; is not a time/],
        ['/calls/availability/hours', { owner: '', 'start1-3': '09:00' }, /Wednesday: give the first stretch both a start and an end/],
        ['/calls/availability/hours', { owner: 'nobody', 'start1-1': '09:00', 'end1-1': '12:00' }, /Unknown host &quot;nobody&quot;/],
        ['/calls/availability/hours', { owner: '', 'start1-4': '09:00', 'end1-4': '12:00', 'start2-4': '11:00', 'end2-4': '13:00' }, /Thursday: 9 a\.m\. to 12 p\.m\. and 11 a\.m\. to 1 p\.m\. overlap/],
        ['/calls/availability/override', { date: '2027-03-03', host: 'nobody', mode: 'closed' }, /Unknown host/],
        ['/calls/availability/override', { date: '2027-03-03', host: '', mode: 'closed', label: '<script>alert(1)</script>' }, /Label: plain text only/],
        ['/calls/availability/override', { date: '2027-03-03', host: '', mode: 'closed', label: 'x'.repeat(81) }, /Label: at most 80 characters/],
        ['/calls/availability/override', { date: '2027-03-03', host: '', mode: 'hours', start1: '13:00', end1: '09:00' }, /the end \(9 a\.m\.\) must be after the start \(1 p\.m\.\)/],
        ['/calls/availability/override', { date: '2027-03-03', host: '', mode: 'hours' }, /give a start and an end, or choose &quot;Closed all day&quot;/],
        ['/calls/availability/settings', { timeZone: 'Mars/Olympus', minimumNoticeHours: '12', horizonDays: '21', maxCallsPerDay: '6' }, /Time zone: &quot;Mars\/Olympus&quot; is not an IANA time zone/],
      ];
      for (const [path, form, message] of refusals) {
        const answer = await post(path, form, { cookie });
        expect(answer.status, `${path} ${JSON.stringify(form).slice(0, 80)}`).toBe(400);
        const body = await answer.text();
        expect(body).toMatch(message);
        expect(body).not.toContain('<script>alert(1)');
      }
      // Without a session, or posted from another site: nothing changes.
      const noSession = await post('/calls/availability/override', { date: '2027-03-03', host: '', mode: 'closed' });
      expect(noSession.status).toBe(403);
      const crossSite = await post('/calls/availability/override', { date: '2027-03-03', host: '', mode: 'closed' }, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' });
      expect(crossSite.status).toBeGreaterThanOrEqual(400);
      expect(crossSite.status).toBeLessThan(500);
      for (const table of ['schedule_date_overrides', 'schedule_weekly_hours', 'schedule_settings']) expect(await countRows(inbox.handle, table), table).toBe(0);
    });

    it('edits the agency week and a host week with time inputs, sets the office zone, and a host override says the others are still offered', async () => {
      await resetAvailability(inbox.handle.db, 'schedule_date_overrides, schedule_weekly_hours, schedule_settings');
      const cookie = await signIn();
      const editor = await (await get('/calls/availability', cookie)).text();
      expect(editor).toMatch(/<input type="time" name="start1-1" value="09:00" aria-label="Monday from"/);
      expect(editor).toContain('name="useAgency" value="1" checked');
      // The agency: Monday split around lunch, Saturday morning, the rest closed.
      const saved = await post('/calls/availability/hours', { owner: '', 'start1-1': '09:00', 'end1-1': '12:00', 'start2-1': '13:00', 'end2-1': '17:00', 'start1-6': '10:00', 'end1-6': '14:00', 'closed-2': '1', 'start1-2': '09:00', 'end1-2': '17:00' }, { cookie });
      expect(saved.headers.get('location')).toBe('/api/inbox/calls/availability?done=hours');
      const page = await (await get('/calls/availability?done=hours', cookie)).text();
      expect(page).toContain('Weekly hours saved.');
      expect(page).toMatch(/name="start2-1" value="13:00"/);
      expect(page).toMatch(/name="closed-2" value="1" aria-label="Tuesday closed" checked/);
      // Priya gets her own week, then back to the agency's.
      expect((await post('/calls/availability/hours', { owner: 'priya-raman', 'start1-3': '08:00', 'end1-3': '11:00' }, { cookie })).status).toBe(303);
      expect(await countRows(inbox.handle, 'schedule_weekly_hours')).toBe(8 + 7);
      expect((await post('/calls/availability/hours', { owner: 'priya-raman', useAgency: '1' }, { cookie })).status).toBe(303);
      expect(await countRows(inbox.handle, 'schedule_weekly_hours')).toBe(8);
      // The office zone, from the Account page's list.
      expect((await post('/calls/availability/settings', { timeZone: 'America/Chicago', minimumNoticeHours: '12', horizonDays: '21', maxCallsPerDay: '6' }, { cookie })).status).toBe(303);
      expect(await (await get('/calls/availability', cookie)).text()).toMatch(/<option value="America\/Chicago" selected>/);
      // The Account page names the stored zone as the office's.
      expect(await (await get('/account', cookie)).text()).toMatch(/America\/Chicago \([^)]*\), the office/);
      // A host's closed day: the message says the other hosts are still offered, in the one US date format.
      const off = await post('/calls/availability/override', { date: '2026-12-11', host: 'priya-raman', mode: 'closed', label: 'Dentist' }, { cookie });
      expect(off.headers.get('location')).toBe('/api/inbox/calls/availability?done=override&date=2026-12-11&host=priya-raman');
      const told = await (await get('/calls/availability?done=override&date=2026-12-11&host=priya-raman', cookie)).text();
      expect(told).toContain('Fri, Dec 11, 2026 saved for Priya Raman; other hosts&#39; times are unchanged.');
      expect(told).toMatch(/<strong>Fri, Dec 11, 2026<\/strong> · Priya Raman · closed · “Dentist”/);
      expect(await (await get('/calls/availability?done=override&date=2027-03-05&host=nobody', cookie)).text()).not.toContain('saved for');
    });

    it('applies a half day to the slots /contact offers at once, and the preview shows those times or why none', async () => {
      await resetAvailability(inbox.handle.db, 'schedule_date_overrides, schedule_weekly_hours, schedule_settings');
      // The preview reads the inbox's clock; the slots API the real one.
      inbox.clock = new Date();
      const cookie = await signIn();
      const slotsOn = async () => ((await (await inbox.app.request('https://site.test/api/schedule/slots?type=discovery')).json()) as { slots: { start: string }[] }).slots;
      const before = await slotsOn();
      expect(before.length).toBeGreaterThan(0);
      const zone = defaultAvailability.timeZone;
      const day = dateKey(before[Math.floor(before.length / 2)]!.start, zone);
      const half = await post('/calls/availability/override', { date: day, host: '', mode: 'hours', start1: '09:00', end1: '10:00', label: 'Half day' }, { cookie });
      expect(half.status).toBe(303);
      const after = (await slotsOn()).filter((slot) => dateKey(slot.start, zone) === day);
      expect(after.map((slot) => timeLabelIn(slot.start, zone))).toEqual(['09:00', '09:30']);
      const preview = await (await get(`/calls/availability?preview=${day}`, cookie)).text();
      expect(preview, preview.match(/id="preview-result"[\s\S]{0,400}/)?.[0]).toMatch(/<ul class="times"><li>9 a\.m\. <span class="meta">[^<]*<\/span><\/li><li>9:30 a\.m\. <span class="meta">[^<]*<\/span><\/li><\/ul>/i);
      // Closed with a label: the preview says why.
      await post('/calls/availability/override', { date: day, host: '', mode: 'closed', label: 'Holiday: Founders Day' }, { cookie });
      expect((await slotsOn()).filter((slot) => dateKey(slot.start, zone) === day)).toEqual([]);
      expect(await (await get(`/calls/availability?preview=${day}`, cookie)).text()).toContain('No times offered. Closed for everyone: “Holiday: Founders Day” (a date override).');
      const removed = await post('/calls/availability/remove-override', { date: day, host: '' }, { cookie });
      expect(removed.status, await removed.clone().text()).toBe(303);
      expect(await countRows(inbox.handle, 'schedule_date_overrides')).toBe(0);
      expect((await slotsOn()).filter((slot) => dateKey(slot.start, zone) === day).length).toBeGreaterThan(2);
      expect((await post('/calls/availability/settings', { minimumNoticeHours: '24', horizonDays: '30', maxCallsPerDay: '4' }, { cookie })).status).toBe(303);
      expect(await (await get('/calls/availability', cookie)).text()).toMatch(/id="maxCallsPerDay"[^>]*value="4"/);
    });

    it('links a person’s calls and leads both ways, by record, never by address in the URL', async () => {
      const cookie = await signIn();
      const [call] = await inbox.handle.db
        .insert(bookings)
        .values({ callType: 'intro', startsAt: new Date('2026-12-09T15:00:00Z'), endsAt: new Date('2026-12-09T15:30:00Z'), holdsUntil: new Date('2026-12-09T15:45:00Z'), name: 'Grace', email: 'Grace@Example.com', inviteTokenHash: 'g' })
        .returning();
      const [lead] = await inbox.handle.db.insert(contactRequests).values({ name: 'Grace Hopper', email: 'grace@example.com', topic: 'general', message: 'A compiler for our fleet' }).returning();
      await inbox.handle.db.insert(contactRequests).values({ name: 'Alan', email: 'alan@example.com', topic: 'general', message: 'Hi' });
      const calls = await (await get('/calls', cookie)).text();
      expect(calls).toContain(`<li id="call-${call!.id}">`);
      expect(calls).toMatch(new RegExp(`Their lead: <a href="/api/inbox/leads/${lead!.id}">Contact, `));
      expect(calls).not.toContain('leads?q=');
      const detail = await (await get(`/leads/${lead!.id}`, cookie)).text();
      expect(detail).toContain(`href="/api/inbox/calls/${call!.id}"`);
      expect(detail).toContain('Wednesday, December 9, 2026');
    });
  });
}
