import { html, raw } from 'hono/html';
import { site } from '@/content/site';
import { appPage, inputClasses, siteButton, type Html } from '../pages/site-page';
import { zoneChoices, zoneName } from '@/lib/schedule/format';
import { teamDateTime } from '../leads/labels';
import { INBOX_PATH } from './config';

/**
 * The inbox's pages, rendered on the server with hono/html (every value escaped). They work without
 * JavaScript: forms post and are answered with 303 redirects. The one script (passkeys) and the
 * stylesheet are files under /api/inbox/assets, so the policy allows no inline code. This file holds the
 * frame every page shares and the sign-in and account pages; the leads are in lead-pages.ts, the calls and
 * the availability in call-pages.ts.
 */

export type { Html };

export const ASSETS = `${INBOX_PATH}/assets`;

type Section = 'leads' | 'calls' | 'availability' | 'account' | null;

const nav: { id: Exclude<Section, null>; label: string; href: string }[] = [
  { id: 'leads', label: 'Leads', href: `${INBOX_PATH}/leads` },
  { id: 'calls', label: 'Calls', href: `${INBOX_PATH}/calls` },
  { id: 'availability', label: 'Availability', href: `${INBOX_PATH}/calls/availability` },
  { id: 'account', label: 'Account', href: `${INBOX_PATH}/account` },
];

/**
 * Every inbox page: a tool's frame of its own (server/pages/site-page.ts appPage: the site's type, colours
 * and tokens, no marketing header, call to action or footer): the brand mark, the inbox's sections, who
 * is signed in and sign-out in one bar, then the page's title and its work.
 */
export function layout({ title, member, section = null, body, script = false }: { title: string; member?: string; section?: Section; body: Html; script?: boolean }): string {
  return appPage({
    title: `${title} (inbox)`,
    body: html`<a href="#main" class="inbox-skip">Skip to content</a>
<div class="inbox">
<header class="inbox-top">
<a class="inbox-brand" href="${member ? `${INBOX_PATH}/leads` : `${INBOX_PATH}/sign-in`}"><img src="/icon.svg" width="28" height="28" alt=""><span>${site.name}</span><span class="inbox-product">Inbox</span></a>
${member
  ? html`<nav aria-label="Inbox"><ul>${nav.map((item) => html`<li><a href="${item.href}"${item.id === section ? raw(' aria-current="page"') : ''}>${item.label}</a></li>`)}</ul></nav>
<form method="post" action="${INBOX_PATH}/sign-out" class="inbox-signout"><span class="meta">Signed in as <strong>${member}</strong></span> <button type="submit" class="${siteButton('secondary', 'sm')}">Sign out</button></form>`
  : ''}
</header>
<main id="main" tabindex="-1" class="inbox-main">
<h1>${title}</h1>
${body}
</main>
</div>
<link rel="stylesheet" href="${ASSETS}/inbox.css">
${script ? html`<script type="module" src="${ASSETS}/inbox.js"></script>` : ''}`,
  });
}

export function notice(text: string | undefined, tone: 'ok' | 'error' = 'ok'): Html {
  return text ? html`<p class="notice ${tone}" role="${tone === 'error' ? 'alert' : 'status'}">${text}</p>` : html``;
}

export function signInPage({ sent = false, message, minutes }: { sent?: boolean; message?: string; minutes: number }): string {
  return layout({
    title: 'Sign in to the inbox',
    script: true,
    body: html`<div class="narrow">
${sent ? notice(`If that address belongs to the team, a sign-in link is on its way. It works once, for ${minutes} minutes.`) : ''}
${notice(message, 'error')}
<form method="post" action="${INBOX_PATH}/sign-in" class="stack">
<label for="email">Your work email address</label>
<input id="email" name="email" type="email" autocomplete="username webauthn" required maxlength="254" class="${inputClasses}">
<button type="submit" class="${siteButton()}">Email me a sign-in link</button>
</form>
<div class="passkey" data-passkey-sign-in hidden>
<p>Or, on a device where you added a passkey:</p>
<button type="button" class="${siteButton('secondary')}" data-action="passkey-sign-in">Sign in with a passkey</button>
<p class="notice error" role="alert" data-passkey-error hidden></p>
</div>
</div>`,
  });
}

