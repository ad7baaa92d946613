// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SMOOTH_SCROLL_OPTIONS, smoothScrollOnIntent } from './smooth-scroll';

let reducedMotion: { matches: boolean; listeners: (() => void)[] };
const created: { options: object; destroyed: boolean }[] = [];
const load = vi.fn(async () => ({
  default: class {
    entry: (typeof created)[number];
    constructor(options: object) {
      this.entry = { options, destroyed: false };
      created.push(this.entry);
    }
    destroy() {
      this.entry.destroyed = true;
    }
  },
}));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  created.length = 0;
  load.mockClear();
  reducedMotion = { matches: false, listeners: [] };
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return reducedMotion.matches;
    },
    addEventListener: (_: string, listener: () => void) => reducedMotion.listeners.push(listener),
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('smoothScrollOnIntent', () => {
  it('loads nothing until the first wheel, then starts Lenis once with the SPEC options', async () => {
    const stop = smoothScrollOnIntent(load);
    await settle();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('touchstart'));
    await settle();
    expect(created).toHaveLength(1);
    expect(created[0]!.options).toEqual({ ...SMOOTH_SCROLL_OPTIONS, autoRaf: true });
    expect(SMOOTH_SCROLL_OPTIONS).toMatchObject({ duration: 1.2, touchMultiplier: 2, wheelMultiplier: 1 });
    stop();
    expect(created[0]!.destroyed).toBe(true);
  });

  it('a first touch starts it too', async () => {
    const stop = smoothScrollOnIntent(load);
    window.dispatchEvent(new Event('touchstart'));
    await settle();
    expect(created).toHaveLength(1);
    stop();
  });

  it('stays off under reduced motion, and stops when the visitor turns it on', async () => {
    reducedMotion.matches = true;
    const stop = smoothScrollOnIntent(load);
    window.dispatchEvent(new Event('wheel'));
    await settle();
    expect(created).toHaveLength(0);
    stop();

    reducedMotion.matches = false;
    const stopAgain = smoothScrollOnIntent(load);
    window.dispatchEvent(new Event('wheel'));
    await settle();
    expect(created).toHaveLength(1);
    reducedMotion.matches = true;
    reducedMotion.listeners.forEach((listener) => listener());
    expect(created[0]!.destroyed).toBe(true);
    stopAgain();
  });
});
