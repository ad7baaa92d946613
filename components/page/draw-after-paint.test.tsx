// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homePage } from '@/content/home';
import { LOCAL_HERO_VIDEO } from '@/lib/hero-video';
import { HomeHero } from '@/components/home/home-hero';
import { CompanyHero } from '@/components/pages/company/company-hero';
import { companyPage } from '@/content/pages/company';
import { drawAfterPaint, SHOW_WITHOUT_SCRIPTS } from './draw-after-paint';

const drawHero = () => {
  document.body.innerHTML = renderToString(<HomeHero hero={homePage().hero} video={LOCAL_HERO_VIDEO} />);
  return document.querySelector<HTMLElement>('[data-product-stack]')!;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the company pages’ portrait wall on a phone', { timeout: 30_000 }, () => {
  it('holds each tile in its tone from the first paint and renders the portraits once the wall is drawn', () => {
    document.body.innerHTML = renderToString(<CompanyHero look="portraits" hero={companyPage('about-us').hero} />);
    const wall = document.querySelector<HTMLElement>('[data-draw-after-paint]')!;
    const tiles = [...wall.children] as HTMLElement[];
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    for (const tile of tiles) {
      // The tile is always rendered with its square box and backdrop; the image in it only from tablets up or once drawn.
      expect(tile.className).toMatch(/aspect-square/);
      expect(tile.className).toMatch(/bg-gradient-to-br/);
      expect(tile.className).not.toMatch(/(^| )hidden( |$)/);
      expect(tile.querySelector('img')!.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'md:block', '[[data-drawn]_&]:block']));
    }
    drawAfterPaint();
    expect(wall.hasAttribute('data-drawn')).toBe(true);
  });

  it('shows every picture of such a box without scripts', () => {
    expect(SHOW_WITHOUT_SCRIPTS).toBe('[data-draw-after-paint] .hidden{display:block}');
  });
});

describe('the home hero’s product screens on a phone', { timeout: 30_000 }, () => {
  it('are held out of the first paint below tablets (their boxes not rendered) and drawn once marked', () => {
    const stack = drawHero();
    const screens = [...stack.children] as HTMLElement[];
    expect(screens).toHaveLength(3);
    // Not rendered on a phone until the stack is marked, rendered from tablets up: no file asked for before then.
    for (const screen of screens) expect(screen.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'md:block', '[[data-drawn]_&]:block']));
    // The strip's box is held on every screen: its proportions are the stack's own, not its screens'.
    expect(stack.className).not.toMatch(/(^| )hidden( |$)/);
    expect(stack.className).toMatch(/aspect-\[8\/5\]/);
    drawAfterPaint();
    expect(stack.hasAttribute('data-drawn')).toBe(true);
  });

  it('stay out under Save-Data', () => {
    const stack = drawHero();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    drawAfterPaint();
    expect(stack.hasAttribute('data-drawn')).toBe(false);
  });
});
