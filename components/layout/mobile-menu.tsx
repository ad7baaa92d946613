'use client';

import { usePathname } from './page-path';
import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DESKTOP_QUERY, foldSections, MOBILE_MENU_ID as MENU_ID, wrapTab } from './header-dom';
import { useHydrated } from './use-hydrated';

/**
 * The small-screen menu: a native modal <dialog> (the page behind is inert, and Escape closes it),
 * with page scroll locked while open. Tab from its last control wraps to its first and Shift+Tab
 * from its first to its last (a modal dialog alone would let focus fall out to the browser or the
 * document). Its content stays in the DOM: the prerendered HTML carries it for the popover, and
 * dropping it on hydration would cost a deletion of every link on every page load.
 *
 * Before the scripts run (and without JavaScript) the same dialog is a native popover opened by the
 * hamburger's `popovertarget`, with its links in the HTML, so the first tap on a slow phone works.
 * If that tap came before hydration, the open popover becomes the modal menu once hydrated.
 */
export function MobileMenu({ logo, children }: { logo: ReactNode; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  // Runs once, on the hydration pass, while the dialog is still a popover.
  useLayoutEffect(() => {
    if (hydrated) return;
    let openedEarly = false;
    try {
      openedEarly = dialogRef.current?.matches(':popover-open') ?? false;
    } catch {
      // A browser without popovers never opened it.
    }
    if (openedEarly) setOpen(true);
  }, [hydrated]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !hydrated) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, hydrated]);

  // A new page closes the menu that led to it.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  // Growing the window to desktop width closes the menu.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [close]);

  // Until hydrated, the buttons work through the popover attributes alone.
  const popoverTarget = hydrated ? undefined : MENU_ID;

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={hydrated ? open : undefined}
        popoverTarget={popoverTarget}
        popoverTargetAction={hydrated ? undefined : 'show'}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-on-dark hover:bg-white/10 lg:hidden"
      >
        <Menu aria-hidden className="size-6" strokeWidth={1.75} />
      </button>
      <dialog
        ref={dialogRef}
        id={MENU_ID}
        popover={hydrated ? undefined : 'auto'}
        aria-label="Site menu"
        onKeyDown={hydrated ? (event) => wrapTab(event, event.currentTarget) : undefined}
        onClose={(event) => {
          setOpen(false);
          document.documentElement.style.overflow = '';
          foldSections(event.currentTarget);
        }}
        onClick={(event) => {
          // Choosing a link closes the menu, even when it leads to the current page.
          if ((event.target as Element).closest('a')) close();
        }}
        className="dark-surface fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ink p-0 text-on-dark backdrop:bg-ink/60 lg:hidden"
      >
        <div className="container-page flex h-16 items-center justify-between">
          {logo}
          <button
            type="button"
            aria-label="Close menu"
            popoverTarget={popoverTarget}
            popoverTargetAction={hydrated ? undefined : 'hide'}
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden className="size-6" strokeWidth={1.75} />
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
