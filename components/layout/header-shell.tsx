'use client';

import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react';
import type { NavLink as NavLinkData } from '@/content/site-map/navigation';
import { pathOf } from '@/content/paths';
import { buttonClasses } from '@/components/ui/button';
import {
  createDelayedClose,
  isScrolledPast,
  menuAfterClick,
  menuAfterPointing,
  nearestByCentre,
  type MenuState,
} from '@/lib/header-behaviour';
import { cn } from '@/lib/cn';
import { ANCHOR_JUMP_ATTRIBUTE, HYDRATED_ATTRIBUTE } from '@/lib/hydration';
import { CHEVRON_OPEN_CLASS, HEADER_CLEAR_CLASSES, HEADER_SOLID_CLASSES, PANEL_SCRIPTED_CLASS, topItemClasses, underlineClasses } from './header-dom';
import { isCompact, MegaPanel } from './mega-panel';
import { MobileMenu } from './mobile-menu';
import { MobileNav } from './mobile-nav';
import type { ShellSection } from './nav-types';
import { NavLink } from './nav-link';
import { usePathname } from './page-path';
import { useHydrated } from './use-hydrated';

/**
 * The header's behaviour: transparent at the top, solid past 64 px; a WAI-ARIA disclosure
 * mega menu (hover, click, keyboard) on wide screens. Each panel follows its button in the DOM, so
 * Tab moves from an open item into its links; focus leaving the item (Tab past the last link,
 * Shift+Tab before the button) or Escape closes it.
 *
 * Before the scripts run (and without JavaScript) each top item is a plain link to its section's
 * overview page, its panel is in the HTML (plain links) and opens under a resting mouse pointer by CSS
 * (app/globals.css), and the mobile menu opens as a native popover: a click is never lost. Once
 * hydrated, the links become the disclosure buttons (keeping keyboard focus if it was on one); the panels'
 * links stay plain anchors, and the header navigates on a plain click and prefetches a page on intent.
 */
