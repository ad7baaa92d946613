import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { companyFigures } from '../content/company/figures';
import { footerColumns, navigation, scheduleCall } from '../content/site-map/navigation';
import { redirects } from '../content/redirects';
import { SCHEDULE_PAGE } from '../content/scheduling';
import { livePages } from '../content/site-map/routes';
import { site } from '../content/site';
import { astroBudgetsFor, ONE_ROUND_TRIP_BYTES, htmlFileFor, pageFirstResponseBytes, pageHtmlBrotliBytes, pageJsBrotliBytes } from '../build/page-weight';
import type { FormName } from '../lib/forms/submit';

const out = path.resolve('out');

test('every live page of the registry is in the export, and in the sitemap unless it is an alias or noindex', () => {
  const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  for (const page of livePages) {
    expect(existsSync(htmlFileFor(out, page.path)), page.path).toBe(true);
    if (page.aliasOf || page.noindex) expect(sitemap, page.path).not.toContain(`${page.path}</loc>`);
    else expect(sitemap, page.path).toContain(`${page.path === '/' ? '' : page.path}</loc>`);
  }
  expect(existsSync(path.join(out, '404.html'))).toBe(true);
});

/**
 * The budgets of every page (issue 37; build/page-weight.ts): brotli, as a browser downloads them. JavaScript at
 * page load at most 50 KiB on a content page (130 KiB with a full form or the call picker), HTML at most 20 KB
 * (30 KB on the portfolio), and the stylesheet one cached file.
 */
test('every page stays within its budgets: JavaScript at load 50 KiB brotli (130 KiB with a form), HTML 20 KB', () => {
  const over: string[] = [];
  for (const route of [...livePages.map((page) => page.path), '/404', '/500']) {
    const budget = astroBudgetsFor(route);
    const js = pageJsBrotliBytes(out, route);
    const html = pageHtmlBrotliBytes(out, route);
    console.log(`${route}: JS ${(js.bytes / 1024).toFixed(1)} KiB brotli in ${js.files.length} files (limit ${budget.js / 1024}), HTML ${(html / 1000).toFixed(1)} KB brotli (limit ${budget.html / 1000})`);
    if (js.bytes > budget.js) over.push(`${route}: JS ${(js.bytes / 1024).toFixed(1)} KiB > ${budget.js / 1024} KiB`);
    if (html > budget.html) over.push(`${route}: HTML ${(html / 1000).toFixed(1)} KB > ${budget.html / 1000} KB`);
    const stylesheets = readFileSync(htmlFileFor(out, route), 'utf8').match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [];
    expect(stylesheets, route).toHaveLength(1);
  }
  expect(over).toEqual([]);
});

/**
 * Pages that arrive in the first round trip (issue 37: Lighthouse's LCP on a phone line): the home page, a service
 * page, the company overview and the form pages (their islands' scripts are files, build/defer-page-modules.ts).
 * Most pages are within it too (printed); those that are not carry more of their own (the case studies' art inline,
 * long articles and legal text, the portfolio). The header is the part every page shares: each of its links is
 * drawn once (components/layout/header-shell.tsx).
 */
const ONE_ROUND_TRIP_PAGES = ['/', '/services/devops', '/about', '/contact', '/careers/apply', '/contact/reschedule'];

test('the home page, a service page, the company overview and the form pages arrive in one round trip: brotli HTML and headers within 14,600 B', () => {
  const sizes = livePages.map((page) => ({ route: page.path, bytes: pageFirstResponseBytes(out, page.path) }));
  const over = sizes.filter((size) => size.bytes > ONE_ROUND_TRIP_BYTES);
  console.log(`First response within ${ONE_ROUND_TRIP_BYTES} B: ${sizes.length - over.length} of ${sizes.length} pages; over: ${over.map((size) => `${size.route} ${size.bytes}`).join(', ')}`);
  for (const route of ONE_ROUND_TRIP_PAGES) expect(pageFirstResponseBytes(out, route), route).toBeLessThanOrEqual(ONE_ROUND_TRIP_BYTES);
});

/**
 * At most one band of headline figures on a page (DESIGN.md "A look of its own", issue 39): every band of them
 * (components/ui/stat-grid.tsx's band, the home counters, a case study's results) carries `data-stat-band`.
 */
