import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CHAT_OUTBOX_KEY } from '@/lib/chat';
import { DRAFT_ATTRIBUTE, EAGER_HYDRATION_SELECTOR, INTENT_EVENTS, REACT_LISTENING_MARKER, SCRIPTED_BUTTON_SELECTOR } from '@/lib/hydration';
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
  /** The page carries `[data-hydrate=eager]` (the default here: most tests are about the paint). */
  eager?: boolean;
  search?: string;
  /** What the chat outbox holds in localStorage. */
  outbox?: string;
  /** The draft keys the page's forms name (`data-draft`), and what this tab's sessionStorage holds. */
  draftForms?: string[];
  session?: Record<string, string>;
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
    querySelectorAll: (selector: string) =>
      selector === `[${DRAFT_ATTRIBUTE}]` ? (options.draftForms ?? []).map((key) => ({ getAttribute: (name: string) => (name === DRAFT_ATTRIBUTE ? key : null) })) : [],
    querySelector: (selector: string) =>
      selector === 'img[fetchpriority=high]' ? (options.hero ?? null) : selector === EAGER_HYDRATION_SELECTOR && (options.eager ?? true) ? {} : selector === 'header' ? header : null,
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
  /** The site header: the loader watches it for `data-hydrated`. */
  const header = {
    attributes: new Set<string>(),
    hasAttribute(name: string) {
      return this.attributes.has(name);
    },
  };
  const mutationObservers: { callback: (records: unknown[], observer: { disconnect: () => void }) => void; target: unknown; connected: boolean }[] = [];
  class FakeMutationObserver {
    private readonly record: (typeof mutationObservers)[number];
    constructor(callback: (records: unknown[], observer: { disconnect: () => void }) => void) {
      this.record = { callback, target: undefined, connected: false };
      mutationObservers.push(this.record);
    }
    observe(target: unknown) {
      this.record.target = target;
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  /** The window's listeners by event type (all capture). */
  const listeners = new Map<string, ((event: { target?: unknown }) => void)[]>();
  const window = {
    PerformanceObserver: options.entryTypes ? FakeObserver : undefined,
    MutationObserver: FakeMutationObserver,
    location: { search: options.search ?? '' },
    localStorage: { getItem: (key: string) => (key === CHAT_OUTBOX_KEY ? (options.outbox ?? null) : null) },
    sessionStorage: { getItem: (key: string) => options.session?.[key] ?? null },
    addEventListener: (type: string, listener: (event: { target?: unknown }) => void, capture: unknown) => {
      expect(capture === true || (typeof capture === 'object' && capture !== null && 'capture' in capture && capture.capture === true)).toBe(true);
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    removeEventListener: (type: string, listener: (event: { target?: unknown }) => void) => {
      listeners.set(type, (listeners.get(type) ?? []).filter((known) => known !== listener));
    },
  };
  const requestAnimationFrame = (callback: () => void) => setTimeout(callback, 16);
  new Function('window', 'document', 'requestAnimationFrame', DEFERRED_LOADER)(window, document, requestAnimationFrame);
  return {
    appended,
    links,
    order,
    observers,
    listeners,
    /** Dispatches an event of this type to the window's listeners. */
    fire: (type: string, target?: unknown) => [...(listeners.get(type) ?? [])].forEach((listener) => listener({ target })),
    /** React has attached its root listeners (its marker on the document). */
    reactListens: () => Object.assign(document, { [`${REACT_LISTENING_MARKER}abc123`]: true }),
    /** The header's hydration effect: sets `data-hydrated`, and the observers see it. */
    hydrate: () => {
      header.attributes.add('data-hydrated');
      for (const observer of mutationObservers) if (observer.connected && observer.target === header) observer.callback([{}], { disconnect: () => (observer.connected = false) });
    },
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

/** A button of the page, recording the clicks the loader replays. */
function fakeButton(matches: boolean) {
  const button = {
    isConnected: true,
    disabled: false,
    clicks: 0,
    click() {
      button.clicks += 1;
    },
  };
  return { button, target: { closest: (selector: string) => (selector === SCRIPTED_BUTTON_SELECTOR && matches ? button : null) } };
}

describe('the loader waits for the visitor’s intent', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after the paint, loads nothing until the first pointer, key, touch, wheel, scroll or focus', async () => {
    for (const type of INTENT_EVENTS) {
      vi.useFakeTimers();
      const loader = runLoader({ entryTypes: ['largest-contentful-paint'], eager: false });
      loader.observers[0]!.callback();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loader.appended).toEqual([]);
      loader.fire(type);
      expect(loader.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
      // The intent listeners are gone: a second event appends nothing more.
      expect(INTENT_EVENTS.flatMap((event) => loader.listeners.get(event) ?? [])).toEqual([]);
      vi.useRealTimers();
    }
  });

  it('an intent before the paint still waits for the paint', async () => {
    vi.useFakeTimers();
    const loader = runLoader({ entryTypes: ['largest-contentful-paint'], eager: false });
    loader.fire('pointermove');
    await vi.advanceTimersByTimeAsync(500);
    expect(loader.appended).toEqual([]);
    loader.observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.appended).toHaveLength(2);
  });

  it('a page that asks for its scripts eagerly, or whose address carries a query, loads them after the paint alone', async () => {
    vi.useFakeTimers();
    const eager = runLoader({ entryTypes: ['largest-contentful-paint'], eager: true });
    const query = runLoader({ entryTypes: ['largest-contentful-paint'], eager: false, search: '?category=ai' });
    expect(eager.listeners.get('pointerdown') ?? []).toEqual([]);
    eager.observers[0]!.callback();
    query.observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(eager.appended).toHaveLength(2);
    expect(query.appended).toHaveLength(2);
  });

  it('a chat message an earlier visit could not deliver brings the scripts after the paint; an empty outbox does not', async () => {
    vi.useFakeTimers();
    const waiting = runLoader({ entryTypes: ['largest-contentful-paint'], eager: false, outbox: '[{"message":"Hello"}]' });
    const empty = runLoader({ entryTypes: ['largest-contentful-paint'], eager: false, outbox: '[]' });
    await vi.advanceTimersByTimeAsync(500);
    expect(waiting.appended).toEqual([]);
    waiting.observers[0]!.callback();
    empty.observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.appended).toHaveLength(2);
    expect(empty.appended).toEqual([]);
  });

  it('a form whose draft this tab keeps brings the scripts after the paint; a form without one waits for intent', async () => {
    vi.useFakeTimers();
    const draft = runLoader({ entryTypes: ['largest-contentful-paint'], eager: false, draftForms: ['contact-draft'], session: { 'contact-draft': '{"name":"Ada"}' } });
    const other = runLoader({ entryTypes: ['largest-contentful-paint'], eager: false, draftForms: ['contact-draft'], session: { 'talent-draft': '{"name":"Ada"}' } });
    draft.observers[0]!.callback();
    other.observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(draft.appended).toHaveLength(2);
    expect(other.appended).toEqual([]);
  });

  it('clicks a scripted button again once hydrated when it was clicked before React listened, and only then', async () => {
    vi.useFakeTimers();
    const loader = runLoader({ entryTypes: ['largest-contentful-paint'], eager: false });
    loader.observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(0);
    const chat = fakeButton(true);
    // The tap on the chat button is the intent: the scripts load, the click itself found no listener.
    loader.fire('pointerdown');
    loader.fire('click', chat.target);
    // A link (no scripted button) is no click to repeat.
    loader.fire('click', fakeButton(false).target);
    expect(chat.button.clicks).toBe(0);
    loader.hydrate();
    expect(chat.button.clicks).toBe(1);
    loader.hydrate();
    expect(chat.button.clicks).toBe(1);
    // Hydrated, the loader stops watching clicks: React has them.
    expect(loader.listeners.get('click') ?? []).toEqual([]);
  });

  it('leaves a click to React once React listens (it hydrates in place and dispatches it itself)', async () => {
    vi.useFakeTimers();
    const loader = runLoader({ entryTypes: ['largest-contentful-paint'], eager: false });
    loader.observers[0]!.callback();
    await vi.advanceTimersByTimeAsync(0);
    loader.fire('keydown');
    loader.reactListens();
    const filter = fakeButton(true);
    loader.fire('click', filter.target);
    loader.hydrate();
    expect(filter.button.clicks).toBe(0);
  });
});

describe('what the loader assumes of the react-dom Next ships', () => {
  it('react-dom still marks the root it listens on with the expando the loader reads', () => {
    const require = createRequire(import.meta.url);
    const reactDom = readFileSync(require.resolve('next/dist/compiled/react-dom/cjs/react-dom-client.production.js'), 'utf8');
    expect(reactDom).toContain(`"${REACT_LISTENING_MARKER}" + Math.random()`);
  });
});
