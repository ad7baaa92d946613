import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db';
import { notifications } from '../db/schema';
import { slidingWindowLimiter } from '../http/rate-limit';
import type { InboxSettings } from '../inbox/config';
import { POST_LIMIT } from '../inbox/post-limit';
import { renderMail } from './mail';
import { clearTables, openTestDatabase } from './test-support';

/** The inbox's integration tests' settings: one member from the environment, links for 15 minutes, sessions for 12 hours. */
export const inboxSettings: InboxSettings = { users: ['sales@northstack.test'], origin: 'https://site.test', linkMinutes: 15, sessionHours: 12, signInRateLimit: 3 };
export const INBOX_BASE = 'https://site.test/api/inbox';
const SAME = { 'sec-fetch-site': 'same-origin', origin: 'https://site.test' };
const START = '2026-11-27T09:00:00Z';

/**
 * One inbox test file's setup on one backend (server/inbox/*.test.ts): its own database (`name`), an app
 * whose inbox reads `clock` (a test moves it forward), and before each test empty tables, the clock back at
 * its start and a client address of its own (so rate limits never carry over). With requests as a browser
 * on the site sends them, and sign-in through the mailed link.
 */
export function useInbox({ env, skip }: { env: Record<string, string>; skip: boolean }, name: string, { postLimit = POST_LIMIT, ...extra }: { webhookTargets?: string[]; postLimit?: number } = {}) {
  let address = 0;
  /** The inbox's work after an answer (a sign-in link's mail): run at once unless `hold` is set, awaited by settle(). */
  const deferred: (() => Promise<unknown>)[] = [];
  const running: Promise<unknown>[] = [];
  const defer = (work: () => Promise<unknown>) => {
    if (inbox.hold) deferred.push(work);
    else running.push(work());
  };
  const limits = () => ({
    addressLimiter: slidingWindowLimiter({ limit: 3, windowMs: 900_000, now: () => inbox.clock.getTime() }),
    clientLimiter: slidingWindowLimiter({ limit: 6, windowMs: 900_000, now: () => inbox.clock.getTime() }),
    changeLimiter: slidingWindowLimiter({ limit: 5, windowMs: 900_000, now: () => inbox.clock.getTime() }),
    postLimiter: slidingWindowLimiter({ limit: postLimit, windowMs: 900_000, now: () => inbox.clock.getTime() }),
  });
  const build = () =>
    createApp({
      root: '/nonexistent',
      db: inbox.handle.db,
      api: { trustProxy: true, ipHashSecret: 'test-secret', siteUrl: 'https://site.test', inbox: { settings: inboxSettings, now: () => inbox.clock, defer, ...limits() }, ...extra, log: { info: () => {}, error: () => {} } },
    });
  const ip = () => ({ 'x-forwarded-for': `198.51.100.${address}` });

  const inbox = {
    handle: undefined as unknown as DatabaseHandle,
    app: undefined as unknown as ReturnType<typeof createApp>,
    clock: new Date(START),
    /** Hold the inbox's work after its answers until settle() (to see what happens before and after). */
    hold: false,
    /** How many pieces of work wait (held). */
    held: () => deferred.length,
    /** Runs the held work and waits for all of it. */
    async settle(): Promise<void> {
      running.push(...deferred.splice(0).map((work) => work()));
      await Promise.all(running.splice(0));
    },
    post: (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      inbox.app.request(`${INBOX_BASE}${path}`, { method: 'POST', body: new URLSearchParams(form), headers: { ...SAME, ...ip(), 'content-type': 'application/x-www-form-urlencoded', ...headers } }),
    get: (path: string, cookie?: string) => inbox.app.request(`${INBOX_BASE}${path}`, { headers: { ...ip(), ...(cookie ? { cookie } : {}) } }),

    /** The link of the last sign-in mail in the outbox, rendered as the worker would. */
    async mailedLink(): Promise<{ to: string; token: string } | null> {
      await inbox.settle();
      const rows = await inbox.handle.db.select().from(notifications).where(sql`kind = 'inbox-sign-in'`).orderBy(sql`created_at desc`);
      const row = rows[0];
      if (!row) return null;
      const mail = renderMail(row, undefined);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      return token ? { to: mail.to, token } : null;
    },

    /** Signs in through a mailed link; the session cookie. */
    async signIn(email = 'sales@northstack.test'): Promise<string> {
      expect((await inbox.post('/sign-in', { email })).status).toBe(303);
      const link = await inbox.mailedLink();
      const answer = await inbox.post('/sign-in/link', { token: link!.token });
      expect(answer.status).toBe(303);
      const cookie = answer.headers.get('set-cookie') ?? '';
      return cookie.split(';')[0]!;
    },
  };

  beforeAll(async () => {
    if (skip) return;
    inbox.handle = await openTestDatabase(env, name);
  }, 60_000);
  afterAll(async () => inbox.handle?.close());
  beforeEach(async () => {
    if (skip) return;
    await inbox.settle();
    inbox.hold = false;
    inbox.clock = new Date(START);
    address += 1;
    await clearTables(inbox.handle);
    await inbox.handle.db.execute(sql`truncate inbox_users, inbox_sign_in_tokens, inbox_sessions, inbox_passkeys, inbox_challenges, lead_states, inbox_audit`);
    inbox.app = build();
  });
  return inbox;
}
