/**
 * Search and sharing gates over the exported HTML (out/): every live page of the route registry has a
 * unique title, a real description, its canonical URL, Open Graph and Twitter cards with a 1200x630 PNG
 * share image, structured data valid against lib/json-ld-rules.ts, one h1 and no skipped heading
 * levels, and description lists with each term before its details. Pages added to the registry later
 * are held to the same standard automatically.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { indexedPages, livePages, type SitePage } from '../content/site-map/routes';
import { site } from '../content/site';
import { isTitleCase } from '../content/shared/copy-case';
import { serviceCatalog } from '../content/services/catalog';
import { htmlFileFor } from '../build/page-weight';
import { jsonLdProblems, typesIn } from '../lib/json-ld-rules';

const out = path.resolve('out');
const origin = new URL(site.url).origin;

const documents = new Map<string, Document>();
function documentOf(page: SitePage): Document {
  const cached = documents.get(page.path);
  if (cached) return cached;
  const { document } = new JSDOM(readFileSync(htmlFileFor(out, page.path), 'utf8')).window;
  documents.set(page.path, document);
  return document;
}

/** The absolute canonical URL of a page (an alias names the page it repeats); the home page's is the bare origin. */
const canonicalUrl = (page: SitePage) => new URL(page.aliasOf ?? page.path, site.url).toString().replace(/\/$/, '');

const meta = (document: Document, selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;

/** Width and height from a PNG's IHDR chunk; null when the file is not a PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const data = readFileSync(file);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (data.length < 24 || !data.subarray(0, 8).equals(signature) || data.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** The file in out/ an absolute site URL points to. */
function exportedFile(url: string): string {
  const { pathname } = new URL(url);
  return path.join(out, decodeURIComponent(pathname));
}

test('every live page has a unique title, a description of 50-170 characters and its canonical URL', () => {
  const titles = new Map<string, string>();
  for (const page of livePages) {
    const document = documentOf(page);
    const title = document.title;
    const description = meta(document, 'meta[name="description"]') ?? '';
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical, page.path).toBe(canonicalUrl(page));
    expect(description.length, `${page.path}: "${description}"`).toBeGreaterThanOrEqual(50);
    expect(description.length, `${page.path}: "${description}"`).toBeLessThanOrEqual(170);
    expect(title, page.path).toMatch(new RegExp(`\\| ${site.name}$`));
    // An alias repeats its page's title on purpose; its canonical link names the original.
    if (page.aliasOf) continue;
    expect(titles.get(title), `${page.path} has the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, page.path);
  }
});

test('every title fits a search result: at most 60 characters before the site suffix', () => {
  // Search results show about 60 characters of a title; the suffix may be cut, the page's own words not.
  const suffix = ` | ${site.name}`;
  const long = livePages
    .map((page) => ({ path: page.path, title: documentOf(page).title }))
    .filter(({ title }) => title.replace(suffix, '').length > 60)
    .map(({ path, title }) => `${path}: ${title.length} characters, "${title}"`);
  expect(long).toEqual([]);
});

/** Page names SPEC gives in Title Case (its route table, menus and footer); the site keeps them verbatim. */
const SPEC_PAGE_NAMES = new Set(['About Us', 'Our Mission', 'Our Team', 'Press and Media', 'Contact Us', 'Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Case Studies', 'Submit Your Resume']);

test('every title is in sentence case, but for the page names SPEC sets and role names', () => {
  const suffix = ` | ${site.name}`;
  const titleCase = livePages
    // A role's page is titled by the role's name ('Senior Frontend Developer (Remote)').
    .filter((page) => !/^\/careers\/(positions|internships)\//.test(page.path))
    .map((page) => ({ path: page.path, title: documentOf(page).title.replace(suffix, '') }))
    // Before a colon stands a name ('Vision Millennium: shoppable immersive video').
    .filter(({ title }) => !SPEC_PAGE_NAMES.has(title) && isTitleCase(title.slice(title.indexOf(': ') + 1).trim()))
    .map(({ path, title }) => `${path}: "${title}"`);
  expect(titleCase).toEqual([]);
});

test('the not-found page carries exactly one robots tag, and it says noindex', () => {
  const { document } = new JSDOM(readFileSync(path.join(out, '404.html'), 'utf8')).window;
  const robots = [...document.querySelectorAll('meta[name="robots"]')].map((tag) => tag.getAttribute('content'));
  expect(robots).toHaveLength(1);
  expect(robots[0]).toMatch(/noindex/);
});

test('every live page has Open Graph and Twitter cards whose image is a 1200x630 PNG in the export', () => {
  for (const page of livePages) {
    const document = documentOf(page);
    expect(meta(document, 'meta[property="og:title"]'), page.path).toBeTruthy();
    expect(meta(document, 'meta[property="og:description"]'), page.path).toBeTruthy();
    expect(meta(document, 'meta[property="og:url"]'), page.path).toBe(canonicalUrl(page));
    expect(meta(document, 'meta[name="twitter:card"]'), page.path).toBe('summary_large_image');
    const images = [meta(document, 'meta[property="og:image"]'), meta(document, 'meta[name="twitter:image"]')];
    for (const image of images) {
      expect(image, `${page.path} has no share image`).toBeTruthy();
      expect(new URL(image!).origin, page.path).toBe(origin);
      const file = exportedFile(image!);
      expect(existsSync(file), `${page.path}: ${image} is not in the export`).toBe(true);
      expect(pngSize(file), `${page.path}: ${image}`).toEqual({ width: 1200, height: 630 });
    }
    expect(meta(document, 'meta[property="og:image:width"]'), page.path).toBe('1200');
    expect(meta(document, 'meta[property="og:image:height"]'), page.path).toBe('630');
  }
});

test('the sitemap lists every canonical live page once, robots.txt names it, the manifest is complete', () => {
  const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(new Set(locations).size, 'duplicates in the sitemap').toBe(locations.length);
  const expected = indexedPages.map((page) => new URL(page.path, site.url).toString());
  expect([...locations].sort()).toEqual([...expected].sort());
  for (const alias of livePages.filter((page) => page.aliasOf)) {
    expect(locations, alias.path).not.toContain(new URL(alias.path, site.url).toString());
  }

  const robots = readFileSync(path.join(out, 'robots.txt'), 'utf8');
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site.url).toString()}`);
  // First-match parsers read the rules in order: the API's Disallow must come before the site's Allow.
  const rules = robots.split('\n').filter((line) => /^(allow|disallow):/i.test(line));
  expect(rules).toEqual(['Disallow: /api/', 'Allow: /']);

  const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.webmanifest'), 'utf8')) as {
    name: string;
    short_name: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toContain(site.name);
  expect(manifest.short_name).toBe(site.name);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((entry) => entry.sizes === size);
    expect(icon, size).toBeDefined();
    const [width, height] = size.split('x').map(Number);
    expect(pngSize(path.join(out, icon!.src)), size).toEqual({ width, height });
  }
  // Every page names its manifest for the page's module to link after load, never in its HTML.
  for (const page of livePages) {
    const document = documentOf(page);
    expect(document.querySelector('link[rel="manifest"]'), page.path).toBeNull();
    expect(document.body.dataset.manifest, page.path).toBe('/manifest.webmanifest');
  }
});