/** The page a mailed link opens: one button, so a mail scanner that fetches links cannot use it up. */
export function linkPage(token: string): string {
  return layout({
    title: 'Sign in to the inbox',
    body: html`<div class="narrow">
<p>Continue to sign in on this device. The link then stops working.</p>
<form method="post" action="${INBOX_PATH}/sign-in/link"><input type="hidden" name="token" value="${token}"><button type="submit" class="${siteButton()}">Sign in</button></form>
</div>`,
  });
}

export function messagePage(title: string, text: string, link = { href: `${INBOX_PATH}/sign-in`, label: 'Back to sign-in' }, member?: string): string {
  return layout({ title, member, body: html`<div class="narrow"><p>${text}</p><p><a href="${link.href}">${link.label}</a></p></div>` });
}

/** A moment as the inbox shows it: US format, in the reader's zone, named. */
export const dateTime = (value: Date | string, timeZone: string) => teamDateTime(value, timeZone);

/** The zone a member reads times in, and whether it is their own choice (else the office's). */
export interface ZoneReading {
  timeZone: string;
  chosen: boolean;
}

/** Which zone a page's times are in, with the way to change it. */
export function zoneNote({ timeZone, chosen }: ZoneReading): Html {
  return html`Times in ${chosen ? 'your' : "the office's"} zone (${zoneName(timeZone)}, <a href="${INBOX_PATH}/account#time-zone-title">change</a>).`;
}

export function accountPage({
  member,
  passkeys,
  timeZone,
  officeZone,
  message,
  error,
}: {
  member: string;
  passkeys: { id: string; label: string; createdAt: Date; lastUsedAt: Date | null }[];
  timeZone: string;
  officeZone: string;
  message?: string;
  error?: string;
}): string {
  const zoneLabel = (zone: string) => `${zone.replace(/_/g, ' ')} (${zoneName(zone)})${zone === officeZone ? ', the office' : ''}`;
  const zones = zoneChoices(timeZone);
  if (!zones.includes(officeZone)) zones.unshift(officeZone);
  return layout({
    title: 'Account',
    member,
    section: 'account',
    script: true,
    body: html`${notice(message)}
<section aria-labelledby="time-zone-title" class="card">
<h2 id="time-zone-title">Time zone</h2>
<p>The inbox shows every time in this zone: leads, calls and their activity. Availability stays in the office's zone (${zoneName(officeZone)}), which is what its hours mean.</p>
<form method="post" action="${INBOX_PATH}/account/time-zone" class="stack">
<label for="time-zone">Your time zone</label>
<select id="time-zone" name="timeZone" class="${inputClasses}"${error ? raw(' aria-invalid="true" aria-describedby="time-zone-error"') : ''}>${zones.map((zone) => html`<option value="${zone}"${zone === timeZone ? raw(' selected') : ''}>${zoneLabel(zone)}</option>`)}</select>
${error ? html`<p id="time-zone-error" class="notice error" role="alert">${error}</p>` : ''}
<div><button type="submit" class="${siteButton()}">Save time zone</button></div>
</form>
</section>
<section aria-labelledby="passkeys-title" class="card">
<h2 id="passkeys-title">Passkeys</h2>
<p>A passkey signs you in on this device without a mailed link.</p>
${passkeys.length
  ? html`<ul class="plain">${passkeys.map(
      (key) => html`<li class="row"><span><strong>${key.label}</strong> <span class="meta">added ${dateTime(key.createdAt, timeZone)}${key.lastUsedAt ? `, last used ${dateTime(key.lastUsedAt, timeZone)}` : ''}</span></span>
<form method="post" action="${INBOX_PATH}/passkeys/${encodeURIComponent(key.id)}/remove"><button type="submit" class="${siteButton('ghost', 'sm')}">Remove<span class="visually-hidden"> ${key.label}</span></button></form></li>`,
    )}</ul>`
  : html`<p class="meta">No passkeys yet.</p>`}
<div data-passkey-register hidden>
<button type="button" class="${siteButton()}" data-action="passkey-register">Add a passkey for this device</button>
<p class="notice error" role="alert" data-passkey-error hidden></p>
</div>
<noscript><p class="meta">Adding a passkey needs JavaScript.</p></noscript>
</section>
<section aria-labelledby="sessions-title" class="card">
<h2 id="sessions-title">Sessions</h2>
<p>Signed in as ${member}. Lost a device? End every session, on every device.</p>
<form method="post" action="${INBOX_PATH}/sign-out-everywhere"><button type="submit" class="${siteButton('secondary')}">Sign out everywhere</button></form>
</section>`,
  });
}
