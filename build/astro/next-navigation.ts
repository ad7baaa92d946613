/**
 * `next/navigation` on Astro pages. At build the layout names the page being drawn (`drawingPage`; Astro
 * draws one page at a time), so a component reads the same path Next would give it; in a browser the
 * location answers.
 */
let pathDrawn = '/';

export function drawingPage(path: string): void {
  pathDrawn = path;
}

export function usePathname(): string {
  return typeof window === 'undefined' ? pathDrawn : window.location.pathname;
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

export function useRouter() {
  return {
    push: (href: string) => window.location.assign(href),
    replace: (href: string) => window.location.replace(href),
    prefetch: () => undefined,
    back: () => window.history.back(),
    refresh: () => window.location.reload(),
  };
}
