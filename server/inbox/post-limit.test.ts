import { describe, expect, it } from 'vitest';
import { contactRequests, inboxAudit, inboxPreferences, inboxUsers } from '../db/schema';
import { useInbox } from '../testing/inbox';
import { backends } from '../testing/test-support';

/**
 * Every signed-in POST counts against its member's budget (issue 38): here 3 in 15 minutes (the server's is
 * POST_LIMIT); the next is refused with 429 and changes nothing, whichever form it is, and another member
 * keeps their own budget.
 */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`the signed-in POST budget on ${backend.name}`, () => {
    const inbox = useInbox(backend, 'inbox_post_limit', { postLimit: 3 });
    const { post, get, signIn } = inbox;
    const zones = async () => (await inbox.handle.db.select().from(inboxPreferences)).map((row) => [row.email, row.timeZone]);

    it("refuses a member's POST past the budget with the inbox's page (or JSON for the passkey calls), storing nothing; another member is unaffected", async () => {
      await inbox.handle.db.insert(inboxUsers).values({ email: 'priya@northstack.test' });
      await inbox.handle.db.insert(contactRequests).values({ name: 'Dana Reyes', email: 'dana@example.com', topic: 'general', message: 'A question' });
      const sales = await signIn();
      const priya = await signIn('priya@northstack.test');
      for (const timeZone of ['Europe/Berlin', 'Asia/Tokyo', 'America/Chicago']) expect((await post('/account/time-zone', { timeZone }, { cookie: sales })).status).toBe(303);

      // The fourth: a time zone, an erasure, a lead's note: each refused, nothing stored, no 5xx.
      const refused = await post('/account/time-zone', { timeZone: 'America/Los_Angeles' }, { cookie: sales });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.headers.get('content-type')).toContain('text/html');
      expect(await refused.text()).toContain('Too many changes');
      expect((await post('/erase', { email: 'dana@example.com', confirm: 'yes' }, { cookie: sales })).status).toBe(429);
      expect(await inbox.handle.db.select().from(contactRequests)).toHaveLength(1);
      expect(await inbox.handle.db.select().from(inboxAudit)).toEqual([]);
      expect(await zones()).toEqual([['sales@northstack.test', 'America/Chicago']]);
      const json = await post('/passkeys/register-options', {}, { cookie: sales, 'content-type': 'application/json' });
      expect(json.status).toBe(429);
      expect(await json.json()).toEqual({ error: 'rate_limited' });
      // Reading still works; so does ending the session.
      expect((await get('/leads', sales)).status).toBe(200);

      // Another member's budget is their own.
      expect((await post('/account/time-zone', { timeZone: 'Europe/Berlin' }, { cookie: priya })).status).toBe(303);
      expect((await zones()).sort()).toEqual([['priya@northstack.test', 'Europe/Berlin'], ['sales@northstack.test', 'America/Chicago']]);
      expect((await post('/sign-out', {}, { cookie: sales })).status).toBe(303);

      // The window passes: the member may change things again.
      inbox.clock = new Date(inbox.clock.getTime() + 15 * 60_000 + 1000);
      const again = await signIn();
      expect((await post('/account/time-zone', { timeZone: 'America/Los_Angeles' }, { cookie: again })).status).toBe(303);
    });
  });
}
