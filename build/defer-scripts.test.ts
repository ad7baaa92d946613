import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATION_IDLE_TIMEOUT_MS } from '@/lib/hydration';
import { DEFERRED_LIST_ID, DEFERRED_LOADER, deferModuleScripts, deferredScripts } from './defer-scripts';
import { inlineScriptHashes } from './script-hashes';
import { moduleScripts } from './page-weight';

const page = `<!DOCTYPE html><html><head><link rel="manifest" href="/manifest.webmanifest"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script></head><body><h1>Hi</h1><script>self.__next_f.push([1,"x"])</script></body></html>`;

describe('deferring module scripts behind the largest contentful paint', () => {
  it('removes the script tags and their preloads, and lists them for the loader', () => {
    const { html, scripts } = deferModuleScripts(page);
    expect(scripts).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(html).not.toContain('<script src="/_next/static/chunks/a.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/poly.js" noModule="">');
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('self.__next_f.push');
    expect(deferredScripts(html)).toEqual(scripts);
  });

  it('takes the manifest link out of the head and hands its address to the loader', () => {
    const { html } = deferModuleScripts(page);
    expect(html).not.toContain('<link rel="manifest"');
    expect(html).toContain(`<script type="application/json" id="${DEFERRED_LIST_ID}" data-manifest="/manifest.webmanifest">`);
    expect(deferModuleScripts(page.replace('<link rel="manifest" href="/manifest.webmanifest"/>', '')).html).toContain(`<script type="application/json" id="${DEFERRED_LIST_ID}">`);
  });

  it('keeps counting the deferred scripts in the page weight', () => {
    const { html } = deferModuleScripts(page);
    expect(moduleScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
  });

  it('is idempotent, and the loader is one inline script with a stable CSP hash', () => {
    const once = deferModuleScripts(page).html;
    expect(deferModuleScripts(once).html).toBe(once);
    const other = deferModuleScripts(page.replace('a.js', 'c.js')).html;
    const loaderHash = (html: string) => inlineScriptHashes(html).filter((hash) => !inlineScriptHashes(page).includes(hash));
    expect(loaderHash(once)).toEqual(loaderHash(other));
    expect(loaderHash(once)).toHaveLength(1);
  });

  it('refuses a page without module scripts, or without a written </body> to put the loader before', () => {
    expect(() => deferModuleScripts('<html><body><p>Moved</p></body></html>')).toThrow(/no <script src="…" async=""> module scripts to defer/);
    expect(() => deferModuleScripts(page.replace('</body>', ''))).toThrow('</body> is missing from the page');
  });
});

/** A hero image still decoding: `finish()` resolves its decode(). */
function pendingHero() {
  let resolve: () => void = () => undefined;
  const decoded = new Promise<void>((done) => (resolve = done));
  return { decode: () => decoded, finish: () => resolve() };
}

/** Runs the inline loader against a minimal browser: what it appends to the head, in which order, and when. */
function runLoader(options: {
  entryTypes?: string[];
  fontsReady?: Promise<unknown>;
  manifest?: string;
  hero?: { decode: () => Promise<void> };
  /** The browser's requestIdleCallback (absent: the loader goes on at once). */
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => void;
}) {
  const appended: { src: string; async: boolean }[] = [];
  const links: { rel: string; href: string }[] = [];
  /** Every element appended to the head, in order: `link manifest`, `script /a.js`. */
  const order: string[] = [];
  const observers: { callback: () => void; type?: string; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = options.entryTypes ?? [];
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: unknown, observer: FakeObserver) => void) {
      this.record = { callback: () => callback({}, this), disconnected: false };
      observers.push(this.record);
    }
    observe({ type }: { type: string }) {
      this.record.type = type;
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const document = {
    getElementById: (id: string) =>
      id === DEFERRED_LIST_ID
        ? { textContent: JSON.stringify(['/a.js', '/b.js']), getAttribute: (name: string) => (name === 'data-manifest' ? (options.manifest ?? null) : null) }
        : null,
    querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? (options.hero ?? null) : null),
    createElement: (tag: string) => (tag === 'link' ? { rel: '', href: '' } : { src: '', async: false }),
    head: {
      appendChild: (element: { src: string; async: boolean } | { rel: string; href: string }) => {
        if ('rel' in element) {
          links.push(element);
          order.push(`link ${element.rel}`);
        } else {
          appended.push(element);
          order.push(`script ${element.src}`);
        }
      },
    },
    fonts: options.fontsReady ? { ready: options.fontsReady } : undefined,
  };
  const window = {
    PerformanceObserver: options.entryTypes ? FakeObserver : undefined,
    requestIdleCallback: options.requestIdleCallback,
  };
  const requestAnimationFrame = (callback: () => void) => setTimeout(callback, 16);
  new Function('window', 'document', 'requestAnimationFrame', DEFERRED_LOADER)(window, document, requestAnimationFrame);
  return {
    appended,
    links,
    order,
    observers,
  };
}

