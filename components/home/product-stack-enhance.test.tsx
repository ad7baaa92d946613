// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homePage } from '@/content/home';
import { LOCAL_HERO_VIDEO } from '@/lib/hero-video';
import { HomeHero } from './home-hero';
import { drawProductStack } from './product-stack-enhance';

const drawHero = () => {
  document.body.innerHTML = renderToString(<HomeHero hero={homePage().hero} video={LOCAL_HERO_VIDEO} />);
  return document.querySelector<HTMLElement>('[data-product-stack]')!;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the home hero’s product screens on a phone', { timeout: 30_000 }, () => {
  it('are held out of the first paint below tablets (their boxes not rendered) and drawn once marked', () => {
    const stack = drawHero();
    const screens = [...stack.children] as HTMLElement[];
    expect(screens).toHaveLength(3);
    // Not rendered on a phone until the stack is marked, rendered from tablets up: no file asked for before then.
    for (const screen of screens) expect(screen.className.split(' ')).toEqual(expect.arrayContaining(['hidden', 'md:block', '[[data-drawn]>&]:block']));
    // The strip's box is held on every screen: its proportions are the stack's own, not its screens'.
    expect(stack.className).not.toMatch(/(^| )hidden( |$)/);
    expect(stack.className).toMatch(/aspect-\[8\/5\]/);
    drawProductStack();
    expect(stack.hasAttribute('data-drawn')).toBe(true);
  });

  it('stay out under Save-Data', () => {
    const stack = drawHero();
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    drawProductStack();
    expect(stack.hasAttribute('data-drawn')).toBe(false);
  });
});