test('no page shows more than one band of statistics', () => {
  const bands = livePages.map((page) => ({ path: page.path, count: (readFileSync(htmlFileFor(out, page.path), 'utf8').match(/<dl data-stat-band=""/g) ?? []).length }));
  expect(bands.filter((page) => page.count > 1)).toEqual([]);
  // The mark is drawn where the bands are: a service page, an industry page, the home counters and a case study's results.
  for (const path of ['/services/devops', '/industries/fintech', '/', '/work/bloxios']) expect(bands.find((page) => page.path === path)?.count, path).toBe(1);
});

/** Content is drawn by the server: a content module pulled into client code ships its texts to every page as JavaScript. */
test('no page ships the fact sheet as JavaScript (content stays on the server side)', () => {
  const definitions = Object.values(companyFigures).map((figure) => figure.definition);
  const scripts = new Set(livePages.flatMap((page) => pageJsBrotliBytes(out, page.path).files));
  for (const src of scripts) {
    const script = readFileSync(path.join(out, src), 'utf8');
    expect(definitions.filter((definition) => script.includes(definition)), src).toEqual([]);
  }
});

/** The API endpoints a form may post to (lib/forms/submit.ts). */
const formEndpoints = new Set<string>((['contact', 'job-applications', 'talent-pool', 'newsletter', 'chat', 'schedule/bookings'] satisfies FormName[]).map((name) => `/api/${name}`));
/** Pages the server renders from the API (the booking page that works without scripts). */
const serverPages = new Set<string>([SCHEDULE_PAGE]);

