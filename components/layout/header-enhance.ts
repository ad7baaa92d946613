import { CLOSED_MENU, createDelayedClose, isScrolledPast, menuAfterClick, menuAfterPointing, nearestByCentre, type MenuState } from '@/lib/header-behaviour';
import { afterPaint } from '@/lib/after-paint';
import { ANCHOR_JUMP_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import {
  CHEVRON_OPEN_CLASS,
  DESKTOP_QUERY,
  foldSections,
  HEADER_CLEAR_CLASSES,
  HEADER_OPEN_CLASSES,
  HEADER_SOLID_CLASSES,
  MOBILE_MENU_ID,
  PANEL_SCRIPTED_CLASS,
  topItemClasses,
  underlineClasses,
  wrapTab,
} from './header-dom';
import { isPopoverOpen, supportsPopover } from './popover';

/**
 * The header's behaviour in the browser, without React (issue 37, docs/renderer-move.md): the server drew the
 * header with HeaderShell (plain top links, panels opened by CSS under a resting pointer, the phone menu a native
 * popover); this turns it into the scripted header by the rules of lib/header-behaviour.ts and header-dom.ts:
 * disclosure buttons with hover, click to pin, the close delay, nearest-by-centre selection and the keys, the
 * header solid past 64 px, and the phone menu a modal dialog. Everything it needs is read from the DOM (the top
 * links' data-section and data-current, the panels' ids); a page's navigation is always a full load, so the
 * browser follows every link.
 */
export function enhanceHeader(doc: Document = document): void {
  const header = doc.querySelector<HTMLElement>('header.site-header');
  if (!header || header.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  const desktop = window.matchMedia(DESKTOP_QUERY);
  enhanceMenus(header, desktop);
  // After the menus: they read the item a resting pointer is over, which moving the navigation would forget.
  placeNavigation(header, desktop);
  enhanceMobileMenu(doc, desktop);
  // A link to an anchor: the bands above the target are drawn at their real height (app/globals.css).
  doc.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href*="#"]')) doc.documentElement.setAttribute(ANCHOR_JUMP_ATTRIBUTE, '');
    },
    true,
  );
  // Marks the page interactive (tests and tooling wait for it); the CSS of the script-less header steps aside.
  header.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/**
 * The one navigation lives in the phone menu's dialog (header-shell.tsx), which a wide screen draws as
 * `display: contents`; once scripted, a wide screen takes it out into the header's row, so it is not announced
 * inside a dialog there, with its sections' `<details>` open (the panels' own `hidden` decides, also where a
 * browser cannot draw a closed `<details>` as contents). A phone's width puts it back, folded.
 */
function placeNavigation(header: HTMLElement, desktop: MediaQueryList): void {
  const doc = header.ownerDocument;
  const dialog = doc.getElementById(MOBILE_MENU_ID);
  const nav = dialog?.querySelector('nav');
  if (!dialog || !nav) return;
  const place = () => {
    const focused = doc.activeElement instanceof HTMLElement && nav.contains(doc.activeElement) ? doc.activeElement : null;
    if (desktop.matches) dialog.before(nav);
    else dialog.append(nav);
    for (const section of nav.querySelectorAll('details')) section.open = desktop.matches;
    focused?.focus();
  };
  desktop.addEventListener('change', place);
  place();
}

interface TopItem {
  id: string;
  item: HTMLLIElement;
  button: HTMLButtonElement;
  panel: HTMLElement;
  current: boolean;
}

