import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, countRows, resetAvailability } from '../testing/test-support';
import { bookings, inboxAudit, inboxPreferences } from '../db/schema';
import { useInbox } from '../testing/inbox';

/**
 * The signed-in inbox's newer forms (availability, date overrides, cancel and move with a reason, the
 * member's time zone) attacked as a stranger and as a careless or hostile member would: no session, an
 * expired one, another origin, forged ids, hostile text. Nothing answers 5xx, nothing is stored wrongly,
 * nothing typed comes back unescaped. (Hostile dates, hours and the 1 MB body: call-pages.test.ts; sign-in
 * floods, used and expired links: sign-in.test.ts.)
 */
for (const backend of backends) {
  // Each test sends many requests (5 MB bodies, bursts): a minute each on a loaded machine, not the default 5 s.
  describe.skipIf(backend.skip)(`hostile posts to the inbox's newer forms on ${backend.name}`, { timeout: 60_000 }, () => {
    const inbox = useInbox(backend, 'inbox_hostile');
    const { post, get, signIn } = inbox;

    /** A confirmed call a week after the inbox's clock. */
    const aCall = async () => {
      const start = new Date(inbox.clock.getTime() + 7 * 86_400_000);
      const [call] = await inbox.handle.db
        .insert(bookings)
        .values({ callType: 'discovery', startsAt: start, endsAt: new Date(start.getTime() + 1_800_000), holdsUntil: new Date(start.getTime() + 1_800_000), host: 'james-whitfield', name: 'Linus', email: 'linus@example.com', inviteTokenHash: `invite-${Math.random()}` })
        .returning();
      return call!;
    };
    /** Every store the forms write to, counted: an attack must leave them as they were. */
    const stored = async () => ({
      overrides: await countRows(inbox.handle, 'schedule_date_overrides'),
      hours: await countRows(inbox.handle, 'schedule_weekly_hours'),
      settings: await countRows(inbox.handle, 'schedule_settings'),
      preferences: (await inbox.handle.db.select().from(inboxPreferences)).length,
      audit: (await inbox.handle.db.select().from(inboxAudit)).length,
      confirmed: (await inbox.handle.db.select().from(bookings).where(sql`status = 'confirmed'`)).length,
    });
    const forms = (id: string, sequence: number): [string, Record<string, string>][] => [
      ['/calls/availability/override', { date: '2027-03-03', host: '', mode: 'closed', label: 'Offsite' }],
      ['/calls/availability/remove-override', { date: '2027-03-03', host: '' }],
      ['/calls/availability/hours', { owner: '', 'start1-1': '09:00', 'end1-1': '12:00' }],
      ['/calls/availability/settings', { timeZone: 'America/Chicago', minimumNoticeHours: '12', horizonDays: '21', maxCallsPerDay: '6' }],
      [`/calls/${id}/cancel`, { sequence: String(sequence), reason: 'We need to cancel, sorry.' }],
      [`/calls/${id}/move`, { sequence: String(sequence), start: new Date(inbox.clock.getTime() + 8 * 86_400_000).toISOString(), reason: 'We need to move it, sorry.' }],
      ['/account/time-zone', { timeZone: 'Asia/Tokyo' }],
    ];

    it('refuses every newer form without a session, with an expired one, a signed-out one, and from another origin, with 4xx and nothing stored', async () => {
      await resetAvailability(inbox.handle.db, 'schedule_date_overrides, schedule_weekly_hours, schedule_settings');
      const call = await aCall();
      const cookie = await signIn();
      const before = await stored();
      const requests: [string, () => Response | Promise<Response>][] = [];
      for (const [path, form] of forms(call.id, call.sequence)) {
        requests.push(
          [`${path} without a session`, () => post(path, form)],
          [`${path} with a forged cookie`, () => post(path, form, { cookie: '__Host-inbox-session=forged-value' })],
          [`${path} cross-site`, () => post(path, form, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' })],
          [`${path} from an origin of 'null'`, () => post(path, form, { cookie, 'sec-fetch-site': '', origin: 'null' })],
          [`${path} from a sibling site`, () => post(path, form, { cookie, 'sec-fetch-site': 'same-site', origin: 'https://evil.site.test' })],
        );
      }
      for (const [name, send] of requests) {
        const answer = await send();
        expect(answer.status, name).toBeGreaterThanOrEqual(400);
        expect(answer.status, name).toBeLessThan(500);
      }
      // Twelve hours and a minute later the session is over: the same forms are refused.
      inbox.clock = new Date(inbox.clock.getTime() + 12 * 3_600_000 + 60_000);
      for (const [path, form] of forms(call.id, call.sequence)) expect((await post(path, form, { cookie })).status, `${path} expired`).toBe(403);
      expect(await stored()).toEqual(before);
      // A fresh session signed out: refused too.
      const fresh = await signIn();
      expect((await post('/sign-out', {}, { cookie: fresh })).status).toBe(303);
      for (const [path, form] of forms(call.id, call.sequence)) expect((await post(path, form, { cookie: fresh })).status, `${path} signed out`).toBe(403);
      expect(await stored()).toEqual(before);
    });

    it('answers forged call ids on cancel and move (pages and posts) without a 5xx and changes no call', async () => {
      const call = await aCall();
      const cookie = await signIn();
      const before = await stored();
      const forged = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1", '..%2F..%2Fleads', `${call.id}%00`, `${call.id.toUpperCase()}x`, 'x'.repeat(5_000), '%E2%80%AE1234', '%F0%9F%92%A5'];
      for (const id of forged) {
        for (const action of ['cancel', 'move']) {
          const page = await get(`/calls/${id}/${action}`, cookie);
          expect(page.status, `GET ${action} ${id.slice(0, 40)}`).toBeLessThan(500);
          const posted = await post(`/calls/${id}/${action}`, { sequence: '0', reason: 'A reason for the visitor.', start: call.startsAt.toISOString() }, { cookie });
          expect(posted.status, `POST ${action} ${id.slice(0, 40)}`).toBeLessThan(500);
          expect(posted.status).not.toBe(200);
        }
      }
      // The real call with a forged version (sequence) or none: nothing is done.
      for (const sequence of ['', '-1', '99999999999999999999', '1e3', 'NaN', '<b>']) {
        expect((await post(`/calls/${call.id}/cancel`, { sequence, reason: 'A reason for the visitor.' }, { cookie })).status, `sequence ${sequence}`).toBeLessThan(500);
      }
      expect(await stored()).toEqual(before);
    });

    it('keeps hostile text out of what visitors and the team read: markup escaped, controls and direction overrides refused or removed, 5 MB refused; never a 5xx', async () => {
      await resetAvailability(inbox.handle.db, 'schedule_date_overrides');
      const cookie = await signIn();
      // Labels visitors read on the picker: plain text or refused, never stored with a control or a direction override.
      const labels = ['Holiday\r\nBcc: victim@example.com', 'Closed\u0000', 'Offsite \u202Eyadiloh\u202C', 'Isolate \u2066x\u2069', 'C1 \u0085 line', 'Line\u2028separator', '"quoted" & \'apos\'', 'Emoji 🎄 and ZWJ 👩‍💻', '\uFEFFBOM first'];
      for (const [index, label] of labels.entries()) {
        const date = `2027-03-${String(index + 10).padStart(2, '0')}`;
        const answer = await post('/calls/availability/override', { date, host: '', mode: 'closed', label }, { cookie });
        expect(answer.status, JSON.stringify(label)).toBeLessThan(500);
        if (answer.status === 400) {
          expect(await answer.text()).toContain('Label: plain text only');
          continue;
        }
        expect(answer.status).toBe(303);
        const rows = (await inbox.handle.db.execute(sql`select label from schedule_date_overrides where date = ${date}`)) as unknown as { rows: { label: string | null }[] };
        const kept = rows.rows[0]?.label ?? '';
        expect(kept, JSON.stringify(label)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/);
        const page = await (await get('/calls/availability', cookie)).text();
        expect(page).not.toContain("\"quoted\" & 'apos'");
      }
      // The visitor-facing answer carries the labels as data, never as markup.
      const slots = await inbox.app.request('https://site.test/api/schedule/slots?type=discovery');
      expect(slots.status).toBe(200);

      // A reason for the visitor with markup and a forged header: escaped in the page, never a header of the mail.
      const call = await aCall();
      const reason = '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com\r\n\r\nWe are sorry.';
      const confirm = await post(`/calls/${call.id}/cancel`, { sequence: String(call.sequence), reason }, { cookie });
      expect(confirm.status).toBe(303);
      const mails = (await inbox.handle.db.execute(sql`select payload from notifications where kind = 'booking-cancelled'`)) as unknown as { rows: { payload: { cancelReason?: string } }[] };
      expect(mails.rows[0]?.payload.cancelReason).toContain('<img src=x');
      const { renderMail } = await import('../testing/mail');
      const [row] = (await inbox.handle.db.execute(sql`select id, kind, payload from notifications where kind = 'booking-cancelled'`) as unknown as { rows: { id: string; kind: string; payload: Record<string, unknown> }[] }).rows;
      const mail = renderMail({ id: row!.id, kind: row!.kind, payload: row!.payload }, 'team@agency.test');
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.to).toBe('linus@example.com');

      // Five megabytes to each newer form: refused by the body limit, nothing stored.
      const before = await stored();
      const big = 'x'.repeat(5 * 1024 * 1024);
      const another = await aCall();
      for (const [path, form] of forms(another.id, another.sequence)) {
        const answer = await post(path, { ...form, label: big, reason: big }, { cookie });
        expect(answer.status, path).toBe(413);
      }
      expect(await stored()).toEqual({ ...before, confirmed: before.confirmed + 1 });
    });

    it("takes a burst of availability edits from one member without a 5xx: each answered, one edit stands whole (a date's hours, a week), never two edits' windows at once", async () => {
      await resetAvailability(inbox.handle.db, 'schedule_date_overrides');
      const cookie = await signIn();
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) => post('/calls/availability/override', { date: '2027-04-07', host: '', mode: 'hours', start1: `${String(8 + (index % 8)).padStart(2, '0')}:00`, end1: '17:00', label: `Edit ${index}` }, { cookie })),
      );
      expect(answers.filter((answer) => answer.status !== 303).map((answer) => answer.status)).toEqual([]);
      // One override for the date (each save replaces it), never two halves of different edits.
      const rows = (await inbox.handle.db.execute(sql`select label, starts, ends, created_by from schedule_date_overrides where date = '2027-04-07'`)) as unknown as { rows: { label: string; starts: string; ends: string; created_by: string }[] };
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]).toMatchObject({ ends: '17:00', created_by: 'sales@northstack.test' });
      // The same for a week: every save replaces the agency's rows whole, so one edit's week stands (a row per weekday).
      await resetAvailability(inbox.handle.db, 'schedule_weekly_hours');
      const weeks = await Promise.all(
        Array.from({ length: 30 }, (_, index) => post('/calls/availability/hours', { owner: '', ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].flatMap((day) => [[`start1-${day}`, `${String(7 + (index % 5)).padStart(2, '0')}:00`], [`end1-${day}`, '16:00']])) }, { cookie })),
      );
      expect(weeks.filter((answer) => answer.status !== 303).map((answer) => answer.status)).toEqual([]);
      const week = (await inbox.handle.db.execute(sql`select weekday, starts from schedule_weekly_hours where owner = ''`)) as unknown as { rows: { weekday: number; starts: string }[] };
      expect(week.rows.map((row) => row.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(new Set(week.rows.map((row) => row.starts)).size).toBe(1);
    });
    it('answers a sign-in flood for a member and for a stranger alike, and mails no one but a member for hostile addresses', async () => {
      const flood = async (email: string, client: string) => {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i += 1) statuses.push((await post('/sign-in', { email }, { 'x-forwarded-for': client })).status);
        return statuses;
      };
      const member = await flood('sales@northstack.test', '198.51.100.201');
      const stranger = await flood('mallory@example.com', '198.51.100.202');
      expect(stranger).toEqual(member);
      expect(member).toContain(429);
      await inbox.settle();
      await inbox.handle.db.execute(sql`truncate notifications, inbox_sign_in_tokens`);
      // Addresses made to look like a member's, or to smuggle a header or a second recipient.
      const hostile = ['sales@northstack.test\r\nBcc: mallory@example.com', 's\u0430les@northstack.test', 'sales@northstack.test,mallory@example.com', '"sales@northstack.test"<mallory@example.com>', 'sales@northstack.test\u0000', 'sales@northstack.test\u202e', 'x'.repeat(60_000)];
      for (const [index, email] of hostile.entries()) {
        const answer = await post('/sign-in', { email }, { 'x-forwarded-for': `198.51.100.${210 + index}` });
        expect(answer.status, JSON.stringify(email.slice(0, 60))).toBeLessThan(500);
      }
      await inbox.settle();
      const queued = (await inbox.handle.db.execute(sql`select payload->>'to' as "to" from notifications where kind = 'inbox-sign-in'`)) as unknown as { rows: { to: string }[] };
      for (const row of queued.rows) expect(row.to).toBe('sales@northstack.test');
      expect(await countRows(inbox.handle, 'inbox_sessions')).toBe(0);
    });
  });
}
