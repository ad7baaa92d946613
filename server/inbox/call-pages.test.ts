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
      expect(listed).toContain('Past and cancelled (1)');
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
      expect(team.text).toContain('was cancelled by sales@northstack.test in the inbox.');
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
      expect(confirm).toContain('Move the call and e-mail Linus');
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
