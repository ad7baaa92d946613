import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteShell } from '@/server/pages/site-shell';
import { extractSiteShell, writeSiteShell } from './site-shell';

/** The not-found page as Astro draws it (app/pages/404.astro): `cp out-astro/404.html build/fixtures/astro/404.html`. */
const exported404 = readFileSync(path.join(import.meta.dirname, 'fixtures/astro/404.html'), 'utf8');

describe('the shell of the server-rendered pages, cut from the exported not-found page', () => {
  const shell = extractSiteShell(exported404);

  it('keeps the site header before <main> and the footer after it, with no script of any kind', () => {
    expect(shell.before).toMatch(/<header[^>]*class="[^"]*dark-surface/);
    expect(shell.before).toContain('Skip to content');
    expect(shell.after).toMatch(/<footer[\s>]/);
    for (const part of [shell.before, shell.after, shell.head]) {
      expect(part).not.toMatch(/<script|<noscript|<template/i);
      expect(part).not.toContain('Oops! Page not found');
    }
  });

  it('links the stylesheet and preloads the fonts under /_astro/, and keeps the main attributes', () => {
    expect(shell.head).toMatch(/<link rel="stylesheet" href="\/_astro\/[^"]+\.css">/);
    expect(shell.head).not.toContain('<style');
    expect(shell.head).toMatch(/<link rel="preload" href="\/_astro\/[^"]+\.woff2" as="font"/);
    expect(shell.mainAttributes).toContainEqual({ name: 'id', value: 'main' });
  });

  it('stops the build when the page lost its header, footer or stylesheet', () => {
    expect(() => extractSiteShell(exported404.replace(/<footer[\s\S]*<\/footer>/, ''))).toThrow(/no <footer>/);
    expect(() => extractSiteShell(exported404.replace(/<link rel="stylesheet"[^>]*>/g, ''))).toThrow(/no <link rel="stylesheet"/);
    expect(() => extractSiteShell('<html><head></head><body><p>no main</p></body></html>')).toThrow(/<main>/);
  });

  it('is written beside the export, where the server reads it back', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'northstack-shell-'));
    writeFileSync(path.join(root, '404.html'), exported404);
    const written = writeSiteShell(root);
    expect(readSiteShell(root)).toEqual(written);
  });
});
