'use client';

import { usePathname } from 'next/navigation';
import { Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Logo } from './logo';

const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * The small-screen menu (its content is drawn only while open): a native modal <dialog> (the page behind is inert, so focus stays
 * inside, and Escape closes it), with page scroll locked while open.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      document.documentElement.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

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

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-on-dark hover:bg-white/10 lg:hidden"
      >
        <Menu aria-hidden className="size-6" strokeWidth={1.75} />
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Site menu"
        onClose={() => {
          setOpen(false);
          document.documentElement.style.overflow = '';
        }}
        onClick={(event) => {
          // Choosing a link closes the menu, even when it leads to the current page.
          if ((event.target as Element).closest('a')) close();
        }}
        className="dark-surface fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-ink p-0 text-on-dark backdrop:bg-ink/60 lg:hidden"
      >
        <div className="container-page flex h-16 items-center justify-between">
          <Logo />
          <button
            type="button"
            aria-label="Close menu"
            onClick={close}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden className="size-6" strokeWidth={1.75} />
          </button>
        </div>
        {open && children}
      </dialog>
    </>
  );
}