test('every internal link, asset and form target in the exported pages resolves to a page, a redirect, a file or a form endpoint, and every #fragment to an element of its page', () => {
  const pages = new Set<string>(livePages.map((page) => page.path));
  const redirected = new Set<string>(redirects.map((entry) => entry.from));
  const origin = new URL(site.url).origin;
  const broken: string[] = [];
  let checked = 0;
  let fragments = 0;
  const documents = new Map([...pages, '/404', '/500'].map((route) => [route, new JSDOM(readFileSync(htmlFileFor(out, route), 'utf8')).window.document]));
  const idsOf = new Map([...documents].map(([route, document]) => [route, new Set([...document.querySelectorAll('[id]')].map((element) => element.id))]));
  const ids = (route: string) => idsOf.get(route) ?? new Set<string>();
  for (const [route, document] of documents) {
    const targets: [string, string][] = [];
    for (const element of document.querySelectorAll('a[href], link[href]')) targets.push(['href', element.getAttribute('href') ?? '']);
    for (const element of document.querySelectorAll('img[src], source[src], video[src], script[src]')) targets.push(['src', element.getAttribute('src') ?? '']);
    for (const element of document.querySelectorAll('video[poster]')) targets.push(['poster', element.getAttribute('poster') ?? '']);
    for (const element of document.querySelectorAll('form[action]')) targets.push(['action', element.getAttribute('action') ?? '']);
    for (const [kind, raw] of targets) {
      if (/^(mailto|tel|data|javascript):/i.test(raw) || raw === '' || raw === '#') continue;
      const url = new URL(raw, `${origin}${route}`);
      if (url.origin !== origin) continue;
      const pathname = decodeURIComponent(url.pathname).replace(/(.)\/$/, '$1');
      // A fragment must name an element of the page it leads to (the portfolio's project anchors, in-page links).
      if (kind === 'href' && url.hash.length > 1 && pages.has(pathname)) {
        fragments++;
        if (!ids(pathname).has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${route}: href="${raw}" (no element #${url.hash.slice(1)})`);
      }
      if (raw.startsWith('#')) continue;
      checked++;
      const resolves =
        pages.has(pathname) ||
        redirected.has(pathname as (typeof redirects)[number]['from']) ||
        (kind === 'action' && formEndpoints.has(pathname)) ||
        (kind === 'href' && serverPages.has(pathname)) ||
        (pathname !== '/' && existsSync(path.join(out, pathname)) && statSync(path.join(out, pathname)).isFile());
      if (!resolves) broken.push(`${route}: ${kind}="${raw}"`);
    }
  }
  // The menus' links as data too: the header's panels are drawn only when opened.
  const menuLinks = [...navigation.flatMap((section) => [{ href: section.href }, ...section.groups.flatMap((group) => group.items)]), scheduleCall, ...footerColumns.flatMap((column) => column.links)];
  for (const { href } of menuLinks) {
    const pathname = new URL(href, origin).pathname;
    checked++;
    if (!pages.has(pathname) && !redirected.has(pathname as (typeof redirects)[number]['from'])) broken.push(`menu: ${href}`);
  }
  console.log(`Links: ${checked} internal targets checked on ${pages.size + 1} pages and in the menus, ${fragments} #fragments`);
  expect(broken).toEqual([]);
});

test('the hero video ships within 1.5 MB with a light poster', () => {
  const size = (file: string) => statSync(path.join(out, 'media', file)).size;
  const video = size('hero-shapes.webm') + size('hero-shapes.mp4');
  console.log(`Hero video: ${(video / 1024 / 1024).toFixed(2)} MB (WebM + MP4), poster ${(size('hero-shapes-poster.webp') / 1024).toFixed(1)} KB`);
  expect(video).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  expect(size('hero-shapes-poster.webp')).toBeLessThanOrEqual(60 * 1024);
});

/**
 * A `:has()` anchored on <html>, <body> or <main> makes the browser restyle that whole subtree whenever a node is
 * inserted anywhere in it: `html:has(:target)` cost the contact form's first validation about 90 ms on a 4x slower
 * phone (three full restyles of 1,100 elements). `:has()` belongs on small components (a card, a field, a group).
 */
test('the stylesheet anchors no :has() on the document, its body or its main', () => {
  for (const file of readdirSync(path.join(out, '_astro')).filter((name) => name.endsWith('.css'))) {
    const css = readFileSync(path.join(out, '_astro', file), 'utf8');
    expect(css.match(/(^|[\s,}>~+(])(html|body|main|:root)(\[[^\]]*\]|:not\([^)]*\))*:has\(/g), file).toBeNull();
  }
});

/**
 * The same on a form: a Tailwind `group` form with `group-has-*` rules made Chrome restyle the whole contact form (270
 * elements) in the frame of its first validation's messages, nodes inserted in it. Anchor such a rule on a small part
 * (`peer-has-*` on the topics' fieldset of the contact form).
 */
test('no form is the anchor of a :has() rule (a `group` form while the stylesheet has group-has rules)', () => {
  const css = readdirSync(path.join(out, '_astro'))
    .filter((name) => name.endsWith('.css'))
    .map((file) => readFileSync(path.join(out, '_astro', file), 'utf8'))
    .join('\n');
  const groupHas = css.includes(':where(.group):has(');
  for (const route of livePages.map((page) => page.path)) {
    const file = htmlFileFor(out, route);
    if (!file || !existsSync(file)) continue;
    const forms = readFileSync(file, 'utf8').match(/<form\b[^>]*\bclass="[^"]*\bgroup\b[^"]*"/g) ?? [];
    expect(groupHas && forms.length > 0 ? forms : [], route).toEqual([]);
  }
});

/** The first TCP congestion window (10 segments of 1460 bytes), less room for response headers. */
const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

test('every page paints from its HTML, its stylesheet and its two faces (body and display), each face in one round trip', () => {
  const faceFiles = readdirSync(path.join(out, '_astro')).filter((file) => file.endsWith('.woff2'));
  // Geist and the display face of the headlines (docs/design.md), nothing else: each within a congestion window.
  expect(faceFiles.map((file) => file.replace(/[-_.].*$/, '')).sort()).toEqual(['bricolage', 'geist']);
  for (const file of faceFiles) expect(statSync(path.join(out, '_astro', file)).size, file).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  for (const page of livePages) {
    const html = readFileSync(htmlFileFor(out, page.path), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // One stylesheet for the whole site, content-hashed and cached for a year: one request on a first visit, none after.
    expect(head.match(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css">/g), page.path).toHaveLength(1);
    // No favicon request racing the first paint.
    for (const icon of head.matchAll(/<link rel="icon" href="([^"]+)"/g)) expect(icon[1], page.path).toMatch(/^data:/);
    // No parser-blocking script.
    expect(head, page.path).not.toMatch(/<script src="[^"]+"(?![^>]*type="module")[^>]*><\/script>/);
    // Both faces preloaded, so the first paint draws them (drawn after it, they rewrapped headlines and moved the
    // header: e2e/progressive-paint.spec.ts), and no script decides when.
    expect(head.match(/<link rel="preload"[^>]* as="font"/g), page.path).toHaveLength(2);
    expect(head, page.path).not.toMatch(/<html[^>]* class=/);
  }
});
