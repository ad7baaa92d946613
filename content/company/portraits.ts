/**
 * How a person of the roster is drawn: the photo the editor uploaded (the roster file's `photo`, in
 * public/portrait-photos/), else their illustrated portrait, public/portraits/{id}.svg, written from the roster
 * by scripts/make-portraits.ts (npx tsx scripts/make-portraits.ts after adding or renaming a person without a
 * photo; commit the files). Kept apart from the roster so that a client component showing a portrait (the call
 * picker's hosts) does not ship the roster's texts: it needs only the portrait, or the name to find the drawing.
 */
export const portraitSize = { width: 96, height: 96 } as const;

/** An image of a person with its real size, so `<img width height>` reserves its box. */
export interface Portrait {
  src: string;
  width: number;
  height: number;
}

/** A roster id from a name, as the roster writes its ids: the name in lower case, its words joined by hyphens. */
export function personSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The illustrated portrait's address. */
export function portraitSrc(name: string): string {
  return `/portraits/${personSlug(name)}.svg`;
}

/** The portrait a page draws: the uploaded photo when the roster holds one, else the illustrated portrait. */
export function portraitOf(person: { name: string; photo?: Portrait | undefined }): Portrait {
  return person.photo ?? { src: portraitSrc(person.name), ...portraitSize };
}

/** The alt text of a portrait shown on its own: what it is, the person's name and role. */
export function portraitAlt(person: { name: string; title: string; photo?: Portrait | undefined }): string {
  return `${person.photo ? 'Photo' : 'Illustrated portrait'} of ${person.name}, ${person.title}`;
}
