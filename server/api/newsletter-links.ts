import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { site } from '@/content/site';
import type { Database } from '../db';
import { newsletterSubscribers } from '../db/schema';
import { tokenHash } from '../leads/tokens';
import { htmlPage } from './html';

const HTML_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
};

/** GET /api/newsletter/confirm?token=… and /unsubscribe?token=…: the links of the newsletter mails. */
export function newsletterLinks(db: Database | undefined) {
  const api = new Hono();
  const page = (title: string, text: string) => htmlPage({ title, body: `<p>${text}</p><p><a href="/our-work/blog">Read the ${site.name} blog</a></p>` });
  const tokenOf = (value: string | undefined) => (value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? tokenHash(value) : null);

  api.get('/confirm', async (c) => {
    const hash = tokenOf(c.req.query('token'));
    if (!db) return c.html(page('Please try again later', 'We cannot confirm subscriptions right now. Please open the link again in a few minutes.'), 503, HTML_HEADERS);
    if (!hash) return c.html(page('This link does not work', 'The confirmation link is incomplete or has been replaced by a newer one. Subscribe again to get a fresh link.'), 400, HTML_HEADERS);
    const [row] = await db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null })
      .where(and(eq(newsletterSubscribers.confirmTokenHash, hash), eq(newsletterSubscribers.status, 'pending')))
      .returning({ id: newsletterSubscribers.id });
    if (!row) return c.html(page('This link does not work', 'The confirmation link was already used or has been replaced by a newer one. If you are not subscribed yet, subscribe again to get a fresh link.'), 404, HTML_HEADERS);
    return c.html(page('Subscription confirmed', 'Thank you: your address is confirmed. Every newsletter carries a link to unsubscribe with one click.'), 200, HTML_HEADERS);
  });

  const unsubscribe = async (token: string | undefined) => {
    const hash = tokenOf(token);
    if (!db) return { status: 503 as const, title: 'Please try again later', text: 'We cannot process this right now. Please open the link again in a few minutes.' };
    if (!hash) return { status: 400 as const, title: 'This link does not work', text: `The unsubscribe link is incomplete. E-mail ${site.email} and we remove your address by hand.` };
    const [row] = await db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
      .where(eq(newsletterSubscribers.unsubscribeTokenHash, hash))
      .returning({ id: newsletterSubscribers.id });
    if (!row) return { status: 404 as const, title: 'This link does not work', text: `We could not find this subscription: it may have been deleted already. E-mail ${site.email} if you still receive mail from us.` };
    return { status: 200 as const, title: 'You are unsubscribed', text: 'We will not send you the newsletter again. Your address stays only as a record that you unsubscribed, and is deleted with our 24-month retention.' };
  };
  api.get('/unsubscribe', async (c) => {
    const result = await unsubscribe(c.req.query('token'));
    return c.html(page(result.title, result.text), result.status, HTML_HEADERS);
  });
  // One-click unsubscribe from mail clients (RFC 8058: List-Unsubscribe-Post).
  api.post('/unsubscribe', async (c) => {
    const result = await unsubscribe(c.req.query('token'));
    return c.json({ status: result.status === 200 ? 'unsubscribed' : 'failed' }, result.status, { 'Cache-Control': 'no-store' });
  });
  return api;
}
