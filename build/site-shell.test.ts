import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteShell } from '@/server/pages/site-shell';
import { FRAME_PAGE, extractSiteShell, writeSiteShell } from './site-shell';

/**
 * The frame page as Astro draws it (app/pages/server-frame.astro), before the postbuild: after `npx astro build`,
 * `cp out/server-frame.html build/fixtures/astro/server-frame.html`.
 */
const framePage = readFileSync(path.join(import.meta.dirname, 'fixtures/astro', FRAME_PAGE), 'utf8');

describe('the shell of the server-rendered pages, taken from the frame page Astro draws', () => {
  const shell = extractSiteShell(framePage);

  it('keeps the site header before <main> and the footer after it, with no script of any kind', () => {
    expect(shell.before).toMatch(/<header[^>]*class="[^"]*dark-surface/);
    expect(shell.before).toContain('Skip to content');
    expect(shell.after).toMatch(/<footer[\s>]/);
    for (const part of [shell.before, shell.after, shell.head]) {
      expect(part).not.toMatch(/<script|<noscript|<template/i);
    }
  });

  it('links the stylesheet and preloads the fonts under /_astro/, and keeps the main attributes', () => {
    expect(shell.head).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css">/);
    expect(shell.head).not.toContain('<style');
    // Both faces preloaded and drawn from the first paint, as on every page (app/styles/fonts.css).
    const fonts = [...shell.head.matchAll(/<link rel="preload" href="\/_astro\/([a-z]+)[^"]*\.woff2" as="font"/g)].map((match) => match[1]);
    expect(fonts.sort()).toEqual(['bricolage', 'geist']);
    expect(shell.mainAttributes).toContainEqual({ name: 'id', value: 'main' });
  });

  it('stops the build when the page lost its header, footer or stylesheet', () => {
    expect(() => extractSiteShell(framePage.replace(/<footer[\s\S]*<\/footer>/, ''))).toThrow(/no <footer>/);
    expect(() => extractSiteShell(framePage.replace(/<link rel="stylesheet"[^>]*>/g, ''))).toThrow(/no <link rel="stylesheet"/);
    expect(() => extractSiteShell('<html><head></head><body><p>no main</p></body></html>')).toThrow(/<main>/);
  });

  it('is written beside the export, where the server reads it back', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'northstack-shell-'));
    writeFileSync(path.join(root, FRAME_PAGE), framePage);
    const written = writeSiteShell(root);
    expect(readSiteShell(root)).toEqual(written);
    // The frame page is no page of the site: it is not left in the export to be served.
    expect(existsSync(path.join(root, FRAME_PAGE))).toBe(false);
  });
});