function enhanceMenus(header: HTMLElement, desktop: MediaQueryList): void {
  const doc = header.ownerDocument;
  const items: TopItem[] = [];
  let state: MenuState = CLOSED_MENU;
  let scrolled = false;

  const draw = () => {
    const openId = state.open?.id;
    for (const { id, button, panel, current } of items) {
      const open = id === openId;
      button.setAttribute('aria-expanded', String(open));
      button.className = topItemClasses(open || current);
      button.querySelector('svg')?.classList.toggle(CHEVRON_OPEN_CLASS, open);
      button.querySelector('span[aria-hidden]')?.setAttribute('class', underlineClasses(open || current));
      // On a phone the panel is its section's body in the menu, shown as the section opens.
      panel.hidden = desktop.matches && !open;
    }
    header.dataset.scrolled = String(scrolled);
    const look = openId !== undefined ? HEADER_OPEN_CLASSES : scrolled ? HEADER_SOLID_CLASSES : HEADER_CLEAR_CLASSES;
    for (const other of [HEADER_OPEN_CLASSES, HEADER_SOLID_CLASSES, HEADER_CLEAR_CLASSES]) if (other !== look) header.classList.remove(...other.split(' '));
    header.classList.add(...look.split(' '));
  };
  const follow = (next: MenuState) => {
    state = next;
    draw();
  };
  const close = () => follow({ ...state, open: null });
  const delayedClose = createDelayedClose(close);
  const openItem = () => items.find((entry) => entry.id === state.open?.id);

  // The top links become the disclosure buttons, with the same label, chevron and underline; a link with the
  // keyboard focus hands it to its button.
  for (const link of header.querySelectorAll<HTMLAnchorElement>('a[data-section]')) {
    const id = link.dataset.section ?? '';
    const panel = doc.getElementById(`menu-${id}`);
    const item = link.parentElement;
    if (!panel || !(item instanceof HTMLLIElement)) continue;
    const button = doc.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panel.id);
    // The link leaves the page whole: the button draws a copy of its content (moving the nodes would take them
    // out of a link still in the page).
    button.append(...[...link.childNodes].map((node) => node.cloneNode(true)));
    const focused = doc.activeElement === link;
    link.replaceWith(button);
    if (focused) button.focus();
    panel.classList.add(PANEL_SCRIPTED_CLASS);
    button.addEventListener('click', () => {
      delayedClose.cancel();
      follow(menuAfterClick(state, id));
    });
    // Choosing a link in a panel closes it, even when it leads to the current page.
    panel.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a')) close();
    });
    items.push({ id, item, button, panel, current: link.hasAttribute('data-current') });
  }

  // Only the band of top items selects, by the nearest centre; the open panel (inside the same list) does not.
  items[0]?.item.parentElement?.addEventListener('pointermove', (event) => {
    if (event.pointerType === 'touch' || (event.target as Element).closest('[data-mega-panel]')) return;
    const centres = items.map(({ button }) => {
      const rect = button.getBoundingClientRect();
      return rect.left + rect.width / 2;
    });
    const nearest = items[nearestByCentre(event.clientX, centres)];
    if (nearest) {
      const next = menuAfterPointing(state, nearest.id);
      if (next !== state) follow(next);
    }
  });
  header.addEventListener('pointerenter', () => delayedClose.cancel());
  header.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'touch') return;
    state = { ...state, suppressed: null };
    if (state.open) delayedClose.schedule();
  });
  header.addEventListener('keydown', (event) => {
    const open = openItem();
    if (event.key !== 'Escape' || !open) return;
    close();
    open.button.focus();
  });
  // Focus leaving the open item (its button and its panel) closes the panel.
  header.addEventListener('focusout', (event) => {
    const open = openItem();
    if (open && !(event.relatedTarget instanceof Node && open.item.contains(event.relatedTarget))) close();
  });

  const onScroll = () => {
    const now = isScrolledPast(window.scrollY);
    if (now !== scrolled) {
      scrolled = now;
      draw();
    }
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  desktop.addEventListener('change', draw);
  scrolled = isScrolledPast(window.scrollY);
  // A pointer that came to rest on a top item before the script opens its panel now, as a hover would.
  const rested = items.find(({ item }) => item.matches(':hover'));
  if (rested && window.matchMedia('(hover: hover)').matches) state = { ...state, open: { id: rested.id, pinned: false } };
  draw();
}

/**
 * The phone menu. The tap opens the native popover (the browser's own work: the frame that shows the menu waits for
 * nothing of ours); once that frame is painted the menu becomes a modal dialog, the page behind inert and its
 * scroll locked, Tab wrapping inside it. Making the page inert restyles every element drawn (50-70 ms on a 4x
 * slower phone, docs/performance.md), which the tap's frame no longer pays. A popover opened before this script
 * ran becomes the modal at once.
 */
function enhanceMobileMenu(doc: Document, desktop: MediaQueryList): void {
  const dialog = doc.getElementById(MOBILE_MENU_ID);
  const opener = doc.querySelector<HTMLButtonElement>(`[popovertarget="${MOBILE_MENU_ID}"][popovertargetaction="show"]`);
  if (!(dialog instanceof HTMLDialogElement) || !opener) return;
  const closer = dialog.querySelector<HTMLButtonElement>(`[popovertarget="${MOBILE_MENU_ID}"]`);
  const popoverOpen = () => isPopoverOpen(dialog);
  const native = supportsPopover(dialog);

  const becomeModal = () => {
    if (dialog.open || !popoverOpen()) return;
    // Removing the attribute hides the popover; it opens again as the modal in the same task, so nothing flickers.
    dialog.removeAttribute('popover');
    dialog.showModal();
    doc.documentElement.style.overflow = 'hidden';
  };
  const open = () => {
    opener.setAttribute('aria-expanded', 'true');
    // A browser without popovers: the buttons' attributes do nothing, so the script opens the modal itself.
    if (!native && !dialog.open) {
      dialog.showModal();
      doc.documentElement.style.overflow = 'hidden';
    }
  };
  const closed = () => {
    opener.setAttribute('aria-expanded', 'false');
    doc.documentElement.style.overflow = '';
    foldSections(dialog);
    if (native) dialog.setAttribute('popover', 'auto');
  };
  const close = () => {
    if (dialog.open) dialog.close();
    else if (popoverOpen()) dialog.hidePopover();
  };

  opener.addEventListener('click', open);
  // As a popover the button's own action hides it; as the modal, this does.
  closer?.addEventListener('click', close);
  dialog.addEventListener('toggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') afterPaint(becomeModal);
    else if (!dialog.open) closed();
  });
  dialog.addEventListener('close', closed);
  dialog.addEventListener('keydown', (event) => wrapTab(event, dialog));
  // Choosing a link closes the menu, even when it leads to the current page.
  dialog.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close();
  });
  // Growing the window to desktop width closes the menu.
  desktop.addEventListener('change', () => {
    if (desktop.matches) close();
  });
  opener.setAttribute('aria-expanded', String(popoverOpen()));
  becomeModal();
}
