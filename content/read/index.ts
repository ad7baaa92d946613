import type * as z from 'zod';
import { industryEntries, industryFiles } from '../industries/collection';
import { industrySchema } from '../industries/schema';
import { serviceEntries, serviceFiles } from '../services/collection';
import { serviceSchema } from '../services/schema';
import type { Collection } from '../shared/collection';

/**
 * The read API of the page collections: `getCollection(name)` and `getEntry(name, slug)` give a collection's
 * entries as the pages draw them (placeholders filled from their one source, blocks as sections), read from the
 * files in content/<dir>/ and validated by the collection's one schema, from which the editor's fields are derived
 * (content/shared/zod-keystatic.ts). Routes, components and the server read page content through here;
 * `pageCollections` lists the collections by name for `npm run content:check` and the tests, so none registers
 * itself by being imported. (The modules of a collection's own folder, its catalog and page builder, sit below this
 * API and read their collection module directly.)
 *
 * A collection is added by: its schema (content/<area>/schema.ts, built from content/shared/section-blocks.ts), its
 * collection module (content/<area>/collection.ts: the files, the rules across fields and files, how an entry
 * becomes what pages read), its entry below, and its editor collection from `derivedCollection`
 * (content/<area>/<area>.keystatic.ts, added to server/editor/keystatic.config.ts under the same name).
 */
export const pageCollections = {
  industries: { schema: industrySchema, files: industryFiles as Collection<unknown>, entries: industryEntries },
  services: { schema: serviceSchema, files: serviceFiles as Collection<unknown>, entries: serviceEntries },
} satisfies Record<string, { schema: z.ZodType; files: Collection<unknown>; entries: () => ReadonlyArray<{ slug: string }> }>;

export type PageCollectionName = keyof typeof pageCollections;
type EntryOf<Name extends PageCollectionName> = ReturnType<(typeof pageCollections)[Name]['entries']>[number];

export type { IndustryEntry } from '../industries/collection';
export type { ServiceEntry } from '../services/collection';

/** Every entry of a page collection, in page order; throws the first bad file's "file: field: reason". */
export function getCollection<Name extends PageCollectionName>(name: Name): ReadonlyArray<EntryOf<Name>> {
  return pageCollections[name].entries();
}

/** One entry by its slug (its file name), or undefined. */
export function getEntry<Name extends PageCollectionName>(name: Name, slug: string): EntryOf<Name> | undefined {
  return getCollection(name).find((entry) => entry.slug === slug);
}
