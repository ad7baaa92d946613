// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_DURATION_MS, formatCount, parseCount } from '@/lib/count-up';
import { homePage } from '@/content/home';
import { CountUp } from './count-up';
import { enhanceCountUps } from './count-up-enhance';

const claims = homePage().sections.find((section) => section.kind === 'claims')!;
const counters = claims.counters;

let frames: FrameRequestCallback[] = [];
let observers: { callback: IntersectionObserverCallback; observed: Element[]; disconnected: boolean }[] = [];
let reducedMotion = false;

/** Runs the animation frames asked for so far, at this time. */
const flushFrames = (now: number) => frames.splice(0).forEach((frame) => frame(now));
const seen = (ratio: number) =>
  observers.forEach(({ callback, observed, disconnected }) => {
    if (!disconnected) callback(observed.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry), {} as IntersectionObserver);
  });

beforeEach(() => {
  frames = [];
  observers = [];
  reducedMotion = false;
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, observed: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.observed.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  vi.spyOn(performance, 'now').mockReturnValue(0);
  // The home page's counters as the server draws them.
  document.body.innerHTML = counters.map((counter) => `<dd>${renderToString(<CountUp end={counter.end} prefix={counter.prefix} suffix={counter.suffix} />)}</dd>`).join('');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const numbers = () => [...document.querySelectorAll<HTMLElement>('[data-count-state]')];
const shown = () => numbers().map((node) => node.children[1]?.textContent);
const finals = counters.map((counter) => formatCount(counter.end, counter.prefix, counter.suffix));

describe('CountUp and its module', () => {
  it('the HTML holds every final figure, for crawlers and readers without scripts', () => {
    expect(shown()).toEqual(finals);
    expect(numbers().map((node) => node.getAttribute('data-count-state'))).toEqual(['final', 'final', 'final']);
    expect(numbers().map((node) => node.querySelector('.sr-only')?.textContent)).toEqual(finals);
  });

  it('reads back exactly what the component wrote', () => {
    for (const counter of counters) expect(parseCount(formatCount(counter.end, counter.prefix, counter.suffix))).toEqual({ value: counter.end, prefix: counter.prefix ?? '', suffix: counter.suffix ?? '' });
    expect(parseCount('$1,250,000+')).toEqual({ value: 1_250_000, prefix: '$', suffix: '+' });
    expect(parseCount('soon')).toBeUndefined();
  });

  it('off screen: drops to 0 and waits; at 30% visible counts up once, easing to the final figure', () => {
    enhanceCountUps();
    expect(shown()).toEqual(finals);
    flushFrames(0);
    expect(shown()).toEqual(['$0M+', '0%', '0+']);
    expect(numbers()[0]).toHaveAttribute('data-count-state', 'waiting');
    seen(0.1);
    expect(numbers()[0]).toHaveAttribute('data-count-state', 'waiting');
    seen(0.3);
    expect(numbers()[0]).toHaveAttribute('data-count-state', 'counting');
    flushFrames(COUNT_UP_DURATION_MS / 2);
    const halfway = shown();
    expect(halfway).not.toEqual(finals);
    expect(halfway[0]).not.toBe('$0M+');
    flushFrames(COUNT_UP_DURATION_MS);
    expect(shown()).toEqual(finals);
    expect(numbers().every((node) => node.getAttribute('data-count-state') === 'final')).toBe(true);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('carried out of view mid-count, a number settles on its final figure at once', () => {
    enhanceCountUps();
    flushFrames(0);
    seen(0.5);
    flushFrames(100);
    seen(0);
    expect(shown()).toEqual(finals);
    expect(numbers()[0]).toHaveAttribute('data-count-state', 'final');
  });

  it('a number already on screen when the module runs keeps its figure', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 100, bottom: 160 } as DOMRect);
    enhanceCountUps();
    flushFrames(0);
    expect(shown()).toEqual(finals);
    expect(numbers()[0]).toHaveAttribute('data-count-state', 'final');
    expect(observers.every((observer) => observer.observed.length === 0)).toBe(true);
  });

  it('under reduced motion nothing counts', () => {
    reducedMotion = true;
    enhanceCountUps();
    flushFrames(0);
    expect(shown()).toEqual(finals);
    expect(observers).toEqual([]);
  });
});
