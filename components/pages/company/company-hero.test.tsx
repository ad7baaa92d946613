// @vitest-environment jsdom
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cleanup, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { contentRoot, setContentRoot } from '@/content/shared/collection';
import { contentCopyWithFiles } from '@/content/shared/collection-fixtures';
import { heroArtScenes } from '@/content/hero-art';
import { SectionPage } from '@/components/sections/section-page';
import { leaders } from '@/content/company/people';
import { portraitAlt } from '@/content/company/portraits';
import { companyPage, companyPagePaths, type CompanyPageSlug } from '@/content/pages/company';

const repoContent = contentRoot();
const work = mkdtempSync(path.join(tmpdir(), 'company-hero-'));
afterEach(() => {
  setContentRoot(repoContent);
  cleanup();
  document.body.innerHTML = '';
});
afterAll(() => rmSync(work, { recursive: true, force: true }), 60_000);

/** The page's opening band as a visitor meets it (the page drawn as the build draws it, then read). */
function heroOf(slug: CompanyPageSlug) {
  document.body.innerHTML = renderToStaticMarkup(<SectionPage page={companyPage(slug)} />);
  return document.body.querySelector<HTMLElement>('section')!;
}

describe('company pages open by what each page is', { timeout: 30_000 }, () => {
  it('gives the company pages more than one look: people, the founders, an artwork', () => {
    const looks = (Object.keys(companyPagePaths) as CompanyPageSlug[]).map((slug) => {
      const hero = heroOf(slug);
      cleanup();
      return hero.dataset.companyLook ?? (hero.querySelector('[data-hero-art]') ? 'art' : 'none');
    });
    expect(new Set(looks)).toEqual(new Set(['portraits', 'founders', 'art']));
  });

  it('draws the look the page’s file chooses: an editor who changes the Look (and the Artwork with it) sees the page change', () => {
    const file = (slug: string) => readFileSync(path.join(repoContent, 'company', 'pages', `${slug}.yaml`), 'utf8');
    const copy = contentCopyWithFiles(work, 'looks', {
      // /about/our-team from its portrait wall to an artwork; /team from its artwork to the portrait wall.
      'company/pages/our-team.yaml': file('our-team').replace("  look: portraits\n  art: ''\n", '  look: artwork\n  art: company-studio\n'),
      'company/pages/team.yaml': file('team').replace(/ {2}look: artwork\n {2}art: \S+\n/, "  look: portraits\n  art: ''\n"),
    });
    setContentRoot(copy);
    const roster = heroOf('our-team');
    expect(roster.dataset.companyLook).toBeUndefined();
    expect(roster.querySelector('[data-hero-art]')?.getAttribute('data-hero-art')).toBe('/art/hero/company-studio.svg');
    expect(within(roster).getByRole('img', { name: heroArtScenes['company-studio'] })).toBeTruthy();
    expect(roster.querySelector('[data-company-look], [aria-hidden="true"].grid')).toBeNull();
    cleanup();
    const team = heroOf('team');
    expect(team.dataset.companyLook).toBe('portraits');
    expect(team.querySelector('[data-hero-art]')).toBeNull();
    expect(team.querySelectorAll('[aria-hidden="true"].grid img[src^="/portraits/"]').length).toBeGreaterThanOrEqual(8);
  });

  it('opens life at the studio, the press room and the fact sheet on an artwork of their own, not the team’s portrait wall', () => {
    const scenes = { team: 'company-life', 'press-and-media': 'company-press', 'how-we-count': 'company-fact-sheet' } as const;
    for (const [slug, scene] of Object.entries(scenes) as [CompanyPageSlug, keyof typeof heroArtScenes][]) {
      const hero = heroOf(slug);
      expect(hero.dataset.companyLook, slug).toBeUndefined();
      expect(hero.querySelector('[data-hero-art]')?.getAttribute('data-hero-art'), slug).toBe(`/art/hero/${scene}.svg`);
      expect(within(hero).getByRole('img', { name: heroArtScenes[scene] }), slug).toBeTruthy();
      expect(hero.querySelector('[aria-hidden="true"].grid'), slug).toBeNull();
      cleanup();
    }
  });

  it('opens leadership on the two co-founders, their portraits named and their names and titles under them', () => {
    const hero = heroOf('leadership');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe(companyPage('leadership').hero.headline);
    for (const leader of leaders()) {
      expect(within(hero).getByRole('img', { name: portraitAlt(leader) })).toBeTruthy();
      expect(within(hero).getByText(leader.title)).toBeTruthy();
    }
  });

  it('opens the overview and the team roster on a wall of the studio’s portraits, decorative (the people are named below)', () => {
    for (const slug of ['about', 'our-team'] as const) {
      const hero = heroOf(slug);
      const wall = hero.querySelector('[aria-hidden="true"].grid')!;
      expect(wall.querySelectorAll('img[src^="/portraits/"]').length, slug).toBeGreaterThanOrEqual(8);
      for (const image of wall.querySelectorAll('img')) expect(image.getAttribute('alt')).toBe('');
      cleanup();
    }
  });

  it('keeps every hero’s words and actions: label, headline, intro and each action’s link', () => {
    for (const slug of Object.keys(companyPagePaths) as CompanyPageSlug[]) {
      const { hero } = companyPage(slug);
      const band = heroOf(slug);
      expect(band.textContent, slug).toContain(hero.headline);
      if (hero.intro) expect(band.textContent, slug).toContain(hero.intro);
      for (const action of hero.actions ?? []) expect(within(band).getByRole('link', { name: new RegExp(action.label) }).getAttribute('href'), slug).toBe(action.href);
      cleanup();
    }
  });
});
