import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { html } from 'hono/html';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_SHELL, type SiteShell } from './site-shell';
import { pageHero, SITE_PAGE_CSP, sitePage, frameServerPagesFrom } from './site-page';

const root = mkdtempSync(path.join(tmpdir(), 'northstack-site-page-'));

describe('a server-rendered page of the site', () => {
  afterAll(() => frameServerPagesFrom(path.resolve('out')));

  it('is framed by the header and footer of the export, with the site stylesheet and a title', () => {
    // As build/site-shell.ts writes it (tested there on a real export's page).
    const shell: SiteShell = {
      version: 1,
      lang: 'en',
      htmlClass: 'font_variable',
      bodyClass: '',
      mainAttributes: [{ name: 'id', value: 'main' }, { name: 'tabindex', value: '-1' }],
      head: '<link rel="stylesheet" href="/_astro/site.css">',
      before: '<a href="#main">Skip to content</a><header class="site-header"><a href="/contact#schedule">Schedule a call</a></header>',
      after: '<footer>© Northstack</footer>',
    };
    writeFileSync(path.join(root, SITE_SHELL), JSON.stringify(shell));
    frameServerPagesFrom(root);
    const page = sitePage({ title: 'Your booked call', main: html`${pageHero({ title: 'Your booked call' })}<p>Hello</p>` });
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<title>Your booked call | Northstack</title>');
    expect(page).toMatch(/<header[^>]*site-header[\s\S]*<main id="main"[^>]*>[\s\S]*<h1[^>]*>Your booked call<\/h1>[\s\S]*<\/main>[\s\S]*<footer/);
    expect(page).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css">/);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toContain('<meta name="referrer" content="no-referrer">');
    expect(page).not.toMatch(/<script/i);
  });

  it('escapes what a visitor wrote, in the title and the content', () => {
    const name = '<img src=x onerror=alert(1)>"';
    const page = sitePage({ title: name, main: html`<p>${name}</p>` });
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
  });

  it('runs no scripts and loads only the site’s own styles, fonts and images', () => {
    expect(SITE_PAGE_CSP).toContain("script-src 'none'");
    expect(SITE_PAGE_CSP).toContain("default-src 'none'");
    expect(SITE_PAGE_CSP).toMatch(/form-action 'self'/);
    expect(SITE_PAGE_CSP).toMatch(/frame-ancestors 'none'/);
  });

  it('still renders, plainly framed, where no export was built', () => {
    frameServerPagesFrom(mkdtempSync(path.join(tmpdir(), 'northstack-no-export-')));
    const page = sitePage({ title: 'Cancelled', main: html`<p>Done</p>` });
    expect(page).toMatch(/<header>[\s\S]*<main id="main"><p>Done<\/p><\/main>[\s\S]*<footer>/);
  });
});
