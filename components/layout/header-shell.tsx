import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NavLink as NavLinkData } from '@/content/site-map/navigation';
import { pathOf } from '@/content/paths';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { HEADER_CLEAR_CLASSES, PANEL_CLASSES, topItemClasses, underlineClasses } from './header-dom';
import { isCompact, MegaPanel } from './mega-panel';
import { MobileMenu, MobileMenuButton } from './mobile-menu';
import type { ShellSection } from './nav-types';
import { NavLink } from './nav-link';
import { usePathname } from './page-path';

/**
 * The header as the server draws it: transparent at the top (the CSS turns it solid once scrolled, app/globals.css),
 * each top item a plain link to its section's overview page, each panel in the HTML as plain links and opened by
 * CSS under a resting mouse pointer, and the mobile menu a native popover: everything works before any script
 * and without one. Each panel follows its top item in the DOM, so Tab moves from the item into its links.
 *
 * Each link is drawn once (issue 37: the page's first round trip): the one navigation serves both widths. It sits
 * in the phone menu's dialog, which is `display: contents` on a wide screen; there each section's `<details>` is
 * too and its summary is hidden, so the panel follows its top item; on a phone the top items are hidden and the
 * summary folds the same panel, drawn as a plain list (mega-panel.tsx).
 *
 * components/layout/header-enhance.ts then makes it the scripted header: the links become WAI-ARIA disclosure
 * buttons (hover, click, keyboard), the header solid past 64 px, the mobile menu a modal dialog, and on a wide
 * screen the navigation leaves the dialog for the header's row. It reads what it needs from this markup: the top
 * links' data-section and data-current, and the panels' ids (`menu-<section>`).
 */
export function HeaderShell({ sections, cta, logo }: { sections: ShellSection[]; cta: NavLinkData; logo: ReactNode }) {
  const pathname = usePathname();
  return (
    <header
      data-scrolled={false}
      className={cn(
        // site-header: solid once scrolled even before the script runs (scroll-driven, app/globals.css).
        'site-header dark-surface fixed inset-x-0 top-0 z-50 border-b text-on-dark transition-[background-color,border-color] duration-200',
        HEADER_CLEAR_CLASSES,
      )}
    >
      <div className="container-page flex h-16 items-center justify-between gap-6 lg:h-18 lg:gap-10">
        {logo}
        <MobileMenu logo={logo}>
          {/* The items start beside the logo (never centred): a page is painted while its HTML still arrives, and a
              centred row would move as each item is parsed (a layout shift on every load of a slow phone). */}
          <nav aria-label="Main" className="container-page pt-4 pb-10 lg:h-full lg:w-auto lg:max-w-none lg:flex-1 lg:p-0">
            <ul className="divide-y divide-white/10 border-y border-white/10 lg:flex lg:h-full lg:items-center lg:gap-1 lg:divide-y-0 lg:border-0">
              {sections.map((section) => {
                const compact = isCompact(section);
                const current =
                  pathname === section.href ||
                  section.groups.some((group) => group.items.some((item) => pathOf(item.href) === pathname));
                return (
                  <li key={section.id} className={cn('lg:h-full', compact && 'lg:relative')}>
                    <a
                      href={section.href}
                      aria-current={pathname === section.href ? 'page' : undefined}
                      data-section={section.id}
                      // Read by header-enhance.ts, which draws the button with the same classes.
                      data-current={current ? '' : undefined}
                      className={topItemClasses(current)}
                    >
                      {section.label}
                      <ChevronDown aria-hidden className="size-3.5 transition-transform duration-200" strokeWidth={2} />
                      <span aria-hidden className={underlineClasses(current)} />
                    </a>
                    <details className="group lg:contents lg:details-content:contents" data-section={section.id}>
                      <summary className="flex cursor-pointer list-none items-center justify-between py-4 text-lg font-medium lg:hidden [&::-webkit-details-marker]:hidden">
                        {section.label}
                        <ChevronDown aria-hidden className="size-5 text-on-dark-subtle transition-transform duration-200 group-open:rotate-180" />
                      </summary>
                      <div
                        id={`menu-${section.id}`}
                        data-mega-panel
                        // On a wide screen hidden by its class alone, which the CSS hover rule can lift (the hidden
                        // attribute, which header-enhance.ts sets there, is display: none !important in the base styles).
                        // Opaque: a blur here would sit inside the header's own backdrop filter and never reach the page.
                        className={cn(PANEL_CLASSES, compact ? 'lg:left-0 lg:w-72 lg:rounded-b-lg lg:border-x lg:border-b' : 'lg:inset-x-0 lg:border-b')}
                      >
                        <MegaPanel section={section} plainOn={pathname} />
                      </div>
                    </details>
                  </li>
                );
              })}
            </ul>
            <NavLink href={cta.href} className={buttonClasses('primary', 'lg', 'mt-8 w-full lg:hidden')}>
              {cta.name}
            </NavLink>
          </nav>
        </MobileMenu>
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
          <MobileMenuButton />
        </div>
      </div>
    </header>
  );
}
