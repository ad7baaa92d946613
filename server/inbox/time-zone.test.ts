import { describe, expect, it } from 'vitest';
import { contactRequests, inboxPreferences, inboxUsers } from '../db/schema';
import { useInbox } from '../testing/inbox';
import { backends } from '../testing/test-support';

/** Each member reads the inbox in their own zone (issue 38): chosen on Account, kept per member, refused when forged or unknown. */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`a member's time zone on ${backend.name}`, () => {
    const inbox = useInbox(backend, 'inbox_time_zone');
    const { post, get, signIn } = inbox;
    const leadAt = new Date('2026-12-03T17:00:00Z');

    it("shows times in the office's zone until a member chooses theirs, then in theirs, named; other members keep the office's", async () => {
      await inbox.handle.db.insert(inboxUsers).values({ email: 'priya@northstack.test' });
      await inbox.handle.db.insert(contactRequests).values({ name: 'Dana Reyes', email: 'dana@example.com', topic: 'general', message: 'A question', createdAt: leadAt });
      const sales = await signIn();
      const before = await (await get('/leads', sales)).text();
      expect(before).toContain('Dec 3, 2026, 12 p.m. EST');
      expect(before).toMatch(/Times in the office(&#39;|')s zone \(Eastern Standard Time/);

      const saved = await post('/account/time-zone', { timeZone: 'America/Los_Angeles' }, { cookie: sales });
      expect(saved.status).toBe(303);
      expect(saved.headers.get('location')).toBe('/api/inbox/account?done=time-zone');
      const account = await (await get('/account?done=time-zone', sales)).text();
      expect(account).toContain('Time zone saved');
      expect(account).toMatch(/<option value="America\/Los_Angeles" selected>/);
      const after = await (await get('/leads', sales)).text();
      expect(after).toContain('Dec 3, 2026, 9 a.m. PST');
      expect(after).toContain('Times in your zone (Pacific Standard Time');
      const lead = /href="\/api\/inbox\/leads\/([0-9a-f-]{36})"/.exec(after)![1]!;
      expect(await (await get(`/leads/${lead}`, sales)).text()).toContain('received Dec 3, 2026, 9 a.m. PST');

      const priya = await signIn('priya@northstack.test');
      expect(await (await get('/leads', priya)).text()).toContain('Dec 3, 2026, 12 p.m. EST');
    });

    it("choosing the office's zone clears the choice, so the inbox follows the office", async () => {
      const cookie = await signIn();
      await post('/account/time-zone', { timeZone: 'Europe/Berlin' }, { cookie });
      expect(await inbox.handle.db.select().from(inboxPreferences)).toEqual([expect.objectContaining({ email: 'sales@northstack.test', timeZone: 'Europe/Berlin' })]);
      await post('/account/time-zone', { timeZone: 'America/New_York' }, { cookie });
      expect(await inbox.handle.db.select().from(inboxPreferences)).toEqual([]);
    });

    it('refuses an unknown or forged zone, a cross-site post and a post without a session, storing nothing', async () => {
      const cookie = await signIn();
      for (const timeZone of ['Mars/Olympus_Mons', '', `America/${'x'.repeat(80)}`, '<script>alert(1)</script>']) {
        const answer = await post('/account/time-zone', { timeZone }, { cookie });
        expect(answer.status).toBe(400);
        const page = await answer.text();
        expect(page).toContain('Choose a time zone from the list.');
        expect(page).not.toContain('<script>alert');
      }
      expect((await post('/account/time-zone', { timeZone: 'Asia/Tokyo' }, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).status).toBe(403);
      expect((await post('/account/time-zone', { timeZone: 'Asia/Tokyo' })).status).toBe(403);
      expect(await inbox.handle.db.select().from(inboxPreferences)).toEqual([]);
    });

    it('stores a zone as the runtime names it', async () => {
      const cookie = await signIn();
      expect((await post('/account/time-zone', { timeZone: 'asia/kolkata' }, { cookie })).status).toBe(303);
      expect((await inbox.handle.db.select().from(inboxPreferences))[0]?.timeZone).toBe('Asia/Kolkata');
    });
  });
}
