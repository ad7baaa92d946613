import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMediaKit } from '@/lib/media-kit';
import { formatBytes } from '@/lib/format';
import { redirects } from '../redirects';
import { livePages, pathOf } from '../site-map/routes';
import { companyFigures, facts, specCompanyFigureKeys } from './figures';
import { isIndustrySlug } from '../industries/catalog';
import { proofEntries } from '../services/proof';
import { companyPage } from '../pages/company';
import { allStaff, leaders as readLeaders, showcasePeople as readShowcasePeople, teamMembers as readTeamMembers } from './people';
import { mediaContacts } from '../press-contacts';
import { mediaKitFiles } from '../media-kit';
import { newsItems } from '../press-news';
import type { CompanyPage } from './types';

const leaders = readLeaders();
const teamMembers = readTeamMembers();
const showcasePeople = readShowcasePeople();

const root = process.cwd();
const live = new Set<string>(livePages.map((page) => page.path));
const pages: CompanyPage[] = [companyPage('about'), companyPage('about-us'), companyPage('our-mission'), companyPage('leadership'), companyPage('our-team'), companyPage('press-and-media'), companyPage('partnerships'), companyPage('team')];

/** Every internal link a company page's content carries. */
function linksOf(page: CompanyPage): string[] {
  return [
    ...(page.hero.actions ?? []).map((action) => action.href),
    ...page.sections.flatMap((section) => {
      switch (section.kind) {
        case 'cards':
          return [...section.cards.flatMap((card) => (card.href ? [card.href] : [])), ...(section.secondaryCta?.href ? [section.secondaryCta.href] : [])];
        case 'people':
          return section.layout === 'grid' && section.join ? [section.join.link.href] : [];
        case 'news':
          return section.items.map((item) => item.link.href);
        case 'callout':
          return [section.cta.href];
        default:
          return [];
      }
    }),
    page.closing.href,
    ...(page.closing.secondary ? [page.closing.secondary.href] : []),
  ];
}

