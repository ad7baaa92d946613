import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { redirects } from '@/content/redirects';
import { cacheControlFor, isBuildSideFile } from '../http/headers';
import { readSiteManifest } from '../site-manifest';
import { createFixtureExport } from '../testing/fixture-export';
import { EDITOR_API, EDITOR_PAGES } from '../editor/paths';
import { headerRules, redirectsFile, ruleMatches } from './static-host';

const root = createFixtureExport();
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  );

describe('static host files', () => {
  const manifest = readSiteManifest(root);
  const rules = headerRules(manifest, ['/media/hero-shapes.mp4']);
  const cacheRulesFor = (urlPath: string) => rules.filter((rule) => rule.headers['Cache-Control'] && ruleMatches(rule.path, urlPath));

  it('give every page exactly one Cache-Control and its own CSP', () => {
    for (const [pagePath, page] of Object.entries(manifest.pages)) {
      expect(cacheRulesFor(pagePath).map((rule) => rule.headers['Cache-Control']), pagePath).toEqual([cacheControlFor(`${pagePath}.html`)]);
      const csp = rules.filter((rule) => rule.headers['Content-Security-Policy'] && ruleMatches(rule.path, pagePath));
      expect(csp.map((rule) => rule.headers['Content-Security-Policy']), pagePath).toEqual([page.csp]);
    }
  });

  it('never give a file two Cache-Control rules, and name the hashed assets and media', () => {
    for (const file of files(root).filter((name) => !isBuildSideFile(name))) {
      expect(cacheRulesFor(file).length, file).toBeLessThanOrEqual(1);
    }
    expect(cacheRulesFor('/_astro/page.js')[0]?.headers['Cache-Control']).toBe(cacheControlFor('/_astro/page.js'));
    expect(cacheRulesFor('/media/hero-shapes.mp4')[0]?.headers['Cache-Control']).toBe(cacheControlFor('/media/hero-shapes.mp4'));
  });

  it('carry the security headers on every path and the redirect table in _redirects', () => {
    expect(rules[0]).toMatchObject({ path: '/*', headers: { 'X-Frame-Options': 'DENY' } });
    const written = readFileSync(path.join(root, '_redirects'), 'utf8');
    expect(written).toBe(redirectsFile());
    for (const { from, to } of redirects) expect(written).toContain(`${from} ${to} 308`);
  });

  it('proxy the API and the content editor to the Node server, before any other rule, when its origin is given', () => {
    const lines = redirectsFile('https://node.northstack.test').trim().split('\n');
    const proxies = lines.filter((line) => line.endsWith(' 200'));
    expect(lines.slice(0, proxies.length)).toEqual(proxies);
    const target = (path: string) => lines.find((line) => line.endsWith(' 200') && ruleMatches(line.split(' ')[0]!, path))?.split(' ')[1];
    expect(target(EDITOR_PAGES)).toBe(`https://node.northstack.test${EDITOR_PAGES}`);
    expect(target(`${EDITOR_PAGES}/collection/articles`)).toBe(`https://node.northstack.test${EDITOR_PAGES}/:splat`);
    expect(target(`${EDITOR_API}/tree`)).toBe('https://node.northstack.test/api/:splat');
    expect(target('/services/devops')).toBeUndefined();
    expect(redirectsFile()).not.toMatch(/ 200$/m);
    expect(() => redirectsFile('http://node.northstack.test')).toThrow(/https origin/);
  });
});
