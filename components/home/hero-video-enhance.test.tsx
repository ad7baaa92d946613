// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_HERO_VIDEO } from '@/lib/hero-video';
import { HeroVideo } from './hero-video';
import { enhanceHeroVideo } from './hero-video-enhance';

let intersect: (visible: boolean) => void = () => undefined;
let reducedMotion: { matches: boolean; listeners: (() => void)[] };
let readyState: DocumentReadyState;

beforeEach(() => {
  reducedMotion = { matches: false, listeners: [] };
  intersect = () => undefined;
  readyState = 'complete';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return reducedMotion.matches;
    },
    addEventListener: (_: string, listener: () => void) => reducedMotion.listeners.push(listener),
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        intersect = (visible) => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {}
    },
  );
  document.body.innerHTML = `<section>${renderToString(<HeroVideo video={LOCAL_HERO_VIDEO} className="absolute" />)}</section>`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function video() {
  const element = document.querySelector('video')!;
  const play = vi.spyOn(element, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(element, 'pause').mockImplementation(() => undefined);
  return { element, play, pause };
}

describe('HeroVideo and its module', () => {
  it('the HTML: a low-priority poster behind a muted loop that fetches nothing before the module asks', () => {
    const poster = document.querySelector('img')!;
    expect(poster).toHaveAttribute('src', LOCAL_HERO_VIDEO.poster);
    expect(poster).toHaveAttribute('fetchpriority', 'low');
    const { element } = video();
    expect(element).toHaveAttribute('preload', 'none');
    expect(element.hasAttribute('muted') && element.hasAttribute('loop') && element.hasAttribute('playsinline')).toBe(true);
    expect([...element.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual(LOCAL_HERO_VIDEO.sources.map((source) => source.src));
  });

  it('plays while on screen once the page has loaded, and pauses off screen', () => {
    readyState = 'interactive';
    const { play, pause } = video();
    enhanceHeroVideo();
    intersect(true);
    expect(play).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(play).toHaveBeenCalledTimes(1);
    intersect(false);
    expect(pause).toHaveBeenCalled();
  });

  it('never plays under reduced motion, and stops when the visitor turns it on', () => {
    const { play, pause } = video();
    enhanceHeroVideo();
    intersect(true);
    expect(play).toHaveBeenCalledTimes(1);
    reducedMotion.matches = true;
    reducedMotion.listeners.forEach((listener) => listener());
    expect(pause).toHaveBeenCalled();
    intersect(true);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('never plays with Save-Data on', () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const { play } = video();
    enhanceHeroVideo();
    intersect(true);
    expect(play).not.toHaveBeenCalled();
  });
});