describe('company figures (SPEC section 9)', () => {
  it('are exactly the eight SPEC figures, in SPEC order', () => {
    expect(specCompanyFigureKeys.map((key) => companyFigures[key].value)).toEqual(['12+', '250+', '50+', '9/10', '100+', '80+', '10+', '5 years']);
  });

  it('count each client project in one industry at most: the industries’ project counts fit in the studio’s 50+ client projects', () => {
    const lowest = (value: string) => Number(value.replace(/\D/g, ''));
    const industryCounts = Object.entries(facts).filter(([, figure]) => 'practice' in figure && isIndustrySlug(figure.practice) && figure.counts === 'projects');
    // Only retail counts its projects today (12+); a second industry's count joins this sum.
    expect(industryCounts.map(([id]) => id)).toEqual(['retailProjects']);
    for (const [, figure] of industryCounts) expect('of' in figure && figure.of).toBe('projectsSinceFounding');
    expect(industryCounts.reduce((sum, [, figure]) => sum + lowest(figure.value), 0)).toBeLessThanOrEqual(lowest(companyFigures.projectsSinceFounding.value));
    // Never fewer than the industry's published work (case studies and projects tagged with it).
    for (const [, figure] of industryCounts) {
      const published = proofEntries().filter((entry) => 'practice' in figure && (entry.industries as readonly string[]).includes(figure.practice));
      expect(published.length).toBeGreaterThan(0);
      expect(published.length).toBeLessThanOrEqual(lowest(figure.value));
    }
  });

  it('keep both readings of the conflicting claims, each labelled with what it counts', () => {
    expect(companyFigures.solutions.value).toBe('250+');
    expect(companyFigures.projectsSinceFounding.value).toBe('50+');
    expect(companyFigures.countriesServed.value).toBe('15+');
    expect(companyFigures.featuredClientCountries.value).toBe('6');
    expect(companyFigures.solutions.label).toMatch(/shipped in our client projects/);
    expect(companyFigures.projectsSinceFounding.label).toMatch(/since the studio was founded/);
    expect(companyFigures.countriesServed.label).not.toBe(companyFigures.featuredClientCountries.label);
    expect(companyFigures.featuredClientCountries.label).toMatch(/featured/);
    const labels = Object.values(companyFigures).map((figure) => figure.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('are typed nowhere else: the company pages, their components and the media-kit script read them from the module', () => {
    const files = [
      ...['content/company', 'content/pages/company', 'components/company', 'components/sections'].flatMap((dir) =>
        readdirSync(path.join(root, dir)).filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.') && name !== 'figures.ts' && name !== 'practice-figures.ts' && name !== 'claim-readings.ts').map((name) => path.join(dir, name)),
      ),
      // Their routes (Astro's, issue 37).
      ...readdirSync(path.join(root, 'app/pages/about')).map((name) => `app/pages/about/${name}`),
      'app/pages/team.astro',
      'content/site-map/navigation.ts',
      // The pages' own files (content/company/pages/): figures in them are placeholders.
      ...readdirSync(path.join(root, 'content/company/pages')).map((name) => `content/company/pages/${name}`),
      'content/industries/overview.ts',
      'scripts/make-media-kit.ts',
    ];
    // claim-readings.ts holds the patterns by which a page's text shows a reading ('250+'), not figures to show.
    expect(files.length).toBeGreaterThan(12);
    const values = [...new Set(Object.values(companyFigures).map((figure) => figure.value))].filter((value) => value.length > 1);
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const value of values) {
        const pattern = new RegExp(`(?<![\\w.$/])${value.replace(/[+/]/g, '\\$&')}(?![\\w/])`);
        if (pattern.test(text)) found.push(`${file}: ${value}`);
      }
      if (/\btwelve years\b/i.test(text)) found.push(`${file}: twelve years`);
    }
    expect(found).toEqual([]);
  });
});

describe('people', () => {
  it('are drawn as monograms: no photo, image or file path anywhere in the people data', () => {
    for (const person of allStaff()) {
      expect(Object.keys(person)).not.toContain('image');
      expect(JSON.stringify(person)).not.toMatch(/\.(jpe?g|png|webp|avif|gif|svg)\b|\/images?\//i);
    }
  });

  it('give leadership two leaders with bio and achievements, our team five members with title, bio and specialties', () => {
    expect(leaders).toHaveLength(2);
    for (const leader of leaders) {
      expect(leader.bio.length).toBeGreaterThan(80);
      expect(leader.achievements?.length).toBeGreaterThanOrEqual(3);
    }
    expect(teamMembers).toHaveLength(5);
    for (const member of teamMembers) {
      expect(member.title.length).toBeGreaterThan(3);
      expect(member.bio.length).toBeGreaterThan(80);
      expect(member.specialties.length).toBeGreaterThanOrEqual(3);
    }
    expect(new Set([...leaders, ...teamMembers].map((person) => person.id)).size).toBe(7);
  });

  it('are referenced by the pages’ people sections, never copied into them', () => {
    const shown = (page: CompanyPage) => page.sections.flatMap((section) => (section.kind === 'people' ? [section.people] : []));
    expect(shown(companyPage('leadership'))).toEqual([leaders]);
    expect(shown(companyPage('our-team'))).toEqual([teamMembers]);
    expect(shown(companyPage('team'))).toEqual([showcasePeople]);
    const press = companyPage('press-and-media').sections.map((section) => ('items' in section ? section.items : undefined));
    expect(press).toContainEqual(newsItems());
    expect(press).toContainEqual(mediaKitFiles());
    expect(press).toContainEqual(mediaContacts());
  });

  it('give /team three people with role and quote, the same people as on our team', () => {
    expect(showcasePeople).toHaveLength(3);
    for (const person of showcasePeople) {
      expect(person.quote.length).toBeGreaterThan(30);
      expect(teamMembers).toContainEqual(person);
    }
  });
});

describe('company pages', () => {
  it('link only to live pages, or to the open positions of the careers pages', () => {
    for (const page of pages) {
      for (const href of linksOf(page)) {
        const target = pathOf(href);
        expect(live.has(target) || target === '/careers/positions', `${page.path} -> ${href}`).toBe(true);
      }
    }
  });

  it.each([
    [companyPage('about'), ['/about/our-mission', '/contact', '/about/leadership']],
    [companyPage('our-mission'), ['/contact', '/about/our-team']],
    [companyPage('leadership'), ['/contact', '/about/our-team']],
    [companyPage('our-team'), ['/contact', '/about/leadership']],
    [companyPage('partnerships'), ['/contact', '/about']],
    [companyPage('team'), ['/careers/positions']],
  ] as const)('$path carries the links SPEC lists', (page, targets) => {
    const links = linksOf(page);
    for (const target of targets) expect(links).toContain(target);
  });

  it('are registered as live, and the original un-prefixed paths redirect to them', () => {
    for (const page of pages) expect(live.has(page.path), page.path).toBe(true);
    const table = Object.fromEntries(redirects.map((entry) => [entry.from, entry.to]));
    expect(table).toMatchObject({
      '/our-mission': '/about/our-mission',
      '/our-team': '/about/our-team',
      '/leadership': '/about/leadership',
      '/press': '/about/press-and-media',
    });
  });

  it('offer three partnership types, each with its requirements', () => {
    const types = companyPage('partnerships').sections.find((section) => section.id === 'partnership-types');
    expect(types?.kind).toBe('cards');
    if (types?.kind !== 'cards') return;
    expect(types.cards).toHaveLength(3);
    for (const card of types.cards) expect(card.features.length).toBeGreaterThanOrEqual(3);
  });
});

describe('press and media', () => {
  it('has three dated news items, each with a category', () => {
    expect(newsItems()).toHaveLength(3);
    for (const item of newsItems()) {
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(item.date))).toBe(false);
      expect(item.category.length).toBeGreaterThan(3);
    }
  });

  it('has two media contacts whose phone link dials the number shown', () => {
    expect(mediaContacts()).toHaveLength(2);
    for (const contact of mediaContacts()) {
      expect(contact.email).toMatch(/^[a-z.]+@[a-z0-9.-]+\.[a-z]+$/);
      expect(contact.phone.href.replace(/\D/g, '')).toBe(contact.phone.display.replace(/\D/g, ''));
    }
  });

  it('lists four media-kit files that exist, each shown with its real size', () => {
    const files = loadMediaKit(mediaKitFiles());
    expect(files.map((file) => file.type)).toEqual(['PDF', 'ZIP', 'PDF', 'ZIP']);
    for (const file of files) {
      const onDisk = statSync(path.join(root, 'public', file.file));
      expect(file.bytes).toBe(onDisk.size);
      expect(file.size).toBe(formatBytes(onDisk.size));
      const head = readFileSync(path.join(root, 'public', file.file)).subarray(0, 4).toString('latin1');
      expect(head).toBe(file.type === 'PDF' ? '%PDF' : 'PK\u0003\u0004');
    }
  });
});
