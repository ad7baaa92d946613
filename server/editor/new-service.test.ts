import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createFixtureExport } from '../testing/fixture-export';
import type { EditorMode } from './storage';

/**
 * Issue 40's proof for the service pages: a new service saved through the editor in local storage (the API the
 * admin UI posts to) is one new file, `npm run content:check` accepts it, the page module draws it, and the header
 * menu, the route list, the sitemap, /services, the contact form's choices and the call picker list it, with no
 * code changed. (The footer's Services column is SPEC's fixed five links, content/site-map/navigation.ts.)
 */

const root = createFixtureExport();
const base = mkdtempSync(path.join(tmpdir(), 'northstack-new-service-'));
cpSync('content', path.join(base, 'content'), { recursive: true });
const saved = process.env.CONTENT_ROOT;
afterAll(() => {
  if (saved === undefined) delete process.env.CONTENT_ROOT;
  else process.env.CONTENT_ROOT = saved;
  vi.resetModules();
  rmSync(root, { recursive: true, force: true });
  rmSync(base, { recursive: true, force: true });
});

const mode: EditorMode = { kind: 'local', baseDirectory: base };
const editor = createApp({ root, editor: mode, api: { editor: { mode, rateLimiter: null } } });

const file = 'content/services/entries/data-engineering.yaml';
const headline = 'Data pipelines your analysts trust on Monday morning';
/** The file as the editor saves it: the DevOps page's shape with its own name, place, summary and headline. */
const newService = readFileSync('content/services/entries/devops.yaml', 'utf8')
  .replace('name: DevOps', 'name: Data Engineering')
  .replace('order: 1', 'order: 4')
  .replace(/^summary: .*$/m, 'summary: Batch and streaming pipelines, warehouses and data contracts that keep reports honest.')
  .replace(/^ {2}headline: .*$/m, `  headline: ${headline}`)
  // DevOps's band of results: a new practice has no published work to back a record yet (content gate 1).
  .replace(/^ {2}- discriminant: stats\n(?: {4}.*\n)+/m, '');

describe('a new service page saved through the editor in local storage', () => {
  it('is written to its file, passes content:check, is drawn by the page module and listed everywhere', async () => {
    const response = await editor.request('/api/keystatic/update', {
      method: 'POST',
      headers: { 'no-cors': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ additions: [{ path: file, contents: Buffer.from(newService).toString('base64url') }], deletions: [] }),
    });
    expect(response.status).toBe(200);
    expect(existsSync(path.join(base, file))).toBe(true);

    const check = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts'], { env: { ...process.env, CONTENT_ROOT: path.join(base, 'content') } });
    expect(check.stdout).toMatch(/content:check: \d+ files in \d+ collections, all valid/);

    process.env.CONTENT_ROOT = path.join(base, 'content');
    vi.resetModules();
    const { getEntry } = await import('@/content/read');
    const { servicePage } = await import('@/content/services');
    const { navigation } = await import('@/content/site-map/navigation');
    const { paramsFor } = await import('@/content/site-map/routes');
    const { siteSitemap } = await import('@/lib/sitemap');
    const { site } = await import('@/content/site');
    const { servicesOverview } = await import('@/content/services/overview');
    const { serviceOptionGroups } = await import('@/lib/forms/service-options');
    const { pickerPractices } = await import('@/lib/schedule/practice-hosts');

    const entry = getEntry('services', 'data-engineering');
    expect(entry?.name).toBe('Data Engineering');
    const page = servicePage(entry!);
    expect([page.path, page.hero.headline]).toEqual(['/services/data-engineering', headline]);
    expect(page.hero.actions?.[0]?.href).toMatch(/service=data-engineering/);

    const engineering = navigation.find((section) => section.id === 'services')?.groups.find((group) => group.title === 'Engineering');
    expect(engineering?.items.map((item) => item.name)).toEqual(['DevOps', 'Cloud Infrastructure', 'System Architecture', 'Data Engineering']);
    expect(paramsFor('/services/[slug]')).toContainEqual({ slug: 'data-engineering' });
    expect(siteSitemap().map((sitemapEntry) => sitemapEntry.url)).toContain(new URL('/services/data-engineering', site.url).toString());
    const band = servicesOverview().sections.flatMap((section) => (section.kind === 'serviceGroup' && section.heading === 'Engineering' ? [section] : []))[0];
    expect(band?.services.map((service) => service.slug)).toContain('data-engineering');
    expect(band?.note).toBe('4 services');
    expect(servicesOverview().hero.intro).toMatch(/^26 services across 8 disciplines/);
    expect(serviceOptionGroups().find((group) => group.label === 'Engineering')?.options).toContainEqual({ value: 'data-engineering', label: 'Data Engineering' });
    expect(pickerPractices()['data-engineering']?.name).toBe('Data Engineering');
  }, 90_000);
});
