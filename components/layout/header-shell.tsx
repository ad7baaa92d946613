import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NavLink as NavLinkData } from '@/content/site-map/navigation';
import { pathOf } from '@/content/paths';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { HEADER_CLEAR_CLASSES, topItemClasses, underlineClasses } from './header-dom';
import { isCompact, MegaPanel } from './mega-panel';
import { MobileMenu } from './mobile-menu';
import { MobileNav } from './mobile-nav';
import type { ShellSection } from './nav-types';
import { NavLink } from './nav-link';
import { usePathname } from './page-path';

/**
 * The header as the server draws it: transparent at the top (the CSS turns it solid once scrolled, app/globals.css),
 * each top item a plain link to its section's overview page, each panel in the HTML as plain links and opened by
 * CSS under a resting mouse pointer, and the mobile menu a native popover: everything works before any script
 * and without one. Each panel follows its top item in the DOM, so Tab moves from the item into its links.
 *
 * components/layout/header-enhance.ts then makes it the scripted header: the links become WAI-ARIA disclosure
 * buttons (hover, click, keyboard), the header solid past 64 px, the mobile menu a modal dialog. It reads what it
 * needs from this markup: the top links' data-section and data-current, and the panels' ids (`menu-<section>`).
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
        {/* The items start beside the logo (never centred): a page is painted while its HTML still arrives, and a
            centred row would move as each item is parsed (a layout shift on every load of a slow phone). */}
        <nav aria-label="Main" className="hidden h-full lg:block lg:flex-1">
          <ul className="flex h-full items-center gap-1">
            {sections.map((section) => {
              const compact = isCompact(section);
              const current =
                pathname === section.href ||
                section.groups.some((group) => group.items.some((item) => pathOf(item.href) === pathname));
              return (
                <li key={section.id} className={cn('h-full', compact && 'relative')}>
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
                  <div
                    id={`menu-${section.id}`}
                    data-mega-panel
                    // Hidden by its class alone, which the CSS hover rule can lift (the hidden attribute, which
                    // header-enhance.ts sets, is display: none !important in the base styles).
                    // Opaque: a blur here would sit inside the header's own backdrop filter and never reach the page.
                    className={cn(
                      'absolute top-full hidden border-white/10 bg-ink shadow-2xl shadow-black/40 [&[hidden]]:hidden',
                      compact ? 'left-0 w-72 rounded-b-lg border-x border-b' : 'inset-x-0 border-b',
                    )}
                  >
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
