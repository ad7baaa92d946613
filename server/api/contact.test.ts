import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db';
import { contactRequests, notifications } from '../db/schema';
import { createApp } from '../app';
import { slidingWindowLimiter } from '../rate-limit';
import { CONTACT_BODY_LIMIT_BYTES } from './contact';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const logged: string[] = [];

const valid = {
  name: '  Ada Lovelace ',
  email: ' ada@example.com ',
  company: 'Analytical Engines Ltd',
  service: 'devops',
  topic: 'quote',
  message: 'We need CI/CD and observability for twelve services.',
  website: '',
};

/** Each test speaks from its own address so the rate limit of one does not touch another. */
let address = 0;
let ip = '';
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'vitest', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  handle = await openDatabase({ DATA_DIR: 'memory://' });
  app = createApp({
    root: '/nonexistent',
    db: handle.db,
    api: {
      trustProxy: true,
      ipHashSecret: 'test-secret',
      rateLimiter: slidingWindowLimiter({ limit: 5, windowMs: 10 * 60 * 1000 }),
      log: { info: (line) => logged.push(line), error: (line) => logged.push(line) },
    },
  });
}, 60_000);
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  address += 1;
  ip = `203.0.113.${address}`;
  await handle.db.delete(contactRequests);
  await handle.db.delete(notifications);
  logged.length = 0;
});

describe('POST /api/contact', () => {
  it('stores a valid enquiry (trimmed), queues a notification and answers 201 with its id', async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const rows = await handle.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines Ltd',
      service: 'devops',
      topic: 'quote',
      message: valid.message,
      userAgent: 'vitest',
    });
    expect(rows[0]?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.ipHash).not.toContain(ip);

    const queued = await handle.db.select().from(notifications);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'contact_request', sentAt: null });
    expect(queued[0]?.payload).toMatchObject({ id, name: 'Ada Lovelace', email: 'ada@example.com', service: 'devops', topic: 'quote' });
    expect(logged.some((line) => JSON.parse(line).event === 'notification.queued')).toBe(true);
  });

  it('stores optional fields left empty as null and defaults the topic', async () => {
    const response = await post({ name: 'Bo', email: 'bo@example.com', message: 'Hello there, a question.' });
    expect(response.status).toBe(201);
    const [row] = await handle.db.select().from(contactRequests);
    expect(row).toMatchObject({ company: null, service: null, topic: 'general' });
  });

  it('answers 400 with one message per invalid field and stores nothing', async () => {
    const response = await post({ name: 'A', email: 'not-an-email', service: 'knitting', topic: 'chat', message: 'short' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('validation');
    expect(body.fields).toEqual({
      name: 'Your name needs at least 2 characters.',
      email: 'Please enter a valid email address, like name@company.com.',
      service: 'Please choose a service from the list.',
      topic: 'Please choose what you need.',
      message: 'Please write at least 10 characters so we can help.',
    });
    expect(await handle.db.select().from(contactRequests)).toHaveLength(0);
  });

  it('answers 400 for missing fields and for a body that is not JSON', async () => {
    const missing = (await (await post({})).json()) as { fields: Record<string, string> };
    expect(missing.fields).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      message: 'Please tell us about your project.',
    });
    const broken = await post('{"name": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid_json' });
  });

  it('accepts JSON only (415)', async () => {
    const form = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: 'name=Ada&email=ada%40example.com&message=Hello+there+friend',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ error: 'unsupported_media_type' });
    const none = await app.request('/api/contact', { method: 'POST', headers: { 'x-forwarded-for': ip }, body: JSON.stringify(valid) });
    expect(none.status).toBe(415);
    expect((await post(valid, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201);
  });

  it('refuses bodies over 32 KB (413)', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(CONTACT_BODY_LIMIT_BYTES) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await handle.db.select().from(contactRequests)).toHaveLength(0);
  });

  it('rejects a message over 5000 characters that fits in 32 KB (400)', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.message).toMatch(/under 5000 characters/);
  });

  it('answers a filled honeypot with 200 and stores nothing', async () => {
    const response = await post({ ...valid, website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(await handle.db.select().from(contactRequests)).toHaveLength(0);
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
    // Also when the rest is junk: a bot learns nothing from the answer.
    expect((await post({ website: 'x', email: 'nope' })).status).toBe(200);
  });

  it('limits each address to 5 messages per 10 minutes (429), others unaffected', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await post(valid)).status).toBe(201);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many messages/);
    expect(await handle.db.select().from(contactRequests)).toHaveLength(5);
    expect((await post(valid, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(201);
  });

  it('answers other methods with 405', async () => {
    const response = await app.request('/api/contact');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('keeps the stored enquiry and answers 201 when the notifier fails', async () => {
    const failing = createApp({
      root: '/nonexistent',
      db: handle.db,
      api: { notifier: { notify: () => Promise.reject(new Error('smtp down')) }, log: { info: () => {}, error: (line) => logged.push(line) } },
    });
    const response = await failing.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) });
    expect(response.status).toBe(201);
    expect(await handle.db.select().from(contactRequests)).toHaveLength(1);
    expect(logged.some((line) => line.includes('contact.notify_failed'))).toBe(true);
  });

  it('answers 503 when no database is configured', async () => {
    const bare = createApp({ root: '/nonexistent' });
    const response = await bare.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) });
    expect(response.status).toBe(503);
  });
});

describe('rate limiter', () => {
  it('frees a slot once the window has passed', () => {
    let now = 0;
    const limiter = slidingWindowLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect(limiter.hit('a').ok).toBe(true);
    expect(limiter.hit('a').ok).toBe(true);
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    now = 1000;
    expect(limiter.hit('a').ok).toBe(true);
  });
});
