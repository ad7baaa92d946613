/** Strips the query and fragment: '/contact?topic=call' -> '/contact'. */
export function pathOf(href: string): string {
  return href.split(/[?#]/)[0] ?? href;
}
