/**
 * The path of the page a component is on. At build the layout names the page being drawn (`drawingPage`,
 * app/layouts/site-page.astro; Astro draws one page at a time), so the header and its links mark the current
 * page in the HTML; in a browser (an island) the location answers.
 */
let pathDrawn = '/';

export function drawingPage(path: string): void {
  pathDrawn = path;
}

export function usePathname(): string {
  return typeof window === 'undefined' ? pathDrawn : window.location.pathname;
}
