import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backends, countRows, files, multipart, useTestApp, validApplication, validTalent } from '../testing/test-support';

/**
 * The honeypot (`website`, hidden from people) must not be told apart from a real submission by
 * its answer: same status for the same validity, an id in the same form, the same id on a replay,
 * no message naming the field, and nothing stored.
 */
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const TRAPS: unknown[] = ['https://spam.example', 'x', 1, 0, true, false, null, {}, ['a'], ' y '];

const endpoints = [
  { path: 'contact', table: 'contact_requests', multipart: false, valid: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need CI/CD for twelve services.' }, invalid: { name: 'A', email: 'nope' } },
  { path: 'chat', table: 'chat_messages', multipart: false, valid: { message: 'Do you build Flutter apps?', page: '/services/devops' }, invalid: { message: '', page: 'nope' } },
  { path: 'newsletter', table: 'newsletter_subscribers', multipart: false, valid: { email: 'reader@example.com' }, invalid: { email: 'reader@' } },
  { path: 'job-applications', table: 'job_applications', multipart: true, valid: validApplication, invalid: { ...validApplication, email: 'nope', coverLetter: 'short' } },
  { path: 'talent-pool', table: 'talent_pool', multipart: true, valid: validTalent, invalid: { ...validTalent, consent: '' } },
] as const;

describe.each(backends)('the honeypot on $name', (backend) => {
  const { skip } = backend;
  const t = useTestApp(backend, 'honeypot');

  type Endpoint = (typeof endpoints)[number];
  const send = (endpoint: Endpoint, fields: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const body = endpoint.multipart
      ? multipart(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])), { bytes: files.pdf(), name: 'cv.pdf' })
      : JSON.stringify(fields);
    return t.app.request(`/api/${endpoint.path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-forwarded-for': t.ip, ...(endpoint.multipart ? {} : { 'content-type': 'application/json' }), ...headers },
      body,
    });
  };
  /** Status, the headers a client could compare, and the body with the id's value replaced by its form. */
  const observe = async (response: Response) => {
    const text = await response.text();
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('cache-control'),
      csp: response.headers.get('content-security-policy'),
      location: response.headers.get('location'),
      body: text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/g, '<uuid-v4>'),
      text,
    };
  };
  /** What a client sees of an answer, the id's value aside. */
  const withoutText = (answer: Awaited<ReturnType<typeof observe>>) => ({ ...answer, text: undefined });

  it.skipIf(skip).each(endpoints)('$path: a filled honeypot with valid data answers like a stored submission, and stores nothing', async (endpoint) => {
    const real = await observe(await send(endpoint, { ...endpoint.valid, website: '' }));
    expect(real.status).toBe(201);
    const rows = await countRows(t.handle, endpoint.table);
    const mails = await countRows(t.handle, 'notifications');
    for (const trap of endpoint.multipart ? TRAPS.filter((value) => typeof value === 'string') : TRAPS) {
      const other = endpoint.path === 'newsletter' ? { email: `other-${String(trap).length}@example.com` } : {};
      const bot = await observe(await send(endpoint, { ...endpoint.valid, ...other, website: trap }));
      expect(withoutText(bot), JSON.stringify(trap)).toEqual(withoutText(real));
      expect(JSON.parse(bot.text).id).toMatch(UUID_V4);
      expect(bot.text).not.toMatch(/website/i);
    }
    expect(await countRows(t.handle, endpoint.table)).toBe(rows);
    expect(await countRows(t.handle, 'notifications')).toBe(mails);
  });

  it.skipIf(skip).each(endpoints)('$path: a filled honeypot with invalid data gets the very same 400 as without it, never naming the field', async (endpoint) => {
    const real = await observe(await send(endpoint, endpoint.invalid));
    expect(real.status).toBe(400);
    for (const trap of endpoint.multipart ? ['x'] : TRAPS) {
      const bot = await observe(await send(endpoint, { ...endpoint.invalid, website: trap }));
      expect(bot).toEqual(real);
      expect(bot.text).not.toMatch(/website|honeypot|leave this field/i);
    }
    // The plain-HTML answer too.
    const page = await observe(await send(endpoint, endpoint.invalid, { accept: 'text/html' }));
    if (!endpoint.multipart) return; // a JSON body always gets JSON
    const botPage = await observe(await send(endpoint, { ...endpoint.invalid, website: 'x' }, { accept: 'text/html' }));
    expect(botPage).toEqual(page);
    expect(botPage.text).not.toMatch(/website|honeypot/i);
  });

  it.skipIf(skip).each(endpoints)('$path: a replay of the same submission id gets the same id, as a stored one does', async (endpoint) => {
    for (const website of ['', 'x']) {
      const submissionId = randomUUID();
      const first = await send(endpoint, { ...endpoint.valid, submissionId, website });
      const second = await send(endpoint, { ...endpoint.valid, submissionId, website });
      const key = randomUUID();
      const third = await send(endpoint, { ...endpoint.valid, website }, { 'idempotency-key': key });
      const fourth = await send(endpoint, { ...endpoint.valid, website }, { 'idempotency-key': key });
      expect([first.status, second.status, third.status, fourth.status]).toEqual([201, 201, 201, 201]);
      expect(await second.json(), `website=${website}`).toEqual(await first.json());
      expect(await fourth.json()).toEqual(await third.json());
    }
  });

  it.skipIf(skip)('newsletter: the same address twice gets the same id with or without the honeypot (one row per address)', async () => {
    const endpoint = endpoints[2];
    for (const website of ['', 'x']) {
      const first = (await (await send(endpoint, { email: `same-${website}@example.com`, website })).json()) as { id: string };
      const second = (await (await send(endpoint, { email: `same-${website}@example.com`, website })).json()) as { id: string };
      expect(second.id).toBe(first.id);
    }
  });

  it.skipIf(skip)('a plain form post (no script) with the honeypot lands on the same thank-you page', async () => {
    const post = (body: string) =>
      t.app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': t.ip }, body });
    const fields = 'name=Ada+Lovelace&email=ada%40example.com&message=We+need+CI%2FCD+for+twelve+services.';
    const real = await observe(await post(`${fields}&website=`));
    const bot = await observe(await post(`${fields}&website=https%3A%2F%2Fspam.example`));
    expect(real).toMatchObject({ status: 303, location: '/contact/thank-you' });
    expect(bot).toEqual(real);
    expect(await countRows(t.handle, 'contact_requests')).toBe(1);
  });
});
