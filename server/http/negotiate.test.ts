import { describe, expect, it } from 'vitest';
import { htmlPreferred } from './negotiate';
import { backends, countRows, files, multipart, useTestApp, validApplication, validTalent } from '../testing/test-support';

/** What browsers send when they navigate or post a form without scripts. */
const NAVIGATION = {
  chromium: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  firefox: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  safari: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

describe('htmlPreferred', () => {
  it('is true for browser navigations and an explicit text/html', () => {
    for (const accept of [...Object.values(NAVIGATION), 'text/html', 'TEXT/HTML', 'text/html, */*', 'text/*, application/json;q=0.5', 'application/json;q=0.1, text/html']) {
      expect(htmlPreferred(accept), accept).toBe(true);
    }
  });

  it('is false for API clients: no Accept, the wildcard, JSON, or a tie', () => {
    for (const accept of [undefined, '', '*/*', 'application/json', 'application/json, text/html', 'application/*', 'text/plain', 'text/html;q=0', 'text/html;q=0.5, */*', 'image/png']) {
      expect(htmlPreferred(accept), String(accept)).toBe(false);
    }
  });
});

describe.each(backends)('API answers by what the client asks, on $name', (backend) => {
  const { skip } = backend;
  const t = useTestApp(backend, 'negotiate');

  const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need CI/CD for twelve services.' };
  const json = (path: string, body: unknown, accept?: string) =>
    t.app.request(`/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': t.ip, ...(accept === undefined ? {} : { accept }) }, body: JSON.stringify(body) });

  it.skipIf(skip)('a JSON body gets JSON, whatever Accept says (curl and fetch send */*)', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html', NAVIGATION.chromium]) {
      const created = await json('contact', contact, accept);
      expect(created.status, String(accept)).toBe(201);
      expect(created.headers.get('content-type')).toContain('application/json');
      expect(await created.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const invalid = await json('contact', { ...contact, email: 'nope' }, accept);
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toMatchObject({ error: 'validation', fields: { email: expect.any(String) } });
    }
    for (const path of ['chat', 'newsletter']) {
      const answer = await json(path, path === 'chat' ? { message: 'Hello there' } : { email: 'reader@example.com' }, '*/*');
      expect(answer.status).toBe(201);
      expect(answer.headers.get('content-type')).toContain('application/json');
    }
  });

  it.skipIf(skip)('a multipart or URL-encoded post gets JSON for */* or no Accept, and the no-JS 303 or HTML page only for a browser', async () => {
    for (const [path, fields] of [['job-applications', validApplication], ['talent-pool', validTalent]] as const) {
      for (const accept of [undefined, '*/*']) {
        const answer = await t.app.request(`/api/${path}`, { method: 'POST', headers: { 'x-forwarded-for': t.ip, ...(accept ? { accept } : {}) }, body: multipart(fields, { bytes: files.pdf(), name: 'cv.pdf' }) });
        expect(answer.status, `${path} ${accept}`).toBe(201);
        expect(await answer.json()).toEqual({ id: expect.any(String) });
      }
      const browser = await t.app.request(`/api/${path}`, { method: 'POST', headers: { 'x-forwarded-for': t.ip, accept: NAVIGATION.firefox }, body: multipart(fields, { bytes: files.pdf(), name: 'cv.pdf' }) });
      expect(browser.status).toBe(303);
      expect(browser.headers.get('location')).toMatch(/\/thank-you$/);
    }
    const form = (accept: string | undefined, body: string) =>
      t.app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': t.ip, ...(accept ? { accept } : {}) }, body });
    const good = 'name=Ada+Lovelace&email=ada%40example.com&message=We+need+CI%2FCD+for+twelve+services.';
    expect((await form(undefined, good)).headers.get('content-type')).toContain('application/json');
    expect((await form(NAVIGATION.chromium, good)).headers.get('location')).toBe('/contact/thank-you');
    const page = await form(NAVIGATION.safari, 'name=A&email=nope&message=short');
    expect(page.status).toBe(400);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Please check the form');
    const api = await form('*/*', 'name=A&email=nope&message=short');
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ error: 'validation' });
    expect(await countRows(t.handle, 'contact_requests')).toBe(2);
  });

  it.skipIf(skip)('other refusals negotiate the same way (415, 413)', async () => {
    const plain = await t.app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'text/plain', 'x-forwarded-for': t.ip }, body: 'hi' });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ error: 'unsupported_media_type' });
    const browser = await t.app.request('/api/contact', { method: 'POST', headers: { 'content-type': 'text/plain', accept: NAVIGATION.chromium, 'x-forwarded-for': t.ip }, body: 'hi' });
    expect(browser.status).toBe(415);
    expect(browser.headers.get('content-type')).toContain('text/html');
  });
});
