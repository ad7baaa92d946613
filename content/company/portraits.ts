/**
 * Where a person's illustrated portrait is: public/portraits/{id}.svg, written from the roster by
 * scripts/make-portraits.ts (npx tsx scripts/make-portraits.ts after adding or renaming a person; commit
 * the files). Kept apart from the roster so that a client component showing a portrait (the call picker's
 * hosts) does not ship the roster's texts: it needs only the file, found by the person's name.
 */
export const portraitSize = { width: 96, height: 96 } as const;

/** A roster id from a name, as the roster writes its ids: the name in lower case, its words joined by hyphens. */
export function personSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function portraitSrc(name: string): string {
  return `/portraits/${personSlug(name)}.svg`;
}

/** The alt text of a portrait shown on its own: the person's name and role. */
export function portraitAlt(person: { name: string; title: string }): string {
  return `Illustrated portrait of ${person.name}, ${person.title}`;
}
