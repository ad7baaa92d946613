/**
 * Card grids sized to their items, so no row ends with an orphan cell: one column on phones, two from
 * `md`, and on wide screens four (a multiple of four), three (a multiple of three), or a six-track grid
 * where the last two of 3n+2 cards share the last row at half width each (5 cards: three, then two).
 * An odd count on two columns lets its last card span both.
 *
 * `columns: 2` keeps a grid at two columns at most (cards beside a heading): an odd last card spans
 * both. `gap` replaces the default gap classes (lib/cn does not merge conflicting classes).
 */
export function fitGrid(count: number, { columns, gap = 'gap-5' }: { columns?: 2; gap?: string } = {}): { list: string; item: (index: number) => string } {
  const last = (index: number) => index === count - 1;
  if (columns === 2) return { list: `grid ${gap} md:grid-cols-2`, item: (index) => (count % 2 === 1 && last(index) ? 'md:col-span-2' : '') };
  if (count % 4 === 0) return { list: `grid ${gap} md:grid-cols-2 lg:grid-cols-4`, item: () => '' };
  if (count === 2) return { list: `grid ${gap} md:grid-cols-2`, item: () => '' };
  return {
    list: `grid ${gap} md:grid-cols-2 lg:grid-cols-6`,
    item: (index) =>
      [
        count % 2 === 1 && last(index) ? 'md:col-span-2' : '',
        count % 3 === 2 && index >= count - 2 ? 'lg:col-span-3' : count % 3 === 1 && last(index) ? 'lg:col-span-6' : 'lg:col-span-2',
      ]
        .filter(Boolean)
        .join(' '),
  };
}
