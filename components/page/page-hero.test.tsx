import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { companyPage } from '@/content/pages/company';
import { careersOverview } from '@/content/careers';
import { industryList, industryPage } from '@/content/industries';
import { servicePage, serviceList } from '@/content/services';
import { blogListPage } from '@/content/blog/list-page';
import { heroKindOf, type HeroKind } from './hero-kind';
import { PageHero } from './page-hero';

describe('page heroes by page type', () => {
  it('reads the kind from the page path: services, industries, company, careers, the blog', () => {
    const first = serviceList()[0]!;
    expect(heroKindOf(servicePage(first).path)).toBe('service');
    expect(heroKindOf(industryPage(industryList()[0]!).path)).toBe('industry');
    expect(heroKindOf(companyPage('about').path)).toBe('company');
    expect(heroKindOf(careersOverview.path)).toBe('careers');
    expect(heroKindOf(blogListPage.path)).toBe('editorial');
    expect(heroKindOf('/work/autoai')).toBe('work');
    expect(heroKindOf('/industriesX')).toBe('service');
    expect(heroKindOf('/services/launch')).toBe('path');
    expect(heroKindOf('/services/launch-x')).toBe('service');
  });

  it('gives each kind its own light and texture, with one structure: label, one h1, intro', () => {
    const kinds: HeroKind[] = ['service', 'industry', 'company', 'careers', 'editorial', 'work', 'path'];
    const drawn = kinds.map((kind) => renderToStaticMarkup(<PageHero kind={kind} label="Label" title="Title" intro="Intro" />));
    const looks = drawn.map((html) => [...html.matchAll(/<div aria-hidden="true" class="([^"]+)"/g)].map((match) => match[1]).join(' | '));
    expect(new Set(looks).size).toBe(kinds.length);
    for (const html of drawn) expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  it('shows the studio’s people (portraits, decorative) on company and careers heroes only', () => {
    const portraits = (kind: HeroKind) => (renderToStaticMarkup(<PageHero kind={kind} title="Title" />).match(/src="\/portraits\//g) ?? []).length;
    expect(portraits('company')).toBeGreaterThan(3);
    expect(portraits('careers')).toBeGreaterThan(3);
    expect(portraits('service')).toBe(0);
  });
});