test('a page links the web-app manifest once it has loaded', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('every page’s structured data is valid: Organization and WebSite everywhere, breadcrumbs on nested pages, page types', () => {
  const services = new Set(serviceCatalog().map((service) => `/services/${service.slug}`));
  for (const page of livePages) {
    const document = documentOf(page);
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    const types: string[] = [];
    for (const script of scripts) {
      const text = script.textContent ?? '';
      expect(text, page.path).not.toMatch(/<\/script/i);
      const parsed: unknown = JSON.parse(text);
      expect(jsonLdProblems(parsed), page.path).toEqual([]);
      types.push(...typesIn(parsed));
    }
    expect(types, page.path).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    const canonical = page.aliasOf ?? page.path;
    const nested = canonical.split('/').filter(Boolean).length >= 2;
    expect(types.includes('BreadcrumbList'), `${page.path}: breadcrumbs`).toBe(nested);
    if (services.has(page.path)) expect(types, page.path).toContain('Service');
  }
  const blockchain = documentOf(livePages.find((page) => page.path === '/services/blockchain-development')!);
  const faq = [...blockchain.querySelectorAll('script[type="application/ld+json"]')].some((script) =>
    typesIn(JSON.parse(script.textContent ?? '{}')).includes('FAQPage'),
  );
  expect(faq).toBe(true);
});

test('every page has one h1, no skipped heading levels, and description lists put each term before its details', () => {
  for (const page of livePages) {
    const document = documentOf(page);
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
      level: Number(heading.tagName[1]),
      text: heading.textContent?.trim().slice(0, 60) ?? '',
    }));
    expect(headings.filter((heading) => heading.level === 1).length, `${page.path}: h1 count`).toBe(1);
    expect(headings[0]?.level, `${page.path}: the first heading`).toBe(1);
    headings.forEach((heading, index) => {
      const previous = headings[index - 1];
      if (previous && heading.level > previous.level + 1) {
        throw new Error(`${page.path}: h${heading.level} "${heading.text}" follows h${previous.level} "${previous.text}"`);
      }
    });

    for (const list of document.querySelectorAll('dl')) {
      // A group is the <dl> itself or a <div> wrapping one name-value group (HTML's content model).
      const groups = [list, ...[...list.children].filter((child) => child.tagName === 'DIV')];
      for (const group of groups) {
        const items = [...group.children].filter((child) => child.tagName === 'DT' || child.tagName === 'DD');
        if (items.length === 0) continue;
        expect(items[0]!.tagName, `${page.path}: a <dl> group starts with <dd> "${items[0]!.textContent?.trim().slice(0, 40)}"`).toBe('DT');
      }
    }
  }
});
