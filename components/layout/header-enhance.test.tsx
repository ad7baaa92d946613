// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_CLOSE_DELAY_MS } from '@/lib/header-behaviour';
import { ANCHOR_JUMP_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { enhanceHeader } from './header-enhance';
import { SiteHeader } from './site-header';

// The page shown: its section (Services) is the current one, and its panel link is marked.
vi.mock('./page-path', () => ({ usePathname: () => '/services/devops', drawingPage: () => undefined }));

beforeAll(() => {
  // jsdom has no media queries, no layout and no modal dialogs: just enough of each.
  window.matchMedia = (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  // Each top item 100 px wide, side by side.
  HTMLButtonElement.prototype.getBoundingClientRect = function rect(this: HTMLButtonElement) {
    const index = [...(this.closest('ul')?.children ?? [])].indexOf(this.parentElement!);
    return { left: index * 100, width: 100, top: 0, height: 72, right: index * 100 + 100, bottom: 72, x: index * 100, y: 0 } as DOMRect;
  };
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  vi.useRealTimers();
});

/** The header as the server draws it (an Astro page's HTML), enhanced by the module. */
function enhanced(before?: () => void) {
  document.body.innerHTML = renderToString(<SiteHeader />);
  before?.();
  enhanceHeader(document);
  return document.querySelector('header')!;
}

/** The header as React draws it once hydrated (a Next page). */
function hydrated() {
  return render(<SiteHeader />).container.querySelector('header')!;
}

/** The markup, with attributes and class names in a fixed order (the browser reads neither order). */
function canonical(node: Element): string {
  const attributes = [...node.attributes]
    .map(({ name, value }) => `${name}="${name === 'class' ? value.split(/\s+/).filter(Boolean).sort().join(' ') : value}"`)
    .sort()
    .join(' ');
  const children = [...node.childNodes].map((child) => (child instanceof Element ? canonical(child) : child.nodeType === Node.TEXT_NODE ? child.textContent : '')).join('');
  return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
}

const button = (header: HTMLElement, name: string) => [...header.querySelectorAll('nav button')].find((node) => node.textContent === name) as HTMLButtonElement;

describe('enhanceHeader (the header of Astro pages, without React)', () => {
  it('draws the markup the hydrated React header draws: closed, and with a menu pinned open', () => {
    const react = hydrated();
    expect(react).toHaveAttribute(HYDRATED_ATTRIBUTE);
    const reactClosed = canonical(react);
    act(() => fireEvent.click(button(react, 'Services')));
    const reactOpen = canonical(react);
    cleanup();
    expect(reactClosed).toContain('aria-controls="menu-services"');
    expect(reactOpen).not.toBe(reactClosed);

    const header = enhanced();
    expect(canonical(header)).toBe(reactClosed);
    fireEvent.click(button(header, 'Services'));
    expect(canonical(header)).toBe(reactOpen);
    // The current section stays lit; the links keep their marks (server-drawn).
    expect(button(header, 'Services').className).toContain('text-white');
    expect(header.querySelector('#menu-services a[href="/services/devops"]')).toHaveAttribute('aria-current', 'page');
  });

  it('hands the keyboard focus of a top link to its button', () => {
    const header = enhanced(() => document.querySelector<HTMLElement>('a[data-section="industries"]')!.focus());
    expect(document.activeElement).toBe(button(header, 'Industries'));
  });

  it('hover opens the nearest item; a click pins it, the next closes it, and hover waits for another item', () => {
    const header = enhanced();
    const list = header.querySelector('nav ul')!;
    const industries = button(header, 'Industries');
    fireEvent.pointerMove(list, { clientX: 140, pointerType: 'mouse' });
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(header.querySelector('#menu-industries')).not.toHaveAttribute('hidden');
    expect(header.className).toContain('bg-ink/85');

    fireEvent.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'false');
    expect(header.querySelector('#menu-industries')).toHaveAttribute('hidden');
    expect(header.className).toContain('bg-transparent');
    fireEvent.pointerMove(list, { clientX: 160, pointerType: 'mouse' });
    expect(industries).toHaveAttribute('aria-expanded', 'false');
    fireEvent.pointerMove(list, { clientX: 20, pointerType: 'mouse' });
    expect(button(header, 'Services')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerMove(list, { clientX: 150, pointerType: 'mouse' });
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    // A touch on the band selects nothing.
    fireEvent.pointerMove(list, { clientX: 250, pointerType: 'touch' });
    expect(industries).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes 150 ms after the pointer leaves the header, and stays open if it comes back', () => {
    vi.useFakeTimers();
    const header = enhanced();
    const services = button(header, 'Services');
    fireEvent.click(services);
    fireEvent.pointerLeave(header, { pointerType: 'mouse' });
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    fireEvent.pointerEnter(header, { pointerType: 'mouse' });
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(header, { pointerType: 'mouse' });
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS - 1);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    vi.advanceTimersByTime(1);
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the open item and returns focus to its button; focus leaving the item closes it', () => {
    const header = enhanced();
    const about = button(header, 'About');
    fireEvent.click(about);
    const link = header.querySelector<HTMLAnchorElement>('#menu-about a')!;
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(about);

    fireEvent.click(about);
    link.focus();
    about.focus();
    expect(about).toHaveAttribute('aria-expanded', 'true');
    button(header, 'Contact').focus();
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('turns solid past 64 px', () => {
    const header = enhanced();
    expect(header).toHaveAttribute('data-scrolled', 'false');
    Object.defineProperty(window, 'scrollY', { value: 65, configurable: true });
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header.className).toContain('backdrop-blur-xl');
    expect(header.className).not.toContain('bg-transparent');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('marks a click on an anchor link for the bands below (ANCHOR_JUMP_ATTRIBUTE)', () => {
    enhanced();
    document.body.insertAdjacentHTML('beforeend', '<a id="jump" href="#main">Skip</a>');
    document.getElementById('jump')!.click();
    expect(document.documentElement).toHaveAttribute(ANCHOR_JUMP_ATTRIBUTE);
    document.documentElement.removeAttribute(ANCHOR_JUMP_ATTRIBUTE);
  });

  describe('the phone menu', () => {
    beforeEach(() => {
      document.documentElement.style.overflow = '';
    });

    it('is a modal dialog that locks the page, closes on a link and opens folded again', () => {
      const header = enhanced();
      const opener = header.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
      const dialog = header.querySelector<HTMLDialogElement>('dialog')!;
      expect(dialog).not.toHaveAttribute('popover');
      expect(opener).not.toHaveAttribute('popovertarget');
      expect(opener).toHaveAttribute('aria-expanded', 'false');

      fireEvent.click(opener);
      expect(dialog.open).toBe(true);
      expect(opener).toHaveAttribute('aria-expanded', 'true');
      expect(document.documentElement.style.overflow).toBe('hidden');

      const section = dialog.querySelector<HTMLDetailsElement>('details[data-section="services"]')!;
      section.open = true;
      // jsdom does not load another page: the link's click is kept from trying.
      section.addEventListener('click', (event) => event.preventDefault());
      fireEvent.click(section.querySelector('a')!);
      expect(dialog.open).toBe(false);
      expect(opener).toHaveAttribute('aria-expanded', 'false');
      expect(document.documentElement.style.overflow).toBe('');
      expect(section.open).toBe(false);

      fireEvent.click(opener);
      fireEvent.click(dialog.querySelector('button[aria-label="Close menu"]')!);
      expect(dialog.open).toBe(false);
    });
  });
});
