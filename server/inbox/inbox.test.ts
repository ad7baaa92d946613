import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { backends, clearTables, countRows, files, openTestDatabase } from '../testing/test-support';
import type { DatabaseHandle } from '../db';
import { bookings, chatMessages, contactRequests, inboxAudit, jobApplications, notifications, resumes } from '../db/schema';
import { slidingWindowLimiter } from '../http/rate-limit';
import { addMember, removeMember, saveChallenge, takeChallenge } from './auth';
import type { InboxSettings } from './config';
import { INBOX_CSP } from './routes';
import { renderMail } from '../testing/mail';
import { dateKey } from '@/lib/schedule/format';
import { defaultAvailability } from '@/content/scheduling';

const settings: InboxSettings = { users: ['sales@northstack.test'], origin: 'https://site.test', linkMinutes: 15, sessionHours: 12, signInRateLimit: 3 };
const BASE = 'https://site.test/api/inbox';
const SAME = { 'sec-fetch-site': 'same-origin', origin: 'https://site.test' };

for (const backend of backends) {
  describe.skipIf(backend.skip)(`inbox on ${backend.name}`, () => {
    let handle: DatabaseHandle;
    let clock = new Date('2026-11-27T09:00:00Z');
    let app: ReturnType<typeof createApp>;
    let address = 0;
    const limits = () => ({ addressLimiter: slidingWindowLimiter({ limit: 3, windowMs: 900_000, now: () => clock.getTime() }), clientLimiter: slidingWindowLimiter({ limit: 6, windowMs: 900_000, now: () => clock.getTime() }) });
    const build = () =>
      createApp({
        root: '/nonexistent',
        db: handle.db,
        api: { trustProxy: true, ipHashSecret: 'test-secret', siteUrl: 'https://site.test', inbox: { settings, now: () => clock, ...limits() }, log: { info: () => {}, error: () => {} } },
      });

    beforeAll(async () => {
      handle = await openTestDatabase(backend.env, 'inbox');
    }, 60_000);
    afterAll(async () => handle?.close());
    beforeEach(async () => {
      clock = new Date('2026-11-27T09:00:00Z');
      address += 1;
      await clearTables(handle);
      await handle.db.execute(sql`truncate inbox_users, inbox_sign_in_tokens, inbox_sessions, inbox_passkeys, inbox_challenges, lead_states, inbox_audit`);
      app = build();
    });

    const ip = () => ({ 'x-forwarded-for': `198.51.100.${address}` });
    const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      app.request(`${BASE}${path}`, { method: 'POST', body: new URLSearchParams(form), headers: { ...SAME, ...ip(), 'content-type': 'application/x-www-form-urlencoded', ...headers } });
    const get = (path: string, cookie?: string) => app.request(`${BASE}${path}`, { headers: { ...ip(), ...(cookie ? { cookie } : {}) } });

    /** The link of the last sign-in mail in the outbox, rendered as the worker would. */
    async function mailedLink(): Promise<{ to: string; token: string } | null> {
      const rows = await handle.db.select().from(notifications).where(sql`kind = 'inbox-sign-in'`).orderBy(sql`created_at desc`);
      const row = rows[0];
      if (!row) return null;
      const mail = renderMail(row, undefined);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      return token ? { to: mail.to, token } : null;
    }

    async function signIn(email = 'sales@northstack.test'): Promise<string> {
      expect((await post('/sign-in', { email })).status).toBe(303);
      const link = await mailedLink();
      const answer = await post('/sign-in/link', { token: link!.token });
      expect(answer.status).toBe(303);
      const cookie = answer.headers.get('set-cookie') ?? '';
      return cookie.split(';')[0]!;
    }

    it('mails a one-time link to a member: opening it asks first, it signs in once, with a __Host- cookie', async () => {
      const asked = await post('/sign-in', { email: 'Sales@Northstack.test ' });
      expect(asked.status).toBe(303);
      expect(asked.headers.get('location')).toBe('/api/inbox/sign-in?sent=1');
      const link = await mailedLink();
      expect(link?.to).toBe('sales@northstack.test');
      // The token is stored only as a hash.
      const stored = (await handle.db.execute(sql`select token_hash from inbox_sign_in_tokens`)) as unknown as { rows: { token_hash: string }[] };
      expect(stored.rows[0]?.token_hash).not.toContain(link!.token);
      // A mail scanner fetching the link does not use it up.
      expect((await get(`/sign-in/link?token=${link!.token}`)).status).toBe(200);
      const first = await post('/sign-in/link', { token: link!.token });
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toBe('/api/inbox/leads');
      const cookie = first.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-inbox-session=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
      expect((await get('/leads', cookie.split(';')[0])).status).toBe(200);
      // Single use.
      expect((await post('/sign-in/link', { token: link!.token })).status).toBe(400);
    });

    it('answers an unknown address exactly as a member, and mails nothing', async () => {
      const member = await post('/sign-in', { email: 'sales@northstack.test' });
      const stranger = await post('/sign-in', { email: 'mallory@example.com' });
      expect(stranger.status).toBe(member.status);
      expect(stranger.headers.get('location')).toBe(member.headers.get('location'));
      expect(await stranger.text()).toBe(await member.text());
      expect(await countRows(handle, 'notifications')).toBe(1);
      expect(await countRows(handle, 'inbox_sign_in_tokens')).toBe(1);
    });

    it('refuses a link after it expires', async () => {
      await post('/sign-in', { email: 'sales@northstack.test' });
      const link = await mailedLink();
      clock = new Date(clock.getTime() + 16 * 60_000);
      expect((await post('/sign-in/link', { token: link!.token })).status).toBe(400);
    });

    it('limits link requests per address and per client', async () => {
      for (let i = 0; i < 3; i += 1) expect((await post('/sign-in', { email: 'sales@northstack.test' })).status).toBe(303);
      expect((await post('/sign-in', { email: 'sales@northstack.test' })).status).toBe(429);
      expect(await countRows(handle, 'notifications')).toBe(3);
      // The same client, other addresses: its own limit (6 attempts in the window) runs out too.
      expect((await post('/sign-in', { email: 'a@example.com' })).status).toBe(303);
      expect((await post('/sign-in', { email: 'b@example.com' })).status).toBe(303);
      expect((await post('/sign-in', { email: 'c@example.com' })).status).toBe(429);
      // After the window, the member may ask again.
      clock = new Date(clock.getTime() + 16 * 60_000);
      expect((await post('/sign-in', { email: 'sales@northstack.test' })).status).toBe(303);
    });

    it('follows the allowlist: a person added from the CLI signs in; removing them ends their sessions at once', async () => {
      await post('/sign-in', { email: 'recruiter@northstack.test' });
      expect(await countRows(handle, 'notifications')).toBe(0);
      await addMember(handle.db, 'Recruiter@Northstack.test');
      const cookie = await signIn('recruiter@northstack.test');
      expect((await get('/leads', cookie)).status).toBe(200);
      expect(await removeMember(handle.db, 'recruiter@northstack.test')).toBe(true);
      const after = await get('/leads', cookie);
      expect(after.status).toBe(303);
      expect(after.headers.get('location')).toBe('/api/inbox/sign-in');
    });

    it('ends a session when it expires, on sign-out, and everywhere on sign-out everywhere', async () => {
      const laptop = await signIn();
      const phone = await signIn();
      expect((await post('/sign-out-everywhere', {}, { cookie: phone })).status).toBe(303);
      expect((await get('/leads', laptop)).status).toBe(303);
      expect((await get('/leads', phone)).status).toBe(303);

      const again = await signIn();
      expect((await post('/sign-out', {}, { cookie: again })).status).toBe(303);
      expect((await get('/leads', again)).status).toBe(303);

      clock = new Date(clock.getTime() + 16 * 60_000); // past the link requests' window (3 per address)
      const later = await signIn();
      clock = new Date(clock.getTime() + 11 * 3_600_000);
      expect((await get('/leads', later)).status).toBe(200);
      clock = new Date(clock.getTime() + 2 * 3_600_000);
      expect((await get('/leads', later)).status).toBe(303);
    });

    it('takes a WebAuthn challenge once: a replayed answer finds nothing', async () => {
      await saveChallenge(handle.db, 'challenge-1', 'sign-in', null, clock);
      expect(await takeChallenge(handle.db, 'challenge-1', 'sign-in', null, clock)).toBe(true);
      expect(await takeChallenge(handle.db, 'challenge-1', 'sign-in', null, clock)).toBe(false);
      await saveChallenge(handle.db, 'challenge-2', 'register', 'sales@northstack.test', clock);
      expect(await takeChallenge(handle.db, 'challenge-2', 'register', 'other@northstack.test', clock)).toBe(false);
      expect(await takeChallenge(handle.db, 'challenge-2', 'sign-in', null, clock)).toBe(false);
      expect(await takeChallenge(handle.db, 'challenge-2', 'register', 'sales@northstack.test', new Date(clock.getTime() + 6 * 60_000))).toBe(false);
      const cookie = await signIn();
      const options = (await (await post('/passkeys/register-options', {}, { cookie })).json()) as { challenge: string; rp: { id: string } };
      expect(options.rp.id).toBe('site.test');
      expect(await takeChallenge(handle.db, options.challenge, 'register', 'sales@northstack.test', clock)).toBe(true);
      expect(await takeChallenge(handle.db, options.challenge, 'register', 'sales@northstack.test', clock)).toBe(false);
    });

    it('refuses a cross-site change, and any change without a session', async () => {
      const cookie = await signIn();
      const [lead] = await handle.db.insert(contactRequests).values({ name: 'Ada', email: 'ada@example.com', topic: 'quote', budget: '25k-75k', timeline: 'asap', message: 'Hello' }).returning();
      const forged = await post(`/leads/${lead!.id}/status`, { status: 'spam' }, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
      expect((await post(`/leads/${lead!.id}/status`, { status: 'spam' })).status).toBe(403);
      expect(await countRows(handle, 'lead_states')).toBe(0);
      expect((await post(`/leads/${lead!.id}/status`, { status: 'done' }, { cookie })).status).toBe(303);
      const page = await (await get(`/leads/${lead!.id}`, cookie)).text();
      expect(page).toContain('Done<span class="meta">, set by sales@northstack.test');
      // Every stored field, choices as the visitor read them (the quote path's budget and timeline too).
      expect(page).toContain('<dt>Topic</dt><dd>Request a quote</dd>');
      expect(page).toContain('<dt>Budget</dt><dd>$25,000 to $75,000</dd>');
      expect(page).toContain('<dt>Timeline</dt><dd>As soon as possible</dd>');
    });

    it('lists every form newest first in pages, filtered by kind, status and text', async () => {
      const cookie = await signIn();
      const start = Date.parse('2026-10-01T00:00:00Z');
      await handle.db.insert(contactRequests).values(
        Array.from({ length: 30 }, (_, i) => ({ name: `Client ${i}`, email: `c${i}@example.com`, topic: 'general', message: i === 7 ? 'We need a Kubernetes migration' : 'Hello', createdAt: new Date(start + i * 3_600_000) })),
      );
      await handle.db.insert(chatMessages).values({ message: 'Chat about pricing', email: 'chat@example.com', createdAt: new Date(start + 40 * 3_600_000) });
      const first = await (await get('/leads', cookie)).text();
      expect(first).toContain('31 leads, page 1 of 2');
      expect(first.indexOf('Chat about pricing')).toBeLessThan(first.indexOf('Client 29'));
      expect(first).not.toContain('Client 5<');
      const second = await (await get('/leads?page=2', cookie)).text();
      expect(second).toContain('Client 5<');
      expect(second).toContain('Client 0<');
      expect(second).not.toContain('Client 29');
      const chats = await (await get('/leads?kind=chat', cookie)).text();
      expect(chats).toContain('1 lead,');
      const search = await (await get('/leads?q=kubernetes', cookie)).text();
      expect(search).toContain('1 lead,');
      expect(search).toContain('Client 7');
      const [row] = await handle.db.select().from(contactRequests).where(sql`name = 'Client 3'`);
      await post(`/leads/${row!.id}/status`, { status: 'in-progress' }, { cookie });
      const progressing = await (await get('/leads?status=in-progress', cookie)).text();
      expect(progressing).toContain('1 lead,');
      expect(progressing).toContain('Client 3');
      const fresh = await (await get('/leads?status=new', cookie)).text();
      expect(fresh).toContain('30 leads');
    });

    it('erases a person from every table with an audit row that names nobody', async () => {
      const cookie = await signIn();
      await handle.db.insert(contactRequests).values({ name: 'Grace', email: 'Grace@example.com', topic: 'general', message: 'Hi' });
      const [application] = await handle.db
        .insert(jobApplications)
        .values({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '1', position: 'backend', experience: '10+', coverLetter: 'Compilers' })
        .returning();
      await handle.db.insert(resumes).values({ jobApplicationId: application!.id, fileName: 'cv.pdf', format: 'pdf', size: 10, bytes: files.pdf() });
      await handle.db.insert(notifications).values({ kind: 'job-application', leadId: application!.id, payload: { email: 'grace@example.com' } });
      await handle.db.insert(bookings).values({ callType: 'intro', startsAt: new Date('2026-12-01T10:00:00Z'), endsAt: new Date('2026-12-01T10:30:00Z'), holdsUntil: new Date('2026-12-01T10:45:00Z'), name: 'Grace', email: 'grace@example.com', inviteTokenHash: 'x' });
      await handle.db.insert(contactRequests).values({ name: 'Alan', email: 'alan@example.com', topic: 'general', message: 'Hi' });
      await post(`/leads/${application!.id}/note`, { note: 'Strong candidate' }, { cookie });

      expect((await post('/erase', { email: 'grace@example.com' }, { cookie })).status).toBe(400); // unconfirmed: nothing happens
      expect(await countRows(handle, 'job_applications')).toBe(1);
      const erased = await post('/erase', { email: 'grace@example.com', confirm: 'yes' }, { cookie });
      expect(erased.headers.get('location')).toBe('/api/inbox/leads?erased=3');
      expect(await countRows(handle, 'job_applications')).toBe(0);
      expect(await countRows(handle, 'resumes')).toBe(0);
      expect(await countRows(handle, 'bookings')).toBe(0);
      expect(await countRows(handle, 'notifications where lead_id is not null')).toBe(0);
      expect(await countRows(handle, 'lead_states')).toBe(0);
      expect(await countRows(handle, 'contact_requests')).toBe(1);
      const [audit] = await handle.db.select().from(inboxAudit);
      expect(audit).toMatchObject({ actor: 'sales@northstack.test', action: 'erase-person', detail: { erased: { contact: 1, 'job-application': 1, booking: 1 }, total: 3 } });
      expect(JSON.stringify(audit)).not.toMatch(/grace|hopper/i);
    });

    it('exports the current filter as CSV with formulas neutralised, and serves the resume', async () => {
      const cookie = await signIn();
      await handle.db.insert(contactRequests).values({ name: '=HYPERLINK("http://evil")', email: 'x@example.com', topic: 'general', message: '+1 call me' });
      await handle.db.insert(chatMessages).values({ message: '@chat', email: 'y@example.com' });
      const [application] = await handle.db
        .insert(jobApplications)
        .values({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '1', position: 'backend', experience: '10+', coverLetter: 'Compilers' })
        .returning();
      await handle.db.insert(resumes).values({ jobApplicationId: application!.id, fileName: 'cv.pdf', format: 'pdf', size: files.pdf().length, bytes: files.pdf() });
      const csv = await get('/leads/export.csv?kind=contact', cookie);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-2026-11-27\.csv"/);
      const text = await csv.text();
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(text).toContain(`"'+1 call me"`);
      expect(text).toContain('"handling"');
      expect(text).not.toContain('@chat');
      expect(text.trim().split('\n')).toHaveLength(2);
      const resume = await get(`/leads/${application!.id}/resume`, cookie);
      expect(resume.status).toBe(200);
      expect(resume.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await resume.arrayBuffer()).equals(files.pdf())).toBe(true);
      expect((await get(`/leads/${application!.id}/resume`)).status).toBe(303);
    });

    it('lists upcoming and past calls and cancels one with the visitor and the team mailed', async () => {
      const cookie = await signIn();
      const [call] = await handle.db
        .insert(bookings)
        .values({ callType: 'intro', startsAt: new Date('2026-12-01T15:00:00Z'), endsAt: new Date('2026-12-01T15:30:00Z'), holdsUntil: new Date('2026-12-01T15:45:00Z'), name: 'Linus', email: 'linus@example.com', company: 'Kernel Co', topic: 'A rewrite in Rust', inviteTokenHash: 'x' })
        .returning();
      await handle.db.insert(bookings).values({ callType: 'intro', startsAt: new Date('2026-11-20T15:00:00Z'), endsAt: new Date('2026-11-20T15:30:00Z'), holdsUntil: new Date('2026-11-20T15:45:00Z'), name: 'Margaret', email: 'margaret@example.com', inviteTokenHash: 'y' });
      const listed = await (await get('/calls', cookie)).text();
      expect(listed).toContain('Upcoming (1)');
      expect(listed).toContain('Past and cancelled (1)');
      expect(listed).toContain('A rewrite in Rust');
      expect(listed.indexOf('Linus')).toBeLessThan(listed.indexOf('Margaret'));
      await handle.db.execute(sql`truncate notifications`);
      const cancelled = await post(`/calls/${call!.id}/cancel`, {}, { cookie });
      expect(cancelled.headers.get('location')).toBe('/api/inbox/calls?done=cancelled');
      const [row] = await handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.status).toBe('cancelled');
      const mails = await handle.db.select({ kind: notifications.kind }).from(notifications);
      expect(mails.map((mail) => mail.kind).sort()).toEqual(['booking', 'booking-cancelled']);
      expect(await (await get('/calls', cookie)).text()).toContain('Upcoming (0)');
    });

    it('moves a call by id: the visitor is mailed the new time and link, the old time is free again, audited; a taken time, a cancelled call and a cross-site post are refused', async () => {
      clock = new Date(); // the public slots below are computed at the real time
      const cookie = await signIn();
      const host = 'james-whitfield';
      const slotsOf = async (who = host) => ((await (await app.request(`https://site.test/api/schedule/slots?type=discovery&host=${who}`)).json()) as { slots: { start: string; end: string }[] }).slots.map((slot) => slot.start);
      const offered = await slotsOf();
      expect(offered.length).toBeGreaterThan(10);
      const [oldStart, newStart, takenStart] = [offered[0]!, offered[4]!, offered[8]!];
      const at = (start: string, minutes: number) => new Date(new Date(start).getTime() + minutes * 60_000);
      const booking = (start: string, who: string, name: string, email: string) => ({ callType: 'discovery', startsAt: new Date(start), endsAt: at(start, 30), holdsUntil: at(start, 30), host: who, name, email, inviteTokenHash: `invite-${name}-${who}` });
      const [call] = await handle.db.insert(bookings).values(booking(oldStart, host, 'Linus', 'linus@example.com')).returning();
      expect(await slotsOf()).not.toContain(oldStart);
      // Every host of the type is taken at takenStart.
      for (const other of ['james-whitfield', 'elena-marchetti', 'priya-raman', 'marcus-lindqvist']) await handle.db.insert(bookings).values(booking(takenStart, other, 'Grace', `grace-${other}@example.com`));
      await handle.db.execute(sql`truncate notifications`);

      const listed = await (await get('/calls', cookie)).text();
      expect(listed).toContain(`href="/api/inbox/calls/${call!.id}/move"`);
      const form = await (await get(`/calls/${call!.id}/move`, cookie)).text();
      expect(form).toContain(`value="${new Date(newStart).toISOString()}"`);
      expect(form).not.toContain(`value="${new Date(takenStart).toISOString()}"`);
      expect(form).not.toContain(`value="${new Date(oldStart).toISOString()}"`); // the time it has

      // A cross-site post changes nothing.
      expect((await post(`/calls/${call!.id}/move`, { start: newStart }, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
      // A taken time is refused, back on the form with the reason.
      const taken = await post(`/calls/${call!.id}/move`, { start: takenStart }, { cookie });
      expect(taken.headers.get('location')).toBe(`/api/inbox/calls/${call!.id}/move?error=taken`);
      expect(await (await get(`/calls/${call!.id}/move?error=taken`, cookie)).text()).toContain('That time is no longer free');
      let [row] = await handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.startsAt.toISOString()).toBe(new Date(oldStart).toISOString());
      expect(await countRows(handle, 'notifications')).toBe(0);

      const moved = await post(`/calls/${call!.id}/move`, { start: newStart }, { cookie });
      expect(moved.status).toBe(303);
      expect(moved.headers.get('location')).toBe('/api/inbox/calls?done=moved');
      [row] = await handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.startsAt.toISOString()).toBe(new Date(newStart).toISOString());
      expect(row?.host).toBe(host);
      expect(row?.manageTokenHash).toBeTruthy();
      // The visitor's mail: the new time, a new manage link, the invite.
      const [visitorMail] = await handle.db.select().from(notifications).where(sql`kind = 'booking-rescheduled'`);
      expect(visitorMail?.payload.start).toBe(new Date(newStart).toISOString());
      const mail = renderMail(visitorMail!, undefined);
      expect(mail.to).toBe('linus@example.com');
      expect(mail.text).toMatch(/\/api\/schedule\/manage\?token=[A-Za-z0-9_-]{20,}/);
      expect(String(visitorMail?.payload.ics)).toMatch(/SEQUENCE:1\r?\n/);
      const kinds = (await handle.db.select({ kind: notifications.kind }).from(notifications)).map((entry) => entry.kind);
      expect(kinds).toContain('booking');
      // The old time is offered again at once; the new one is held.
      const after = await slotsOf();
      expect(after).toContain(oldStart);
      expect(after).not.toContain(newStart);
      // Audited: who, which booking, the times, never the visitor's data.
      const [audit] = await handle.db.select().from(inboxAudit).where(sql`action = 'move-call'`);
      expect(audit?.actor).toBe('sales@northstack.test');
      expect(audit?.detail).toMatchObject({ booking: call!.id, from: new Date(oldStart).toISOString(), to: new Date(newStart).toISOString(), host });
      expect(JSON.stringify(audit?.detail)).not.toContain('linus');

      // A cancelled call cannot be moved.
      expect((await post(`/calls/${call!.id}/cancel`, {}, { cookie })).headers.get('location')).toBe('/api/inbox/calls?done=cancelled');
      expect((await handle.db.select().from(inboxAudit).where(sql`action = 'cancel-call'`)).map((entry) => entry.actor)).toEqual(['sales@northstack.test']);
      await handle.db.execute(sql`truncate notifications`);
      expect((await post(`/calls/${call!.id}/move`, { start: oldStart }, { cookie })).headers.get('location')).toBe('/api/inbox/calls?done=gone');
      expect((await get(`/calls/${call!.id}/move`, cookie)).headers.get('location')).toBe('/api/inbox/calls?done=gone');
      [row] = await handle.db.select().from(bookings).where(sql`id = ${call!.id}`);
      expect(row?.status).toBe('cancelled');
      expect(await countRows(handle, 'notifications')).toBe(0);
    });

    it('applies a blocked date to the slots /contact offers at once, and refuses invalid hours with the reason', async () => {
      await handle.db.execute(sql`truncate schedule_blocked_dates, schedule_host_hours, schedule_settings`);
      const cookie = await signIn();
      const slotsOn = async () => ((await (await app.request('https://site.test/api/schedule/slots?type=discovery')).json()) as { slots: { start: string }[] }).slots;
      const before = await slotsOn();
      expect(before.length).toBeGreaterThan(0);
      const day = dateKey(before[0]!.start, defaultAvailability.timeZone);
      expect(before.filter((slot) => dateKey(slot.start, defaultAvailability.timeZone) === day).length).toBeGreaterThan(0);

      const blocked = await post('/calls/availability/block', { date: day, host: '' }, { cookie });
      expect(blocked.headers.get('location')).toBe('/api/inbox/calls/availability?done=block');
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
      expect(await countRows(handle, 'schedule_host_hours')).toBe(0);
      expect((await post('/calls/availability/settings', { minimumNoticeHours: '24', horizonDays: '30', maxCallsPerDay: '4' }, { cookie })).status).toBe(303);
      expect(await (await get('/calls/availability', cookie)).text()).toMatch(/id="maxCallsPerDay"[^>]*value="4"/);
    });

    it('sends every inbox page no-store, with a strict policy and no referrer', async () => {
      const cookie = await signIn();
      for (const path of ['/sign-in', '/leads', '/account', '/calls', '/calls/availability']) {
        const answer = await get(path, cookie);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(answer.headers.get('content-security-policy')).toBe(INBOX_CSP);
        expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      }
      const script = await get('/assets/inbox.js');
      expect(script.status).toBe(200);
      expect(await script.text()).toContain('navigator.credentials');
    });
  });
}
