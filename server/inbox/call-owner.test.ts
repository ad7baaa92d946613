import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '@/content/scheduling';
import { bookings, inboxAudit, notifications } from '../db/schema';
import { backends } from '../testing/test-support';
import { useInbox } from '../testing/inbox';
import { renderMail } from '../testing/mail';
import { cancelWithMails } from '../schedule/service';
import { addMember } from './auth';

/** A mail as the SMTP server receives it (nodemailer's own encoding), parsed back. */
async function rawMail(message: ReturnType<typeof renderMail>) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sent = await transport.sendMail({ from: 'hello@northstack.test', ...message });
  return simpleParser(sent.message as Buffer);
}

/** A call's owner (the call's page, its form, its history) and the team's booking mail's link into the inbox, on each backend. */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`a call's owner on ${backend.name}`, () => {
    const inbox = useInbox(backend, 'inbox_call_owner');
    const { post, get, signIn } = inbox;
    const call = async (email = 'linus@example.com') =>
      (await inbox.handle.db
        .insert(bookings)
        .values({ callType: 'intro', startsAt: new Date('2026-12-01T15:30:00Z'), endsAt: new Date('2026-12-01T16:00:00Z'), holdsUntil: new Date('2026-12-01T16:15:00Z'), host: 'priya-raman', name: 'Linus', email, company: 'Kernel Co', inviteTokenHash: `x-${email}` })
        .returning())[0]!;

    it('sets a call owner with a plain form (303), shows it in the list, on the call page and in its history, audited; refuses strangers, other sites and floods', async () => {
      const cookie = await signIn();
      await addMember(inbox.handle.db, 'priya@northstack.test');
      const booked = await call();
      const listed = await (await get('/calls', cookie)).text();
      expect(listed).toContain('No owner yet');
      expect(listed).toContain(`href="/api/inbox/calls/${booked.id}"`);
      const before = await (await get(`/calls/${booked.id}`, cookie)).text();
      expect(before).toContain(`<form method="post" action="/api/inbox/calls/${booked.id}/owner"`);
      expect(before).toMatch(/<option value="priya@northstack.test">priya@northstack.test<\/option>/);
      expect(before).toContain('Booked on the website');

      const saved = await post(`/calls/${booked.id}/owner`, { owner: 'Priya@Northstack.test' }, { cookie });
      expect(saved.status).toBe(303);
      expect(saved.headers.get('location')).toBe(`/api/inbox/calls/${booked.id}?saved=owner`);
      const after = await (await get(`/calls/${booked.id}?saved=owner`, cookie)).text();
      expect(after).toContain('Owner saved.');
      expect(after).toMatch(/<option value="priya@northstack.test" selected>/);
      expect(after).toMatch(/Owner set to priya@northstack.test <span class="meta">by sales@northstack.test<\/span><\/span> <time class="meta" datetime="2026-11-27T09:00:00.000Z">Nov 27, 2026, 4 a\.m\. EST<\/time>/);
      expect(await (await get('/calls', cookie)).text()).toContain('Owner: <strong>priya@northstack.test</strong>');
      const audit = await inbox.handle.db.select().from(inboxAudit).where(sql`action = 'call-owner'`);
      expect(audit.map((row) => [row.actor, row.detail])).toEqual([['sales@northstack.test', { booking: booked.id, owner: 'priya@northstack.test' }]]);

      // The same owner again writes nothing; nobody is a choice; a stranger is not.
      expect((await post(`/calls/${booked.id}/owner`, { owner: 'priya@northstack.test' }, { cookie })).headers.get('location')).toBe(`/api/inbox/calls/${booked.id}?saved=none`);
      expect((await post(`/calls/${booked.id}/owner`, { owner: 'mallory@example.com' }, { cookie })).status).toBe(400);
      expect((await post(`/calls/${booked.id}/owner`, { owner: 'priya@northstack.test' }, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
      expect((await post(`/calls/${booked.id}/owner`, { owner: '' })).status).toBe(403);
      expect((await inbox.handle.db.select().from(bookings))[0]?.owner).toBe('priya@northstack.test');
      expect((await post(`/calls/${booked.id}/owner`, { owner: '' }, { cookie })).headers.get('location')).toBe(`/api/inbox/calls/${booked.id}?saved=owner`);
      expect(await (await get(`/calls/${booked.id}`, cookie)).text()).toContain('Owner removed');
      // Five changes in 15 minutes (the test's limit); the sixth is refused and changes nothing.
      expect((await post(`/calls/${booked.id}/owner`, { owner: '' }, { cookie })).headers.get('location')).toBe(`/api/inbox/calls/${booked.id}?saved=none`);
      const flood = await post(`/calls/${booked.id}/owner`, { owner: 'sales@northstack.test' }, { cookie });
      expect(flood.status).toBe(429);
      expect((await inbox.handle.db.select().from(bookings))[0]?.owner).toBeNull();
      expect((await get('/calls/not-a-call', cookie)).status).toBe(404);
    });

    it('erasing the visitor leaves the owner history without their data', async () => {
      const cookie = await signIn();
      const booked = await call('ada@example.com');
      await post(`/calls/${booked.id}/owner`, { owner: 'sales@northstack.test' }, { cookie });
      expect((await post('/erase', { email: 'ada@example.com', confirm: 'yes' }, { cookie })).status).toBe(303);
      expect((await get(`/calls/${booked.id}`, cookie)).status).toBe(404);
      const audit = await inbox.handle.db.select().from(inboxAudit);
      expect(audit.map((row) => row.action).sort()).toEqual(['call-owner', 'erase-person']);
      expect(JSON.stringify(audit)).not.toMatch(/ada@|Linus|Kernel/i);
      expect(await inbox.handle.db.select().from(bookings)).toEqual([]);
    });

    it("links the team's booking mail to the call on the inbox's own origin (INBOX_ORIGIN), every other link on SITE_URL", async () => {
      const booked = await call();
      await inbox.handle.db.execute(sql`truncate notifications`);
      await cancelWithMails(inbox.handle.db, { id: booked.id, sequence: 0 }, { availability: defaultAvailability, siteUrl: 'https://site.test', inboxOrigin: 'https://admin.site.test', now: () => inbox.clock }, 'Our host is ill.', 'sales@northstack.test');
      const rows = await inbox.handle.db.select().from(notifications);
      const team = await rawMail(renderMail(rows.find((row) => row.kind === 'booking')!, 'team@example.com'));
      const inboxUrl = `https://admin.site.test/api/inbox/calls/${booked.id}`;
      expect(team.text).toContain(inboxUrl);
      expect(String(team.html)).toContain(`href="${inboxUrl}"`);
      expect(String(team.html)).not.toContain('https://site.test/api/inbox');
      const visitor = await rawMail(renderMail(rows.find((row) => row.kind === 'booking-cancelled')!, undefined));
      expect(visitor.text).toContain('https://site.test/contact#schedule');
      expect(visitor.text).not.toContain('admin.site.test');
    });
  });
}
