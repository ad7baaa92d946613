import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db';
import { contactRequests, notifications } from '../db/schema';
import { createApp } from '../app';
import { databaseLimiter, slidingWindowLimiter } from '../http/rate-limit';
import { JSON_FORM_MAX_BYTES as CONTACT_BODY_LIMIT_BYTES } from '../forms/pipeline';
import { backends, clearTables, openTestDatabase, testApp } from '../testing/test-support';
import { toCsv } from '../leads/csv';
import { listLeads } from '../leads/operations';
import { renderMail } from '../testing/mail';
import { webhookBody } from '../leads/webhooks';

const valid = {
  name: '  Ada Lovelace ',
  email: ' ada@example.com ',
  company: 'Analytical Engines Ltd',
  service: 'devops',
  topic: 'quote',
  message: 'We need CI/CD and observability for twelve services.',
  website: '',
};

describe.each(backends)('POST /api/contact on $name', ({ env, skip }) => {
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;
const logged: string[] = [];

/** Each test speaks from its own address so the rate limit of one does not touch another. */
let address = 0;
let ip = '';
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'vitest', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  if (skip) return;
  handle = await openTestDatabase(env, 'contact');
  app = testApp(handle, { rateLimiter: databaseLimiter(handle.db, { limit: 5 }), log: logged });
}, 60_000);
afterAll(async () => {
  await handle?.close();
});
beforeEach(async () => {
  if (skip) return;
  address += 1;
  ip = `203.0.113.${address}`;
  await clearTables(handle);
  logged.length = 0;
});

  it.skipIf(skip)('stores a valid enquiry (trimmed), queues a notification and answers 201 with its id', async () => {
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

    // The team's notice, and the visitor's acknowledgement (server/api/acknowledgement.test.ts).
    const queued = await handle.db.select().from(notifications).where(eq(notifications.kind, 'contact'));
    expect(queued).toHaveLength(1);
    expect(await handle.db.select().from(notifications).where(eq(notifications.kind, 'lead-acknowledgement'))).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: 'contact', sentAt: null, leadId: id, attempts: 0 });
    expect(queued[0]?.payload).toMatchObject({ id, name: 'Ada Lovelace', email: 'ada@example.com', service: 'devops', topic: 'quote' });
    expect(logged.some((line) => JSON.parse(line).event === 'contact.received')).toBe(true);
  });

  it.skipIf(skip)('a quote with budget and timeline: stored, in the team\'s mail as the visitor read them, the CLI listing, CSV and webhook', async () => {
    const response = await post({ ...valid, topic: 'quote', budget: '75k-150k', timeline: '1-3-months' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await handle.db.select().from(contactRequests).where(eq(contactRequests.id, id));
    expect(row).toMatchObject({ topic: 'quote', budget: '75k-150k', timeline: '1-3-months' });

    const [queued] = await handle.db.select().from(notifications).where(eq(notifications.kind, 'contact'));
    expect(queued?.payload).toMatchObject({ budget: '75k-150k', timeline: '1-3-months' });
    const mail = renderMail(queued!, 'leads@agency.test');
    expect(mail.subject).toBe('Contact inquiry from Ada Lovelace (Analytical Engines Ltd): Request a quote');
    expect(mail.text).toContain('Budget: $75,000 to $150,000\nTimeline: Within 1 to 3 months\n');
    expect(mail.html).toMatch(/>Budget<\/th><td [^>]*>\$75,000 to \$150,000<\/td>/);
    expect(mail.html).toContain('>Within 1 to 3 months</td>');

    const [lead] = await listLeads(handle.db, 'contact');
    expect(lead).toMatchObject({ id, budget: '75k-150k', timeline: '1-3-months' });
    const [header, line] = toCsv([lead!]).trim().split('\n');
    const columns = header!.split(',');
    const cells = line!.split(',');
    expect(cells[columns.indexOf('"budget"')]).toBe('"75k-150k"');
    expect(cells[columns.indexOf('"timeline"')]).toBe('"1-3-months"');
    expect(JSON.parse(webhookBody(queued!.payload)).data).toMatchObject({ id, budget: '75k-150k', timeline: '1-3-months' });
  });

  it.skipIf(skip)('a quote without answers says so in the mail; other topics leave the two questions out', async () => {
    await post({ ...valid, topic: 'quote' });
    await post({ ...valid, topic: 'general' });
    const rows = await handle.db.select().from(contactRequests);
    expect(rows.map((row) => [row.budget, row.timeline])).toEqual([
      [null, null],
      [null, null],
    ]);
    const mails = (await handle.db.select().from(notifications).where(eq(notifications.kind, 'contact'))).map((row) => renderMail(row, 'leads@agency.test'));
    const quote = mails.find((mail) => mail.subject.endsWith('Request a quote'));
    const general = mails.find((mail) => !mail.subject.endsWith('Request a quote'));
    expect(quote?.text).toContain('Budget: Not given\nTimeline: Not given\n');
    expect(general?.text).toContain('What you need: General inquiry\n');
    expect(general?.text).not.toMatch(/Budget|Timeline/);
  });

  it.skipIf(skip)('refuses a budget or timeline not on the lists with 400 and the field\'s message, never a 5xx, storing nothing', async () => {
    const hostile: unknown[] = [
      'a million',
      '75K-150K',
      "'; drop table contact_requests; --",
      '<img src=x onerror=alert(1)>',
      '__proto__',
      'constructor',
      'x'.repeat(20_000),
      '\u0000asap',
      ' asap',
      42,
      true,
      ['asap'],
      { $ne: '' },
      { toString: 'asap' },
    ];
    // Each attempt from its own address: refused attempts count towards the rate limit too.
    let from = 0;
    const attempt = (body: unknown) => post(body, { 'x-forwarded-for': `192.0.2.${(from += 1)}` });
    for (const value of hostile) {
      for (const [field, message] of [
        ['budget', 'Please choose a budget range from the list.'],
        ['timeline', 'Please choose a timeline from the list.'],
      ] as const) {
        const response = await attempt({ ...valid, [field]: value });
        expect(response.status, `${field}=${JSON.stringify(value).slice(0, 40)}`).toBe(400);
        expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ [field]: message });
      }
    }
    // Not answered is absent or ''; null is no choice either (as for the service).
    expect((await attempt({ ...valid, budget: null, timeline: null })).status).toBe(400);
    expect(await handle.db.select().from(contactRequests)).toHaveLength(0);
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
  });

  it.skipIf(skip)('takes the two answers from the page without scripts too, and refuses a forged one with the HTML error page', async () => {
    const form = (extra: string) =>
      app.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': ip },
        body: `name=Ada+Lovelace&email=ada%40example.com&topic=quote&message=Scope+for+a+new+platform.&website=${extra}`,
      });
    expect((await form('&budget=under-25k&timeline=asap')).status).toBe(303);
    expect((await form('&budget=&timeline=')).status).toBe(303);
    const forged = await form('&budget=%3Cb%3Efree%3C%2Fb%3E&timeline=asap&timeline=exploring');
    expect(forged.status).toBe(400);
    const html = await forged.text();
    expect(html).toContain('<strong>Budget</strong>: Please choose a budget range from the list.');
    expect(html).not.toContain('<b>free</b>');
    const rows = await handle.db.select().from(contactRequests);
    expect(rows.map((row) => [row.budget, row.timeline])).toEqual(expect.arrayContaining([['under-25k', 'asap'], [null, null]]));
    expect(rows).toHaveLength(2);
  });

  it.skipIf(skip)('stores optional fields left empty as null and defaults the topic', async () => {
    const response = await post({ name: 'Bo', email: 'bo@example.com', message: 'Hello there, a question.' });
    expect(response.status).toBe(201);
    const [row] = await handle.db.select().from(contactRequests);
    expect(row).toMatchObject({ company: null, service: null, topic: 'general' });
  });

  it.skipIf(skip)('answers 400 with one message per invalid field and stores nothing', async () => {
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

  it.skipIf(skip)('answers 400 for missing fields and for a body that is not JSON', async () => {
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

  it.skipIf(skip)('accepts JSON and plain HTML form posts, nothing else (415)', async () => {
    const text = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', accept: 'application/json', 'x-forwarded-for': ip },
      body: 'name=Ada',
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: 'unsupported_media_type' });
    const none = await app.request('/api/contact', { method: 'POST', headers: { 'x-forwarded-for': ip, accept: 'application/json' }, body: JSON.stringify(valid) });
    expect(none.status).toBe(415);
    expect((await post(valid, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(201);
  });

  it.skipIf(skip)('answers a plain form post (no script) with 303 to the thank-you page, personal data never in the URL', async () => {
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': ip },
      body: 'name=Ada+Lovelace&email=ada%40example.com&company=&service=devops&topic=general&message=Hello+there%2C+a+longer+message.&website=',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/thank-you');
    const [row] = await handle.db.select().from(contactRequests);
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', service: 'devops' });
  });

  it.skipIf(skip)('answers an invalid plain form post with an HTML page listing what to fix and a link back', async () => {
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': ip },
      body: 'name=A&email=nope&message=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Your name needs at least 2 characters.');
    expect(html).toContain('Please enter a valid email address');
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain('<script>');
    expect(await handle.db.select().from(contactRequests)).toHaveLength(0);
  });

  it.skipIf(skip)('strips NUL and other control characters instead of failing (never a 5xx)', async () => {
    const response = await post({ ...valid, name: 'Ada\u0000 Love\u001blace', message: 'Hello\u0000 there, a message with a NUL.' });
    expect(response.status).toBe(201);
    const [row] = await handle.db.select().from(contactRequests);
    expect(row?.name).toBe('Ada Lovelace');
    expect(row?.message).toBe('Hello there, a message with a NUL.');
  });

  it.skipIf(skip)('stores a retried submission once and answers it with the first id (submissionId or Idempotency-Key)', async () => {
    const submissionId = '8f14e45f-ceea-4e7a-9b1c-2d3e4f5a6b7c';
    const first = (await (await post({ ...valid, submissionId })).json()) as { id: string };
    const second = await post({ ...valid, submissionId });
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(first);
    const key = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    const third = (await (await post(valid, { 'idempotency-key': key })).json()) as { id: string };
    expect(await (await post(valid, { 'idempotency-key': key })).json()).toEqual(third);
    expect(await handle.db.select().from(contactRequests)).toHaveLength(2);
    expect(await handle.db.select().from(notifications).where(eq(notifications.kind, 'contact'))).toHaveLength(2);
  });

  it.skipIf(skip)('refuses bodies over 32 KB (413)', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(CONTACT_BODY_LIMIT_BYTES) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await handle.db.select().from(contactRequests)).toHaveLength(0);
  });

  it.skipIf(skip)('rejects a message over 5000 characters that fits in 32 KB (400)', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(5001) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields.message).toMatch(/under 5000 characters/);
  });

  it.skipIf(skip)('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await post({ ...valid, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await handle.db.select().from(contactRequests)).toHaveLength(0);
    expect(await handle.db.select().from(notifications)).toHaveLength(0);
    // When the rest is junk: the same 400 as without the honeypot, so a bot learns nothing from the answer.
    const junk = await post({ website: 'x', email: 'nope' });
    expect(junk.status).toBe(400);
    expect(await junk.json()).toEqual(await (await post({ email: 'nope' })).json());
  });

  it.skipIf(skip)('limits each address to 5 messages per 10 minutes (429), others unaffected', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await post(valid)).status).toBe(201);
    const limited = await post(valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many messages/);
    expect(await handle.db.select().from(contactRequests)).toHaveLength(5);
    expect((await post(valid, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(201);
  });

  it.skipIf(skip)('answers other methods with 405', async () => {
    const response = await app.request('/api/contact');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.skipIf(skip)('answers 503 when no database is configured', async () => {
    const bare = testApp(undefined);
    const response = await bare.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(valid) });
    expect(response.status).toBe(503);
  });
});

describe('rate limiter', () => {
  it('frees a slot once the window has passed (in memory)', async () => {
    let now = 0;
    const limiter = slidingWindowLimiter({ limit: 2, windowMs: 1000, now: () => now });
    expect((await limiter.hit('a')).ok).toBe(true);
    expect((await limiter.hit('a')).ok).toBe(true);
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    now = 1000;
    expect((await limiter.hit('a')).ok).toBe(true);
  });
});
