import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { careersOverview, internshipsPage, positionsPage } from './careers';
import { companyPage } from './pages/company';
import { growthPathPage, growthPaths } from './services/growth-paths';
import { heroArt, heroArtScenes, heroArtSize, type HeroArtScene } from './hero-art';
import { industryList, industryPage } from './industries';
import { livePages } from './site-map/routes';
import { servicePage, serviceList } from './services';
import type { SectionPage } from './shared/page';
import { servicesOverview } from './services/overview';
import { resourcesPage } from './resources';
import { portfolioPage } from './pages/portfolio';

const publicDir = path.join(import.meta.dirname, '..', 'public');

/** Every page whose hero shows work: services and growth paths, industries, company and careers pages, the services overview, the resources and the portfolio. */
const pages: SectionPage[] = [
  servicesOverview(),
  resourcesPage(),
  portfolioPage(),
  ...serviceList().map(servicePage),
  ...growthPaths().map(growthPathPage),
  ...industryList().map((entry) => industryPage(entry)),
  companyPage('about'),
  companyPage('about-us'),
  companyPage('our-mission'),
  companyPage('leadership'),
  companyPage('our-team'),
  companyPage('press-and-media'),
  companyPage('partnerships'),
  companyPage('team'),
  companyPage('how-we-count'),
  careersOverview,
  positionsPage,
  internshipsPage,
];

/** The opening <svg …> tag of a file. */
const svgRoot = (svg: string) => svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

describe('hero artwork', () => {
  it('is named by every service, growth-path, industry, company and careers page of the route registry, and by the services overview, the resources and the portfolio', () => {
    const covered = new Set(pages.map((page) => page.path));
    const registered = livePages
      .map((page) => page.path)
      .filter(
        (p) =>
          /^\/(services|industries)\/[^/]+$/.test(p) ||
          /^\/(about|team)(\/|$)/.test(p) ||
          ['/careers', '/careers/positions', '/careers/internships', '/services', '/resources', '/our-work/portfolio'].includes(p),
      );
    expect(registered.length).toBeGreaterThanOrEqual(25 + 3 + 5 + 8 + 3 + 3);
    for (const p of registered) expect(covered.has(p), `${p} has no hero artwork`).toBe(true);
    for (const page of pages) {
      // A company page whose file chooses people (its Look) draws no artwork, and names none.
      expect(page.hero.companyLook ? page.hero.art : page.hero.art?.src, page.path).toEqual(page.hero.companyLook ? undefined : expect.any(String));
      expect(page.hero.facts, `${page.path}: artwork and figures compete for one place`).toBeUndefined();
    }
  });

  it('varies the picture by service: at least 20 of the 25 services have a scene of their own', () => {
    const scenes = serviceList().map((content) => servicePage(content).hero.art?.src);
    expect(new Set(scenes).size).toBeGreaterThanOrEqual(20);
  });

  it('names an existing file of the declared size for every page, with alt text that says what it shows', () => {
    for (const page of pages.filter((candidate) => !candidate.hero.companyLook)) {
      const art = page.hero.art!;
      expect(art.src, page.path).toMatch(/^\/art\/hero\/[a-z0-9-]+\.svg$/);
      expect(art.alt.length, page.path).toBeGreaterThan(40);
      const file = path.join(publicDir, art.src);
      expect(existsSync(file), `${page.path}: ${art.src} is missing`).toBe(true);
      const root = svgRoot(readFileSync(file, 'utf8'));
      expect(attribute(root, 'xmlns'), art.src).toBe('http://www.w3.org/2000/svg');
      expect([attribute(root, 'width'), attribute(root, 'height')], art.src).toEqual([String(art.width), String(art.height)]);
      expect(attribute(root, 'viewBox'), art.src).toBe(`0 0 ${art.width} ${art.height}`);
    }
  });

  it('has one file per scene and no other file in public/art/hero/', () => {
    const files = readdirSync(path.join(publicDir, 'art', 'hero')).sort();
    expect(files).toEqual((Object.keys(heroArtScenes) as HeroArtScene[]).map((scene) => `${scene}.svg`).sort());
    expect(heroArt('devops-pipeline')).toEqual({ src: '/art/hero/devops-pipeline.svg', ...heroArtSize, alt: heroArtScenes['devops-pipeline'] });
  });

  it('is self-contained and small: no script, no external reference, every reference defined in the file', () => {
    for (const scene of Object.keys(heroArtScenes) as HeroArtScene[]) {
      const svg = readFileSync(path.join(publicDir, heroArt(scene).src), 'utf8');
      expect(svg, scene).not.toMatch(/<script|<foreignObject|\bon\w+=|\bhref="(?!#)|url\((?!#)/);
      for (const [, id] of svg.matchAll(/(?:url\(#|href="#)([\w-]+)/g)) expect(svg, `${scene}: #${id}`).toContain(`id="${id}"`);
      expect(svg.length, scene).toBeLessThan(32 * 1024);
    }
  });
});
