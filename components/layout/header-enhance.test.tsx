// @vitest-environment jsdom
import { fireEvent } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_CLOSE_DELAY_MS } from '@/lib/header-behaviour';
import { navigation, scheduleCall } from '@/content/site-map/navigation';
import { ANCHOR_JUMP_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { DESKTOP_QUERY, HEADER_CLEAR_CLASSES, HEADER_OPEN_CLASSES, PANEL_SCRIPTED_CLASS } from './header-dom';
import { enhanceHeader } from './header-enhance';
import { SiteHeader } from './site-header';

// The page shown: its section (Services) is the current one, and its panel link is marked.
vi.mock('./page-path', () => ({ usePathname: () => '/services/devops', drawingPage: () => undefined }));

/** The window's width: a wide screen (the disclosure menus) unless a test is a phone's (the menu dialog). */
let wide = true;

beforeAll(() => {
  // jsdom has no media queries, no layout and no modal dialogs: just enough of each.
  window.matchMedia = (query: string) =>
    ({ matches: query === DESKTOP_QUERY && wide, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
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

const button = (header: HTMLElement, name: string) => [...header.querySelectorAll('nav button')].find((node) => node.textContent === name) as HTMLButtonElement;
const sectionIds = navigation.map((section) => section.id);

/** What a visitor and assistive tech see of each top item: expanded or not, its panel shown or hidden, lit or not. */
function topItems(header: HTMLElement) {
  return sectionIds.map((id) => {
    const item = header.querySelector<HTMLButtonElement>(`nav button[aria-controls="menu-${id}"]`)!;
    return {
      id,
      expanded: item.getAttribute('aria-expanded'),
      panelHidden: document.getElementById(`menu-${id}`)!.hidden,
      lit: item.classList.contains('text-white'),
      chevronTurned: item.querySelector('svg')!.classList.contains('rotate-180'),
      underlined: item.querySelector('span[aria-hidden]')!.classList.contains('opacity-100'),
    };
  });
}

/** Every top item closed, only the current section (Services) lit. */
const allClosed = sectionIds.map((id) => ({ id, expanded: 'false', panelHidden: true, lit: id === 'services', chevronTurned: false, underlined: id === 'services' }));
const withOpen = (open: string) =>
  allClosed.map((item) => (item.id === open ? { ...item, expanded: 'true', panelHidden: false, lit: true, chevronTurned: true, underlined: true } : item));

/** The header over an open panel: opaque, without the backdrop blur (repainting it is most of the opening frame's cost). */
const isOpaque = (header: HTMLElement) =>
  HEADER_OPEN_CLASSES.split(' ').every((name) => header.classList.contains(name)) && !header.classList.contains('bg-transparent') && !header.classList.contains('backdrop-blur-xl');
const isClear = (header: HTMLElement) => HEADER_CLEAR_CLASSES.split(' ').every((name) => header.classList.contains(name)) && !header.classList.contains('bg-ink/85');

describe('enhanceHeader (the server-drawn header, in the browser)', () => {
  it('starts from plain links, panels the CSS opens and a popover menu (the HTML without scripts)', () => {
    document.body.innerHTML = renderToString(<SiteHeader />);
    const header = document.querySelector('header')!;
    expect(header.querySelectorAll('nav button')).toHaveLength(0);
    const links = [...header.querySelectorAll<HTMLAnchorElement>('nav a[data-section]')];
    expect(links.map((link) => link.dataset.section)).toEqual(sectionIds);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(navigation.map((section) => section.href));
    expect(links.filter((link) => link.hasAttribute('data-current')).map((link) => link.dataset.section)).toEqual(['services']);
    for (const id of sectionIds) {
      const panel = document.getElementById(`menu-${id}`)!;
      expect(panel).not.toHaveAttribute('hidden');
      expect(panel).not.toHaveClass(PANEL_SCRIPTED_CLASS);
    }
    expect(header.querySelector('button[aria-label="Open menu"]')).toHaveAttribute('popovertarget', 'site-menu');
    expect(header.querySelector('dialog')).toHaveAttribute('popover', 'auto');
    expect(header).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(isClear(header)).toBe(true);
  });

  it('draws each menu link once, inside the phone menu, one section disclosure per top item', () => {
    document.body.innerHTML = renderToString(<SiteHeader />);
    const header = document.querySelector('header')!;
    const dialog = header.querySelector('dialog')!;
    expect(header.querySelectorAll('nav')).toHaveLength(1);
    expect(dialog.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect([...dialog.querySelectorAll<HTMLElement>('details[data-section]')].map((section) => section.dataset.section)).toEqual(sectionIds);
    for (const id of sectionIds) expect(document.getElementById(`menu-${id}`)!.closest('details')).toHaveAttribute('data-section', id);
    // No second copy for the phone: outside the panels, only the top items, the wordmark and the call to action link.
    const outside = [...header.querySelectorAll<HTMLAnchorElement>('a')].filter((link) => !link.closest('[data-mega-panel]') && !link.hasAttribute('data-section'));
    expect(new Set(outside.map((link) => link.getAttribute('href')))).toEqual(new Set(['/', scheduleCall.href]));
    // Each panel: its links, its overview link and its featured study where it has one.
    const perPanel = navigation.map((section) => section.groups.reduce((sum, group) => sum + group.items.length, 0) + 1 + (section.featured ? 1 : 0));
    expect(navigation.map((section) => document.querySelectorAll(`#menu-${section.id} a`).length)).toEqual(perPanel);
  });

  it('on a wide screen takes the navigation out of the dialog, its sections open and their panels hidden until chosen', () => {
    const header = enhanced();
    const nav = header.querySelector('nav[aria-label="Main"]')!;
    expect(nav.closest('dialog')).toBeNull();
    expect(nav.nextElementSibling).toBe(header.querySelector('dialog'));
    for (const section of nav.querySelectorAll('details')) expect(section.open).toBe(true);
    for (const id of sectionIds) expect(document.getElementById(`menu-${id}`)).toHaveAttribute('hidden');
  });

  it('turns the top links into closed disclosure buttons for their panels, the current section lit', () => {
    const header = enhanced();
    expect(header).toHaveAttribute(HYDRATED_ATTRIBUTE);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(isClear(header)).toBe(true);
    expect(header.querySelectorAll('nav a[data-section]')).toHaveLength(0);
    const buttons = [...header.querySelectorAll<HTMLButtonElement>('nav > ul > li > button')];
    expect(buttons.map((item) => item.textContent)).toEqual(navigation.map((section) => section.label));
    for (const item of buttons) expect(item).toHaveAttribute('type', 'button');
    expect(topItems(header)).toEqual(allClosed);
    // Shown on a wide screen once not hidden (the CSS hover rule no longer decides).
    for (const id of sectionIds) expect(document.getElementById(`menu-${id}`)).toHaveClass(PANEL_SCRIPTED_CLASS);
    // The links keep their marks (server-drawn).
    expect(header.querySelector('#menu-services a[href="/services/devops"]')).toHaveAttribute('aria-current', 'page');
    // Enhancing again changes nothing.
    const drawn = header.outerHTML;
    enhanceHeader(document);
    expect(header.outerHTML).toBe(drawn);
  });

  it('a click opens an item (aria-expanded, its panel shown, lit, the header solid); another click closes it', () => {
    const header = enhanced();
    fireEvent.click(button(header, 'Industries'));
    expect(topItems(header)).toEqual(withOpen('industries'));
    expect(isOpaque(header)).toBe(true);
    fireEvent.click(button(header, 'Services'));
    expect(topItems(header)).toEqual(withOpen('services'));
    fireEvent.click(button(header, 'Services'));
    expect(topItems(header)).toEqual(allClosed);
    expect(isClear(header)).toBe(true);
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
    expect(isOpaque(header)).toBe(true);

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
    // Over an open panel it is opaque without the blur; closed again, the blur is back.
    fireEvent.click(button(header, 'Services'));
    expect(isOpaque(header)).toBe(true);
    fireEvent.click(button(header, 'Services'));
    expect(header.className).toContain('backdrop-blur-xl');
    expect(header.className).not.toMatch(/(^| )bg-ink( |$)/);
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
      wide = false;
    });
    afterEach(() => {
      wide = true;
    });

    it('holds the navigation, its sections folded and each panel shown as its section opens', () => {
      const header = enhanced();
      const dialog = header.querySelector<HTMLDialogElement>('dialog')!;
      expect(dialog.querySelector('nav[aria-label="Main"]')).not.toBeNull();
      expect(dialog.querySelectorAll('details[open]')).toHaveLength(0);
      for (const id of sectionIds) expect(document.getElementById(`menu-${id}`)).not.toHaveAttribute('hidden');
    });

    // jsdom has no popovers: the script opens the modal itself, as in such a browser (Chromium's popover first, then
    // the modal after the frame: e2e/header.spec.ts).
    it('is a modal dialog that locks the page, closes on a link and opens folded again', () => {
      const header = enhanced();
      const opener = header.querySelector<HTMLButtonElement>('button[aria-label="Open menu"]')!;
      const dialog = header.querySelector<HTMLDialogElement>('dialog')!;
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
