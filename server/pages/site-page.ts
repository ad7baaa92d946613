import path from 'node:path';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { site } from '@/content/site';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/lib/ui-classes';

export { inputClasses, selectClasses, textareaClasses } from '@/lib/ui-classes';
import { readSiteShell, type SiteShell } from './site-shell';

/**
 * A page the server renders (booking without scripts, the mailed manage link, the team's inbox) as a
 * page of the site: the site's header and footer, fonts, colours and type, cut from the export at build
 * (build/site-shell.ts writes `out/_shell.json`; createApp points this module at the export).
 *
 * How to use it:
 *
 *   import { html } from 'hono/html';
 *   import { pageHero, SITE_PAGE_HEADERS, sitePage } from '../pages/site-page';
 *
 *   const main = html`${pageHero({ title: 'Your booked call' })}
 *     <section class="container-page py-10"><p>${visitorText}</p></section>`;
 *   return c.html(sitePage({ title: 'Your booked call', main }), 200, SITE_PAGE_HEADERS);
 *
 * `main` is the content of the site's <main>, written with hono/html's `html` tag: every interpolated
 * value is escaped (use `raw()` only for HTML this server wrote). Write Tailwind classes as the site's
 * components do (the stylesheet is the site's; Tailwind scans server/, so classes used only here are in
 * it too). The pages run no scripts: SITE_PAGE_CSP allows none, and the header works without them.
 */

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export interface SitePageOptions {
  /** The page's own title; the site's name follows it in <title>. */
  title: string;
  /** The content of <main>, built with `html`. */
  main: Html;
  /** The robots meta tag: these pages are private or transient, so never indexed by default. */
  robots?: string;
  /** A one-line description for <meta name="description">. */
  description?: string;
}

/**
 * The policy of every page sitePage writes: no scripts at all, styles and fonts from the site's own
 * files (plus inline style attributes the header uses), images from the site or data: URLs, forms that
 * post back here only, never framed.
 */
export const SITE_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * Headers for a page sitePage wrote: its policy, never stored (they show a visitor's booking), and no
 * referrer (a mailed link carries its token in the address; createApp keeps a page's own Referrer-Policy).
 */
export const SITE_PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': SITE_PAGE_CSP,
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/** Used when no export was built (unit tests, `tsx server/main.ts` without a build): the same page, plainly framed. */
const FALLBACK_SHELL: SiteShell = {
  version: 1,
  lang: 'en',
  htmlClass: '',
  bodyClass: '',
  mainAttributes: [{ name: 'id', value: 'main' }],
  head: '<style>body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#0b0d12;background:#f6f6f3}header,footer{padding:1rem 1.25rem}</style>',
  before: `<header><a href="/">${site.name}</a></header>`,
  after: `<footer><a href="/contact">Contact</a></footer>`,
};

let shellRoot = path.resolve(process.env.SITE_ROOT ?? 'out');
let loaded: SiteShell | undefined | null = null;

/** Where the export (and its `_shell.json`) is: createApp sets it to the root it serves. */
export function frameServerPagesFrom(root: string): void {
  shellRoot = path.resolve(root);
  loaded = null;
}

function currentShell(): SiteShell {
  if (loaded === null) loaded = readSiteShell(shellRoot);
  return loaded ?? FALLBACK_SHELL;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function settled(content: Html): HtmlEscapedString {
  if (content instanceof Promise) throw new Error('sitePage: main must not interpolate promises (render it synchronously)');
  return content;
}

/** An HTML document with the site's head (type, colours, tokens from the export's shell) around `body`. */
function document({ title, robots, description, body }: { title: string; robots: string; description?: string; body: HtmlEscapedString }): string {
  const shell = currentShell();
  const page = html`<!doctype html>
<html lang="${shell.lang}"${shell.htmlClass ? html` class="${shell.htmlClass}"` : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${robots}">
<meta name="referrer" content="no-referrer">
${description ? html`<meta name="description" content="${description}">` : ''}
<title>${title} | ${site.name}</title>
${raw(shell.head)}
</head>
<body${shell.bodyClass ? html` class="${shell.bodyClass}"` : ''}>
${body}
</body>
</html>`;
  return settled(page).toString();
}

/** The whole HTML document of a server-rendered page of the site: its header, <main> and footer. */
export function sitePage({ title, main, robots = 'noindex, nofollow', description }: SitePageOptions): string {
  const shell = currentShell();
  const mainAttributes = shell.mainAttributes.map(({ name, value }) => ` ${name}="${attr(value)}"`).join('');
  const body = html`${raw(shell.before)}
<main${raw(mainAttributes)}>${settled(main)}</main>
${raw(shell.after)}`;
  return document({ title, robots, description, body: settled(body) });
}

/**
 * The whole HTML document of a signed-in tool's page (the team's inbox): the site's type, colours and
 * tokens (the shell's head), but none of its marketing frame: `body` brings its own header and <main>.
 */
export function appPage({ title, body }: { title: string; body: Html }): string {
  return document({ title, robots: 'noindex, nofollow', body: settled(body) });
}

/** The dark band every page of the site opens with (PageHero's look), shorter: the page's actions follow at once. */
export function pageHero({ label, title, intro }: { label?: string; title: string; intro?: string }): HtmlEscapedString {
  return settled(html`<section class="dark-surface relative isolate overflow-hidden bg-ink text-on-dark">
<div aria-hidden="true" class="glow-hero absolute inset-0 -z-10"></div>
<div class="container-page pt-24 pb-8 sm:pt-32 sm:pb-12">
${label ? html`<p class="eyebrow text-accent-on-dark">${label}</p>` : ''}
<h1 class="mt-3 text-h2 font-semibold text-balance">${title}</h1>
${intro ? html`<p class="mt-4 max-w-2xl text-on-dark-muted text-pretty">${intro}</p>` : ''}
</div>
</section>`);
}

/** A site button's classes for a server-rendered <a> or <button>. */
export const siteButton = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) => buttonClasses(variant, size, className);
