import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { newsletterSubscribers, notifications } from '../db/schema';
import { backends, countRows, useTestApp } from '../testing/test-support';

/**
 * The newsletter mail links: opening one (GET or HEAD, as a mail scanner does) changes nothing;
 * only the page's button (a same-origin POST) or a mail client's RFC 8058 one-click POST does.
 * A pending address gets at most one confirmation mail a day, however often it is signed up.
 */
describe.each(backends)('newsletter links on $name', (backend) => {
  const { skip } = backend;
  const t = useTestApp(backend, 'newsletter_links');
  const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', origin: 'https://site.test', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

  const subscribe = (email: string, ip = t.ip) =>
    t.app.request('/api/newsletter', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ email }) });
  const status = async () => (await t.handle.db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers))[0]?.status;
  const links = async () => {
    const [mail] = await t.handle.db.select().from(notifications).where(eq(notifications.kind, 'newsletter')).orderBy(sql`created_at desc`).limit(1);
    const at = (key: string) => {
      const url = new URL(String(mail?.payload[key]));
      return url.pathname + url.search;
    };
    return { confirm: at('confirmUrl'), unsubscribe: at('unsubscribeUrl') };
  };


  it.skipIf(skip)('GET and HEAD of the confirmation link show a button and change nothing; its POST confirms', async () => {
    expect((await subscribe('reader@example.com')).status).toBe(201);
    const { confirm } = await links();

    for (let visit = 0; visit < 3; visit++) {
      const head = await t.app.request(confirm, { method: 'HEAD' });
      expect(head.status).toBe(200);
      const page = await t.app.request(confirm, { headers: { accept: browser.accept } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
      const html = await page.text();
      // The button posts back to the same link.
      expect(html).toMatch(new RegExp(`<form method="post" action="${confirm.replace(/[?]/g, '\\?')}"><button type="submit">Confirm my subscription</button></form>`));
      expect(await status()).toBe('pending');
    }

    const pressed = await t.app.request(confirm, { method: 'POST', headers: browser, body: '' });
    expect(pressed.status).toBe(200);
    expect(pressed.headers.get('content-type')).toContain('text/html');
    expect(await pressed.text()).toContain('Subscription confirmed');
    expect(await status()).toBe('confirmed');

    // Used once: the page and the button both say so.
    const again = await t.app.request(confirm);
    expect(again.status).toBe(404);
    expect(await again.text()).not.toContain('<form');
    expect((await t.app.request(confirm, { method: 'POST', headers: browser })).status).toBe(404);
  });

  it.skipIf(skip)('GET and HEAD of the unsubscribe link change nothing; the button and the RFC 8058 one-click POST unsubscribe', async () => {
    await subscribe('reader@example.com');
    const { confirm, unsubscribe } = await links();
    await t.app.request(confirm, { method: 'POST', headers: browser });
    expect(await status()).toBe('confirmed');

    expect((await t.app.request(unsubscribe, { method: 'HEAD' })).status).toBe(200);
    const page = await t.app.request(unsubscribe);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<button type="submit">Unsubscribe</button>');
    expect(await status()).toBe('confirmed');

    // The button, from the page.
    const pressed = await t.app.request(unsubscribe, { method: 'POST', headers: browser });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('You are unsubscribed');
    expect(await status()).toBe('unsubscribed');
    expect(await (await t.app.request(unsubscribe)).text()).not.toContain('<form');

    // A mail client's one-click unsubscribe: its own servers post, cross-site by nature, and get JSON.
    await t.handle.db.update(newsletterSubscribers).set({ status: 'confirmed' });
    const oneClick = await t.app.request(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ status: 'unsubscribed' });
    expect(await status()).toBe('unsubscribed');
  });

  it.skipIf(skip)('refuses a cross-site confirmation post (403) and keeps the address pending', async () => {
    await subscribe('reader@example.com');
    const { confirm } = await links();
    const forged = await t.app.request(confirm, { method: 'POST', headers: { ...browser, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(forged.status).toBe(403);
    expect(await status()).toBe('pending');
  });

  it.skipIf(skip)('mails a pending address at most once a day: a second signup queues nothing, answers the same, and the first link still works', async () => {
    const first = await subscribe('Reader@example.com', '192.0.2.10');
    const firstAnswer = await first.json();
    const { confirm } = await links();
    for (const [index, email] of ['reader@example.com', ' READER@example.com ', 'reader@example.com'].entries()) {
      const again = await subscribe(email, `198.51.100.${index + 1}`);
      expect(again.status).toBe(first.status);
      expect(await again.json()).toEqual(firstAnswer);
    }
    expect(await countRows(t.handle, 'notifications')).toBe(1);

    // A plain form post from a browser: the same 303 as the first time would have been.
    const plain = await t.app.request('/api/newsletter', { method: 'POST', headers: { ...browser, 'x-forwarded-for': '198.51.100.9' }, body: 'email=reader%40example.com' });
    expect([plain.status, plain.headers.get('location')]).toEqual([303, '/our-work/blog/subscribed']);
    expect(await countRows(t.handle, 'notifications')).toBe(1);

    // The first mail's link was not replaced.
    expect((await t.app.request(confirm)).status).toBe(200);

    // A day later, a new signup of the still-pending address gets one new mail.
    await t.handle.db.execute(sql`update notifications set created_at = now() - interval '25 hours'`);
    expect((await subscribe('reader@example.com')).status).toBe(201);
    expect(await countRows(t.handle, 'notifications')).toBe(2);
    expect((await subscribe('reader@example.com')).status).toBe(201);
    expect(await countRows(t.handle, 'notifications')).toBe(2);
  });

  it.skipIf(skip)('answers a broken or forged token with a page, never a 5xx', async () => {
    for (const path of ['/api/newsletter/confirm', '/api/newsletter/confirm?token=short', '/api/newsletter/unsubscribe?token=%00%ff', '/api/newsletter/unsubscribe?token=forged-token-forged-token-forged']) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const response = await t.app.request(path, { method, headers: method === 'POST' ? browser : {} });
        expect([400, 404]).toContain(response.status);
      }
    }
  });
});
