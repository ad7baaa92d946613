import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, countRows } from '../testing/test-support';
import { bookings, contactRequests, inboxAudit, notifications } from '../db/schema';
import { useInbox } from '../testing/inbox';
import { renderMail } from '../testing/mail';
import { dateKey } from '@/lib/schedule/format';
import { defaultAvailability } from '@/content/scheduling';

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
      expect(confirm).toContain('Cancel the call and e-mail Linus');
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
      // A taken time is refused, back on the form with the reason.
      const taken = await post(`/calls/${call!.id}/move`, { start: takenStart, sequence: '0' }, { cookie });
      expect(taken.headers.get('location')).toBe(`/api/inbox/calls/${call!.id}/move?error=taken`);
      expect(await (await get(`/calls/${call!.id}/move?error=taken`, cookie)).text()).toContain('That time is no longer free');
      let [row] = await inbox.handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.startsAt.toISOString()).toBe(new Date(oldStart).toISOString());
      expect(await countRows(inbox.handle, 'notifications')).toBe(0);

      const moved = await post(`/calls/${call!.id}/move`, { start: newStart, sequence: '0' }, { cookie });
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
      expect((await post(`/calls/${call!.id}/move`, { start: oldStart, sequence: '2' }, { cookie })).headers.get('location')).toBe('/api/inbox/calls?done=gone');
      expect((await get(`/calls/${call!.id}/move`, cookie)).headers.get('location')).toBe('/api/inbox/calls?done=gone');
      [row] = await inbox.handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.status).toBe('cancelled');
      expect(await countRows(inbox.handle, 'notifications')).toBe(0);
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
      const moves = await Promise.all([offered[3]!, offered[6]!].map((start) => post(`/calls/${first.id}/move`, { start, sequence: '0' }, { cookie })));
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
      const both = await Promise.all([post(`/calls/${second.id}/move`, { start: offered[12]!, sequence: '0' }, { cookie }), post(`/calls/${second.id}/cancel`, { sequence: '0', reason: 'Double-booked on our side.' }, { cookie })]);
      expect(both.map(outcome).filter((location) => location === '/api/inbox/calls?done=changed' || location === '/api/inbox/calls?done=gone')).toHaveLength(1);
      const [row] = await inbox.handle.db.select().from(bookings).where(sql`id = ${second.id}`);
      expect(row?.sequence).toBe(1);
      // A change from a page older than the call's last change does nothing.
      expect(outcome(await post(`/calls/${first.id}/cancel`, { sequence: '0', reason: 'Double-booked on our side.' }, { cookie }))).toBe('/api/inbox/calls?done=changed');
      expect((await inbox.handle.db.select().from(bookings).where(sql`id = ${first.id}`))[0]?.status).toBe('confirmed');
      expect(outcome(await post(`/calls/${first.id}/cancel`, { sequence: '1', reason: 'Double-booked on our side.' }, { cookie }))).toBe('/api/inbox/calls?done=cancelled');
    });

    it('refuses hostile dates in the availability editor with 400 and the reason, never 500 (issue 41, finding 7)', async () => {
      await inbox.handle.db.execute(sql`truncate schedule_blocked_dates`);
      const cookie = await signIn();
      for (const date of ['0000-01-01', '0000-12-31', '10000-01-01', '2026-02-30', '2026-13-01', '', '  ', '2026-1-1', '+02026-01-01', '-0001-01-01', '2026-01-01,2026-01-02', '2026-01-01T00:00:00Z', 'x'.repeat(60_000)]) {
        for (const path of ['/calls/availability/block', '/calls/availability/unblock']) {
          const answer = await post(path, { date, host: '' }, { cookie });
          expect(answer.status, `${path} ${date.slice(0, 30)}`).toBe(400);
          expect(await answer.text()).toMatch(/role="alert">[^<]*blocked date/);
        }
      }
      // A megabyte: refused by the inbox's body limit before any parsing, never a 500.
      expect((await post('/calls/availability/block', { date: '9'.repeat(1_000_000), host: '' }, { cookie })).status).toBe(413);
      expect(await countRows(inbox.handle, 'schedule_blocked_dates')).toBe(0);
      // The edges of the range are real dates.
      expect((await post('/calls/availability/block', { date: '0001-01-01', host: '' }, { cookie })).status).toBe(303);
      expect((await post('/calls/availability/block', { date: '9999-12-31', host: '' }, { cookie })).status).toBe(303);
      expect(await countRows(inbox.handle, 'schedule_blocked_dates')).toBe(2);
    });

    it('applies a blocked date to the slots /contact offers at once, and refuses invalid hours with the reason', async () => {
      await inbox.handle.db.execute(sql`truncate schedule_blocked_dates, schedule_host_hours, schedule_settings`);
      const cookie = await signIn();
      const slotsOn = async () => ((await (await inbox.app.request('https://site.test/api/schedule/slots?type=discovery')).json()) as { slots: { start: string }[] }).slots;
      const before = await slotsOn();
      expect(before.length).toBeGreaterThan(0);
      const day = dateKey(before[0]!.start, defaultAvailability.timeZone);
      expect(before.filter((slot) => dateKey(slot.start, defaultAvailability.timeZone) === day).length).toBeGreaterThan(0);

      const blocked = await post('/calls/availability/block', { date: day, host: '' }, { cookie });
      expect(blocked.headers.get('location')).toBe(`/api/inbox/calls/availability?done=block&date=${day}`);
      const dayName = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));
      expect(await (await get(`/calls/availability?done=block&date=${day}`, cookie)).text()).toContain(`${dayName} blocked for everyone: no times are offered that day.`);
      // A host's block says it is theirs alone: the other hosts are still offered.
      const hostBlocked = await post('/calls/availability/block', { date: '2027-03-05', host: 'priya-raman' }, { cookie });
      expect(hostBlocked.headers.get('location')).toBe('/api/inbox/calls/availability?done=block&date=2027-03-05&host=priya-raman');
      expect(await (await get(hostBlocked.headers.get('location')!.replace('/api/inbox', ''), cookie)).text()).toContain('Friday, March 5, 2027 blocked for Priya Raman: Priya Raman is offered no times that day; the other hosts still are.');
      await post('/calls/availability/unblock', { date: '2027-03-05', host: 'priya-raman' }, { cookie });
      // A made-up host or date in the address says nothing.
      expect(await (await get('/calls/availability?done=block&date=2027-03-05&host=nobody', cookie)).text()).not.toContain('blocked for');
      const after = await slotsOn();
      expect(after.filter((slot) => dateKey(slot.start, defaultAvailability.timeZone) === day)).toEqual([]);
      expect(after.length).toBeGreaterThan(0);
      const editor = await (await get('/calls/availability', cookie)).text();
      expect(editor).toContain(`<strong>${day}</strong> (everyone) <span class="meta">by sales@northstack.test`);

      await post('/calls/availability/unblock', { date: day, host: '' }, { cookie });
      expect((await slotsOn()).filter((slot) => dateKey(slot.start, defaultAvailability.timeZone) === day).length).toBeGreaterThan(0);

      const refused = await post('/calls/availability/hours', { host: 'elena-marchetti', hours: 'someday=25:00-26:00' }, { cookie });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toMatch(/role="alert">[^<]*weekly hours of elena-marchetti/);
      expect(await countRows(inbox.handle, 'schedule_host_hours')).toBe(0);
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
      expect(detail).toContain(`href="/api/inbox/calls#call-${call!.id}"`);
      expect(detail).toContain('Wednesday, December 9, 2026');
    });
  });
}
