/** A list with at least one item, as the content types declare one (a sector's projects, a study's leads). */
export type NonEmpty<T> = readonly [T, ...T[]];

/** The list with each item mapped, still known to be non-empty. */
export function mapNonEmpty<T, U>(items: NonEmpty<T>, map: (item: T) => U): [U, ...U[]] {
  const [first, ...rest] = items;
  return [map(first), ...rest.map(map)];
}

/** The list when it has an item, else undefined (for `flatMap` and optional bands). */
export function nonEmpty<T>(items: readonly T[]): NonEmpty<T> | undefined {
  return items.length > 0 ? (items as NonEmpty<T>) : undefined;
}
