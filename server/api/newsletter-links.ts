import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { site } from '@/content/site';
import type { Database } from '../db';
import { newsletterSubscribers } from '../db/schema';
import { LOCKED_DOWN_CSP, NO_STORE } from '../http/headers';
import { tokenHash } from '../http/tokens';
import { escapeHtml, htmlPage } from '../http/html';
import { prefersHtml } from '../http/negotiate';

const HTML_HEADERS = { 'Cache-Control': NO_STORE, 'Content-Security-Policy': LOCKED_DOWN_CSP };

type Outcome = { status: 200 | 400 | 404 | 503; title: string; text: string; button?: string };

/**
 * /api/newsletter/confirm?token=… and /unsubscribe?token=…: the links of the newsletter mails.
 * GET and HEAD only show a page with a button and change nothing (mail scanners open links, they
 * do not press buttons); the button's POST confirms or unsubscribes. The unsubscribe POST is also
 * the RFC 8058 one-click unsubscribe (`List-Unsubscribe=One-Click`) a mail client sends from its
 * own servers: it answers JSON unless the request prefers HTML, and the cross-site rule exempts it.
 */
export function newsletterLinks(db: Database | undefined) {
  const api = new Hono();
  const tokenOf = (value: string | undefined) => (value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null);
  const unavailable: Outcome = { status: 503, title: 'Please try again later', text: 'We cannot process this right now. Please open the link again in a few minutes.' };

  const page = (c: Context, outcome: Outcome, token: string | null) => {
    const form = outcome.button && token
      ? `<form method="post" action="${escapeHtml(`${c.req.path}?token=${token}`)}"><button type="submit">${escapeHtml(outcome.button)}</button></form>`
      : '';
    const body = `<p>${escapeHtml(outcome.text)}</p>${form}<p><a href="/our-work/blog" rel="noreferrer">Read the ${escapeHtml(site.name)} blog</a></p>`;
    return c.html(htmlPage({ title: outcome.title, body }), outcome.status, HTML_HEADERS);
  };

  // Confirm: the page (GET, HEAD), then the button (POST).
  const confirmLink: Outcome = {
    status: 400,
    title: 'This link does not work',
    text: 'The confirmation link is incomplete or has been replaced by a newer one. Subscribe again to get a fresh link.',
  };
  const confirmUsed: Outcome = {
    status: 404,
    title: 'This link does not work',
    text: 'The confirmation link was already used or has been replaced by a newer one. If you are not subscribed yet, subscribe again to get a fresh link.',
  };
  api.get('/confirm', async (c) => {
    const token = tokenOf(c.req.query('token'));
    if (!db) return page(c, unavailable, null);
    if (!token) return page(c, confirmLink, null);
    const [row] = await db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash(token)), eq(newsletterSubscribers.status, 'pending')));
    if (!row) return page(c, confirmUsed, null);
    return page(c, { status: 200, title: 'Confirm your subscription', text: `Press the button to receive the ${site.name} newsletter at this address.`, button: 'Confirm my subscription' }, token);
  });
  api.post('/confirm', async (c) => {
    const token = tokenOf(c.req.query('token'));
    let outcome: Outcome;
    if (!db) outcome = unavailable;
    else if (!token) outcome = confirmLink;
    else {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null })
        .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash(token)), eq(newsletterSubscribers.status, 'pending')))
        .returning({ id: newsletterSubscribers.id });
      outcome = row
        ? { status: 200, title: 'Subscription confirmed', text: 'Thank you: your address is confirmed. Every newsletter carries a link to unsubscribe with one click.' }
        : confirmUsed;
    }
    return prefersHtml(c) ? page(c, outcome, null) : c.json({ status: outcome.status === 200 ? 'confirmed' : 'failed' }, outcome.status);
  });

  // Unsubscribe: the page (GET, HEAD), then the button or the mail client's one-click (POST).
  const unsubscribeLink: Outcome = { status: 400, title: 'This link does not work', text: `The unsubscribe link is incomplete. Email ${site.email} and we remove your address by hand.` };
  const unsubscribeGone: Outcome = {
    status: 404,
    title: 'This link does not work',
    text: `We could not find this subscription: it may have been deleted already. Email ${site.email} if you still receive mail from us.`,
  };
  const unsubscribed: Outcome = {
    status: 200,
    title: 'You are unsubscribed',
    text: 'We will not send you the newsletter again. Your address stays only as a record that you unsubscribed, and is deleted with our 24-month retention.',
  };
  api.get('/unsubscribe', async (c) => {
    const token = tokenOf(c.req.query('token'));
    if (!db) return page(c, unavailable, null);
    if (!token) return page(c, unsubscribeLink, null);
    const [row] = await db.select({ status: newsletterSubscribers.status }).from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash(token)));
    if (!row) return page(c, unsubscribeGone, null);
    if (row.status === 'unsubscribed') return page(c, unsubscribed, null);
    return page(c, { status: 200, title: 'Unsubscribe from the newsletter', text: `Press the button and we will not send you the ${site.name} newsletter again.`, button: 'Unsubscribe' }, token);
  });
  api.post('/unsubscribe', async (c) => {
    const token = tokenOf(c.req.query('token'));
    let outcome: Outcome;
    if (!db) outcome = unavailable;
    else if (!token) outcome = unsubscribeLink;
    else {
      const [row] = await db
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null })
        .where(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash(token)))
        .returning({ id: newsletterSubscribers.id });
      outcome = row ? unsubscribed : unsubscribeGone;
    }
    return prefersHtml(c) ? page(c, outcome, null) : c.json({ status: outcome.status === 200 ? 'unsubscribed' : 'failed' }, outcome.status);
  });
  return api;
}
