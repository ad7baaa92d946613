import { Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { MOBILE_MENU_ID as MENU_ID } from './header-dom';

/**
 * The small-screen menu as the server draws it: a <dialog> that is a native popover, opened by the hamburger's
 * `popovertarget` (MobileMenuButton) and closed by its close button, with the site's one navigation inside, so
 * the first tap on a slow phone works before any script. Its content stays in the DOM. On a wide screen the
 * dialog and its own parts step aside (`display: contents`, the logo row hidden) and the navigation is the
 * header's row (header-shell.tsx).
 *
 * Once scripted (components/layout/header-enhance.ts), the popover still opens it at the tap, and it becomes a
 * modal dialog after that frame is painted (the page behind inert, Escape closes it) with the page's scroll
 * locked while open and Tab wrapping inside it; a popover opened before the script ran becomes the open modal.
 */
export function MobileMenu({ logo, children }: { logo: ReactNode; children: ReactNode }) {
  return (
    <dialog
      id={MENU_ID}
      popover="auto"
      aria-label="Site menu"
      className="dark-surface fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ink p-0 text-on-dark backdrop:bg-ink/60 lg:contents"
    >
      <div className="container-page flex h-16 items-center justify-between lg:hidden">
        {logo}
        <button
          type="button"
          aria-label="Close menu"
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <X aria-hidden className="size-6" strokeWidth={1.75} />
        </button>
      </div>
      {children}
    </dialog>
  );
}

/** The hamburger that opens the small-screen menu. */
export function MobileMenuButton() {
  return (
    <button
      type="button"
      aria-label="Open menu"
      aria-haspopup="dialog"
      popoverTarget={MENU_ID}
      popoverTargetAction="show"
      className="inline-flex size-11 items-center justify-center rounded-full text-on-dark hover:bg-white/10 lg:hidden"
    >
      <Menu aria-hidden className="size-6" strokeWidth={1.75} />
    </button>
  );
}
