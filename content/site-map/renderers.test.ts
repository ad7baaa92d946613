import { familyLookup, familyOf, pageFamilies, rendererOf, type PageFamily } from './renderers';
import { livePages } from './routes';

describe('which renderer builds which family of pages', () => {
  it('every live page belongs to exactly the family its path names', () => {
    for (const page of livePages) expect(familyOf(page.path), page.path).toBeDefined();
    expect(familyOf('/privacy')?.name).toBe('legal');
    expect(familyOf('/terms#changes')?.name).toBe('legal');
    expect(familyOf('/our-work/blog?category=design')?.name).toBe('blog list');
    expect(familyOf('/our-work/portfolio')?.name).toBe('work');
    expect(familyOf('/blog/some-article')?.name).toBe('blog articles');
    expect(familyOf('/')?.name).toBe('home');
    expect(familyOf('/contact/reschedule')?.name).toBe('contact and booking');
  });

  it('a prefix matches whole path segments only, and links off the site have no renderer', () => {
    expect(familyOf('/privacy-old')).toBeUndefined();
    expect(familyOf('/workshop')).toBeUndefined();
    for (const href of ['mailto:hello@northstack.example', 'tel:+14105550100', 'https://github.com/northstack', '//evil.example/privacy']) {
      expect(rendererOf(href), href).toBeUndefined();
    }
  });

  it('a family moved to Astro answers astro for all of its pages and nothing else', () => {
    const moved: PageFamily[] = pageFamilies.map((family) => ({ ...family, renderer: family.name === 'work' ? 'astro' : 'next' }));
    const lookup = familyLookup(moved);
    expect(['/work', '/work/bloxios', '/our-work', '/our-work/portfolio'].map((path) => lookup(path)?.renderer)).toEqual(['astro', 'astro', 'astro', 'astro']);
    expect(lookup('/our-work/blog')?.renderer).toBe('next');
    expect(lookup('/services/devops')?.renderer).toBe('next');
    expect(lookup('/')?.renderer).toBe('next');
  });

  it('home names the home page only: an unknown path (the 404 page) and a file of public/ belong to no family', () => {
    expect(['/', '/#paths', '/?utm_source=x'].map((href) => familyOf(href)?.name)).toEqual(['home', 'home', 'home']);
    for (const path of ['/no-such-page', '/404', '/favicon.ico', '/media/hero-shapes.webm', '/index']) expect(familyOf(path), path).toBeUndefined();
  });

  it('the files the endpoints write are a family of their own, also under a prefix of a family of pages', () => {
    const files = ['/og/index.png', '/og/services/devops.png', '/blog/rss.xml', '/resources/checklists/mobile-launch.txt', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest'];
    for (const path of files) expect(familyOf(path)?.name, path).toBe('files');
    expect(rendererOf('/blog/choosing-a-mobile-stack')).toBe('astro');
    expect(rendererOf('/resources')).toBe('astro');
    // No page lives there: the table names routes of app/ that write files, not pages.
    for (const page of livePages) expect(familyOf(page.path)?.name, page.path).not.toBe('files');
  });

  it('today: careers, contact and booking are still drawn by Next, every other page by Astro', () => {
    const onNext = livePages.filter((page) => rendererOf(page.path) === 'next').map((page) => page.path);
    expect(onNext.every((path) => ['/careers', '/contact'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`))), onNext.join(' ')).toBe(true);
    for (const path of ['/privacy', '/blog/choosing-a-mobile-stack', '/work/bloxios', '/our-work/portfolio', '/services/devops', '/industries/fintech', '/about/how-we-count', '/team', '/resources', '/our-work/blog', '/our-work/blog/subscribed', '/insights/tech', '/']) {
      expect(rendererOf(path), path).toBe('astro');
    }
  });

  it('no prefix is named by two families', () => {
    const prefixes = pageFamilies.flatMap((family) => family.prefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