export function HeaderShell({ sections, cta, logo }: { sections: ShellSection[]; cta: NavLinkData; logo: ReactNode }) {
  const pathname = usePathname();
  const [scrolled, setScrolled] = useState(false);
  // Hover opens a panel; a click on a hover-opened item pins it; a click on a pinned item closes it.
  const [menu, setMenu] = useState<MenuState['open']>(null);
  const openId = menu?.id ?? null;
  // After a click closes an item, the pointer must move to another item before hover reopens it.
  const suppressedRef = useRef<string | null>(null);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>());
  // Each top item's list entry: its button and its panel.
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const hydrated = useHydrated();
  // The top item link that had keyboard focus when the scripts arrived: its button takes the focus over.
  const focusedLinkRef = useRef<string | null>(null);

  const close = useCallback(() => setMenu(null), []);
  const delayedClose = useMemo(() => createDelayedClose(close), [close]);

  // A new page closes whatever menu led to it.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenu(null);
  }

  // On the hydration pass (still links): remember a top item link that has the keyboard focus.
  useLayoutEffect(() => {
    if (hydrated) return;
    const active = document.activeElement;
    focusedLinkRef.current = active instanceof HTMLElement && headerRef.current?.contains(active) ? (active.dataset.section ?? null) : null;
  }, [hydrated]);

  useEffect(() => {
    if (!hydrated) return;
    const focused = focusedLinkRef.current;
    if (focused && document.activeElement === document.body) buttonRefs.current.get(focused)?.focus();
    focusedLinkRef.current = null;
    // A pointer that came to rest on a top item before the scripts opens its panel now, as a hover
    // would: it need not move again. The list items are the prerendered ones, so their hover state holds.
    const rested = sections.find((section) => itemRefs.current.get(section.id)?.matches(':hover'));
    if (rested && window.matchMedia('(hover: hover)').matches) setMenu((current) => current ?? { id: rested.id, pinned: false });
    // Marks the page interactive (tests and tooling wait for it).
    headerRef.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [hydrated, sections]);

  // A link to an anchor ('Schedule a call' to /contact#schedule): the bands above the target are drawn
  // at their real height before the router scrolls, as :target does on a full load (app/globals.css).
  useEffect(() => {
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href*="#"]')) document.documentElement.setAttribute(ANCHOR_JUMP_ATTRIBUTE, '');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      delayedClose.cancel();
    };
  }, [delayedClose]);

  const selectNearest = (event: PointerEvent<HTMLElement>) => {
    // Only the band of top items selects; the open panel (inside the same list) does not.
    if (event.pointerType === 'touch' || (event.target as Element).closest('[data-mega-panel]')) return;
    const centres = sections.map((section) => {
      const rect = buttonRefs.current.get(section.id)?.getBoundingClientRect();
      return rect ? rect.left + rect.width / 2 : Number.POSITIVE_INFINITY;
    });
    const nearest = sections[nearestByCentre(event.clientX, centres)]?.id;
    if (nearest) follow(menuAfterPointing({ open: menu, suppressed: suppressedRef.current }, nearest));
  };

  // The rules (lib/header-behaviour.ts) give the next state; the suppressed item lives in a ref (it draws nothing).
  const follow = (next: MenuState) => {
    suppressedRef.current = next.suppressed;
    if (next.open !== menu) setMenu(next.open);
  };

  const toggle = (id: string) => {
    delayedClose.cancel();
    follow(menuAfterClick({ open: menu, suppressed: suppressedRef.current }, id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !openId) return;
    const button = buttonRefs.current.get(openId);
    close();
    button?.focus();
  };

  // Focus leaving the open item (its button and its panel) closes the panel.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!openId) return;
    const next = event.relatedTarget as Node | null;
    if (!(next && itemRefs.current.get(openId)?.contains(next))) close();
  };

  // Choosing a link in a panel closes it, even when it leads to the current page (the browser then loads it).
  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) close();
  };

  const solid = scrolled || openId !== null;

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      onPointerEnter={() => delayedClose.cancel()}
      onPointerLeave={(event) => {
        if (event.pointerType === 'touch') return;
        suppressedRef.current = null;
        if (openId) delayedClose.schedule();
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className={cn(
        // site-header: solid once scrolled even before hydration (scroll-driven, app/globals.css).
        'site-header dark-surface fixed inset-x-0 top-0 z-50 border-b text-on-dark transition-[background-color,border-color] duration-200',
        solid ? HEADER_SOLID_CLASSES : HEADER_CLEAR_CLASSES,
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-6 lg:h-18 lg:gap-10">
        {logo}
        {/* The items start beside the logo (never centred): a page is painted while its HTML still arrives, and a
            centred row would move as each item is parsed (a layout shift on every load of a slow phone). */}
        <nav aria-label="Main" className="hidden h-full lg:block lg:flex-1">
          <ul className="flex h-full items-center gap-1" onPointerMove={selectNearest}>
            {sections.map((section) => {
              const open = openId === section.id;
              const compact = isCompact(section);
              const current =
                pathname === section.href ||
                section.groups.some((group) => group.items.some((item) => pathOf(item.href) === pathname));
              return (
                <li
                  key={section.id}
                  ref={(node) => {
                    if (node) itemRefs.current.set(section.id, node);
                    else itemRefs.current.delete(section.id);
                  }}
                  className={cn('h-full', compact && 'relative')}
                >
                  {hydrated ? (
                    <button
                      ref={(node) => {
                        if (node) buttonRefs.current.set(section.id, node);
                        else buttonRefs.current.delete(section.id);
                      }}
                      type="button"
                      aria-expanded={open}
                      aria-controls={`menu-${section.id}`}
                      onClick={() => toggle(section.id)}
                      className={topItemClasses(open || current)}
                    >
                      <TopItemLabel label={section.label} open={open} current={current} />
                    </button>
                  ) : (
                    <a
                      href={section.href}
                      aria-current={pathname === section.href ? 'page' : undefined}
                      data-section={section.id}
                      // Read by header-enhance.ts, which draws the button with the same classes.
                      data-current={current ? '' : undefined}
                      className={topItemClasses(current)}
                    >
                      <TopItemLabel label={section.label} open={false} current={current} />
                    </a>
                  )}
                  <div
                    id={`menu-${section.id}`}
                    data-mega-panel
                    // Before hydration hidden by its class alone, which the CSS hover rule can lift (the
                    // hidden attribute is display: none !important in the base styles).
                    hidden={hydrated ? openId !== section.id : undefined}
                    onClick={onPanelClick}
                    // Opaque: a blur here would sit inside the header's own backdrop filter and never reach the page.
                    className={cn(
                      'absolute top-full hidden border-white/10 bg-ink shadow-2xl shadow-black/40 [&[hidden]]:hidden',
                      hydrated && PANEL_SCRIPTED_CLASS,
                      compact ? 'left-0 w-72 rounded-b-lg border-x border-b' : 'inset-x-0 border-b',
                    )}
                  >
                    {/* The prerendered plain panels stay (hydration adopts them); opening one redraws nothing. */}
                    <MegaPanel section={section} plainOn={pathname} />
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <span className="hidden lg:block">
            <NavLink href={cta.href} className={buttonClasses('primary', 'md')}>
              {cta.name}
            </NavLink>
          </span>
          {/* On a phone, a compact call to action beside the menu button (from 360 px; the wordmark needs the room below). */}
          <span className="hidden min-[360px]:block lg:hidden">
            <NavLink href={cta.href} className={buttonClasses('primary', 'sm')}>
              {cta.name}
            </NavLink>
          </span>
          <MobileMenu logo={logo}>
            <MobileNav sections={sections} cta={cta} />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

/** The top item's label, chevron and underline: the same for the link and the button it becomes. */
function TopItemLabel({ label, open, current }: { label: string; open: boolean; current: boolean }) {
  return (
    <>
      {label}
      <ChevronDown aria-hidden className={cn('size-3.5 transition-transform duration-200', open && CHEVRON_OPEN_CLASS)} strokeWidth={2} />
      <span aria-hidden className={underlineClasses(open || current)} />
    </>
  );
}
