import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, countRows } from '../testing/test-support';
import { contactRequests } from '../db/schema';
import { useInbox } from '../testing/inbox';
import { addMember, removeMember, saveChallenge, takeChallenge } from './auth';
import { INBOX_CSP } from './routes';

/** Integration tests of the inbox's sign-in: mailed links, the allowlist, sessions, passkey challenges, the same-site guard, and what every page is sent with, on each backend. */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`inbox sign-in on ${backend.name}`, () => {
    const inbox = useInbox(backend, 'inbox_sign_in');
    const { post, get, signIn, mailedLink } = inbox;

    it('mails a one-time link to a member: opening it asks first, it signs in once, with a __Host- cookie', async () => {
      const asked = await post('/sign-in', { email: 'Sales@Northstack.test ' });
      expect(asked.status).toBe(303);
      expect(asked.headers.get('location')).toBe('/api/inbox/sign-in?sent=1');
      const link = await mailedLink();
      expect(link?.to).toBe('sales@northstack.test');
      // The token is stored only as a hash.
      const stored = (await inbox.handle.db.execute(sql`select token_hash from inbox_sign_in_tokens`)) as unknown as { rows: { token_hash: string }[] };
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
      await inbox.settle();
      expect(await countRows(inbox.handle, 'notifications')).toBe(1);
      expect(await countRows(inbox.handle, 'inbox_sign_in_tokens')).toBe(1);
    });

    it('does the same before answering a member and a stranger: the same answer, sent before any mail is queued (issue 41, finding 3)', async () => {
      inbox.hold = true;
      const member = await post('/sign-in', { email: 'sales@northstack.test' });
      // Answered, and nothing looked up or queued yet: the membership check, the token and the mail come after.
      expect(await countRows(inbox.handle, 'notifications')).toBe(0);
      expect(await countRows(inbox.handle, 'inbox_sign_in_tokens')).toBe(0);
      expect(inbox.held()).toBe(1);
      const stranger = await post('/sign-in', { email: 'mallory@example.com' });
      expect(inbox.held()).toBe(2);
      expect(stranger.status).toBe(member.status);
      const headers = (answer: Response) => [...answer.headers.entries()].filter(([name]) => name !== 'x-request-id'); // a fresh id per request
      expect(headers(stranger)).toEqual(headers(member));
      expect(headers(member).map(([name]) => name)).toContain('location');
      expect(stranger.headers.get('set-cookie')).toBeNull();
      expect(await stranger.text()).toBe(await member.text());
      await inbox.settle();
      expect(await countRows(inbox.handle, 'notifications')).toBe(1);
      expect((await mailedLink())?.to).toBe('sales@northstack.test');
      expect(await countRows(inbox.handle, "inbox_sign_in_tokens where email = 'mallory@example.com'")).toBe(0);
    });

    it('refuses a link after it expires', async () => {
      await post('/sign-in', { email: 'sales@northstack.test' });
      const link = await mailedLink();
      inbox.clock = new Date(inbox.clock.getTime() + 16 * 60_000);
      expect((await post('/sign-in/link', { token: link!.token })).status).toBe(400);
    });

    it('limits link requests per address and per client', async () => {
      for (let i = 0; i < 3; i += 1) expect((await post('/sign-in', { email: 'sales@northstack.test' })).status).toBe(303);
      expect((await post('/sign-in', { email: 'sales@northstack.test' })).status).toBe(429);
      await inbox.settle();
      expect(await countRows(inbox.handle, 'notifications')).toBe(3);
      // The same client, other addresses: its own limit (6 attempts in the window) runs out too.
      expect((await post('/sign-in', { email: 'a@example.com' })).status).toBe(303);
      expect((await post('/sign-in', { email: 'b@example.com' })).status).toBe(303);
      expect((await post('/sign-in', { email: 'c@example.com' })).status).toBe(429);
      // After the window, the member may ask again.
      inbox.clock = new Date(inbox.clock.getTime() + 16 * 60_000);
      expect((await post('/sign-in', { email: 'sales@northstack.test' })).status).toBe(303);
    });

    it('follows the allowlist: a person added from the CLI signs in; removing them ends their sessions at once', async () => {
      await post('/sign-in', { email: 'recruiter@northstack.test' });
      await inbox.settle();
      expect(await countRows(inbox.handle, 'notifications')).toBe(0);
      await addMember(inbox.handle.db, 'Recruiter@Northstack.test');
      const cookie = await signIn('recruiter@northstack.test');
      expect((await get('/leads', cookie)).status).toBe(200);
      expect(await removeMember(inbox.handle.db, 'recruiter@northstack.test')).toBe(true);
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

      inbox.clock = new Date(inbox.clock.getTime() + 16 * 60_000); // past the link requests' window (3 per address)
      const later = await signIn();
      inbox.clock = new Date(inbox.clock.getTime() + 11 * 3_600_000);
      expect((await get('/leads', later)).status).toBe(200);
      inbox.clock = new Date(inbox.clock.getTime() + 2 * 3_600_000);
      expect((await get('/leads', later)).status).toBe(303);
    });

    it('takes a WebAuthn challenge once: a replayed answer finds nothing', async () => {
      await saveChallenge(inbox.handle.db, 'challenge-1', 'sign-in', null, inbox.clock);
      expect(await takeChallenge(inbox.handle.db, 'challenge-1', 'sign-in', null, inbox.clock)).toBe(true);
      expect(await takeChallenge(inbox.handle.db, 'challenge-1', 'sign-in', null, inbox.clock)).toBe(false);
      await saveChallenge(inbox.handle.db, 'challenge-2', 'register', 'sales@northstack.test', inbox.clock);
      expect(await takeChallenge(inbox.handle.db, 'challenge-2', 'register', 'other@northstack.test', inbox.clock)).toBe(false);
      expect(await takeChallenge(inbox.handle.db, 'challenge-2', 'sign-in', null, inbox.clock)).toBe(false);
      expect(await takeChallenge(inbox.handle.db, 'challenge-2', 'register', 'sales@northstack.test', new Date(inbox.clock.getTime() + 6 * 60_000))).toBe(false);
      const cookie = await signIn();
      const options = (await (await post('/passkeys/register-options', {}, { cookie })).json()) as { challenge: string; rp: { id: string } };
      expect(options.rp.id).toBe('site.test');
      expect(await takeChallenge(inbox.handle.db, options.challenge, 'register', 'sales@northstack.test', inbox.clock)).toBe(true);
      expect(await takeChallenge(inbox.handle.db, options.challenge, 'register', 'sales@northstack.test', inbox.clock)).toBe(false);
    });

    it('refuses a cross-site change, and any change without a session', async () => {
      const cookie = await signIn();
      const [lead] = await inbox.handle.db.insert(contactRequests).values({ name: 'Ada', email: 'ada@example.com', topic: 'quote', budget: '25k-75k', timeline: 'asap', message: 'Hello' }).returning();
      const forged = await post(`/leads/${lead!.id}`, { status: 'spam', owner: '', note: '' }, { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
      expect((await post(`/leads/${lead!.id}`, { status: 'spam', owner: '', note: '' })).status).toBe(403);
      expect(await countRows(inbox.handle, 'lead_states')).toBe(0);
      expect((await post(`/leads/${lead!.id}`, { status: 'done', owner: '', note: '' }, { cookie })).status).toBe(303);
      const page = await (await get(`/leads/${lead!.id}`, cookie)).text();
      expect(page).toContain('Status set to Done <span class="meta">by sales@northstack.test</span>');
      // Every stored field, choices as the visitor read them (the quote path's budget and timeline too).
      expect(page).toContain('<dt>Topic</dt><dd>Request a quote</dd>');
      expect(page).toContain('<dt>Budget</dt><dd>$25,000 to $75,000</dd>');
      expect(page).toContain('<dt>Timeline</dt><dd>As soon as possible</dd>');
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