describe('the deferred-script loader', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the largest contentful paint, then appends every script once, async, in order', async () => {
    vi.useFakeTimers();
    const { appended, observers } = runLoader({ entryTypes: ['paint', 'largest-contentful-paint'] });
    expect(observers.map((observer) => observer.type)).toEqual(['largest-contentful-paint']);
    await vi.advanceTimersByTimeAsync(500);
    expect(appended).toEqual([]);

    observers[0]!.callback();
    expect(observers[0]!.disconnected).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(appended).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(appended).toHaveLength(2);
  });

  it('adds the manifest link the page was built without, once, before the scripts', async () => {
    vi.useFakeTimers();
    const { appended, links, order, observers } = runLoader({ entryTypes: ['largest-contentful-paint'], manifest: '/manifest.webmanifest' });
    await vi.advanceTimersByTimeAsync(500);
    expect(links).toEqual([]);
    observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(5000);
    expect(links).toEqual([{ rel: 'manifest', href: '/manifest.webmanifest' }]);
    expect(appended).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
    expect(order).toEqual(['link manifest', 'script /a.js', 'script /b.js']);
  });

  it('on a page with a hero image, also waits for that image to be decoded, then for two frames', async () => {
    vi.useFakeTimers();
    const hero = pendingHero();
    const { appended, observers } = runLoader({ entryTypes: ['largest-contentful-paint'], hero });
    observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(500);
    expect(appended).toEqual([]);
    hero.finish();
    await vi.advanceTimersByTimeAsync(16);
    expect(appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('barely waits for a hero image already decoded, and never past three seconds', async () => {
    vi.useFakeTimers();
    const decoded = runLoader({ entryTypes: ['largest-contentful-paint'], hero: { decode: () => Promise.resolve() } });
    decoded.observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(40);
    expect(decoded.appended).toHaveLength(2);

    const stuck = runLoader({ entryTypes: ['largest-contentful-paint'], hero: pendingHero() });
    stuck.observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(2999);
    expect(stuck.appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stuck.appended).toHaveLength(2);
  });

  it('uses the first-contentful-paint entry where LCP is not reported', async () => {
    vi.useFakeTimers();
    const { appended, observers } = runLoader({ entryTypes: ['paint'] });
    expect(observers.map((observer) => observer.type)).toEqual(['paint']);
    observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('without paint entries, waits for the web font and the next frame', async () => {
    vi.useFakeTimers();
    let fontsLoaded: (value?: unknown) => void = () => undefined;
    const { appended } = runLoader({ fontsReady: new Promise((resolve) => (fontsLoaded = resolve)) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(appended).toEqual([]);
    fontsLoaded();
    await vi.advanceTimersByTimeAsync(20);
    expect(appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('counts a page that never paints (a background tab) as painted after three seconds', async () => {
    vi.useFakeTimers();
    const { appended } = runLoader({ entryTypes: ['largest-contentful-paint'] });
    await vi.advanceTimersByTimeAsync(2999);
    expect(appended).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(appended).toHaveLength(2);
  });
});

describe('the loader does not wait for the visitor', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after the paint, asks for the scripts when the browser is next idle, with a short upper bound', async () => {
    vi.useFakeTimers();
    const idle: { callback: () => void; timeout: number }[] = [];
    const loader = runLoader({ entryTypes: ['largest-contentful-paint'], requestIdleCallback: (callback, { timeout }) => idle.push({ callback, timeout }) });
    await vi.advanceTimersByTimeAsync(500);
    expect(idle).toEqual([]);
    loader.observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle.map((entry) => entry.timeout)).toEqual([HYDRATION_IDLE_TIMEOUT_MS]);
    expect(HYDRATION_IDLE_TIMEOUT_MS).toBeLessThanOrEqual(300);
    expect(loader.appended).toEqual([]);
    idle[0]!.callback();
    expect(loader.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
    // No pointer, key or scroll was needed, and the three-second fallback adds nothing more.
    await vi.advanceTimersByTimeAsync(5000);
    expect(loader.appended).toHaveLength(2);
  });
});
