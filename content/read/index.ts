import type * as z from 'zod';
import { growthPathEntries, growthPathFiles } from '../services/growth-path-collection';
import { growthPathSchema } from '../services/growth-path-schema';
import { homeEntry, homeFile } from '../home/collection';
import { homeSchema } from '../home/schema';
import { industriesOverviewEntry, industriesOverviewFile, industryEntries, industryFiles } from '../industries/collection';
import { industriesOverviewSchema } from '../industries/overview-schema';
import { industrySchema } from '../industries/schema';
import { companyPageEntries, companyPageFiles } from '../pages/company/collection';
import { companyPageSchema } from '../pages/company/schema';
import { serviceEntries, serviceFiles, servicesOverviewEntry, servicesOverviewFile } from '../services/collection';
import { servicesOverviewSchema } from '../services/overview-schema';
import { serviceSchema } from '../services/schema';
import type { Collection } from '../shared/collection';

/**
 * The read API of the page collections: `getCollection(name)` and `getEntry(name, slug)` give a collection's
 * entries as the pages draw them (placeholders filled from their one source; an industry's blocks as sections), read from the
 * files in content/<dir>/ and validated by the collection's one schema, from which the editor's fields are derived
 * (content/shared/zod-keystatic.ts). Routes, components and the server read page content through here;
 * `pageCollections` lists the collections by name for `npm run content:check` and the tests, so none registers
 * itself by being imported. (The modules of a collection's own folder, its catalog and page builder, sit below this
 * API and read their collection module directly.)
 *
 * A collection is added by: its schema (content/<area>/schema.ts, built from content/shared/section-blocks.ts), its
 * collection module (content/<area>/collection.ts: the files, the rules across fields and files, how an entry
 * becomes what pages read), its entry below, and its editor collection from `derivedCollection`
 * (content/<area>/<area>.keystatic.ts, added to server/editor/keystatic.config.ts under the same name). A page that
 * is one file is a singleton: `defineSingleton` in its collection module, `derivedSingleton` for the editor, and
 * `pageSingletons` below.
 */
export const pageCollections = {
  industries: { schema: industrySchema, files: industryFiles as Collection<unknown>, entries: industryEntries },
  companyPages: { schema: companyPageSchema, files: companyPageFiles as Collection<unknown>, entries: companyPageEntries },
  growthPaths: { schema: growthPathSchema, files: growthPathFiles as Collection<unknown>, entries: growthPathEntries },
  services: { schema: serviceSchema, files: serviceFiles as Collection<unknown>, entries: serviceEntries },
} satisfies Record<string, { schema: z.ZodType; files: Collection<unknown>; entries: () => ReadonlyArray<{ slug: string }> }>;

/**
 * The pages that are one file each (the editor's singletons, from `derivedSingleton`), by the same name as in
 * server/editor/keystatic.config.ts: `files` is the file's folder as a collection (for `npm run content:check`),
 * `entry` the file as its page module reads it.
 */
export const pageSingletons = {
  home: { schema: homeSchema, files: homeFile.files as Collection<unknown>, entry: homeEntry },
  industriesOverview: { schema: industriesOverviewSchema, files: industriesOverviewFile.files as Collection<unknown>, entry: industriesOverviewEntry },
  servicesOverview: { schema: servicesOverviewSchema, files: servicesOverviewFile.files as Collection<unknown>, entry: servicesOverviewEntry },
} satisfies Record<string, { schema: z.ZodType; files: Collection<unknown>; entry: () => { slug: string } }>;

export type PageSingletonName = keyof typeof pageSingletons;

/** A one-file page's file with its placeholders filled; throws its "file: field: reason" when bad or missing. */
export function getSingleton<Name extends PageSingletonName>(name: Name): ReturnType<(typeof pageSingletons)[Name]['entry']> {
  return pageSingletons[name].entry() as ReturnType<(typeof pageSingletons)[Name]['entry']>;
}

export type PageCollectionName = keyof typeof pageCollections;
type EntryOf<Name extends PageCollectionName> = ReturnType<(typeof pageCollections)[Name]['entries']>[number];

export type { CompanyPageEntry } from '../pages/company/collection';
export type { IndustryEntry } from '../industries/collection';
export type { GrowthPath } from '../services/growth-path-collection';
export type { ServiceEntry } from '../services/collection';

/** Every entry of a page collection, in page order; throws the first bad file's "file: field: reason". */
export function getCollection<Name extends PageCollectionName>(name: Name): ReadonlyArray<EntryOf<Name>> {
  return pageCollections[name].entries();
}

/** One entry by its slug (its file name), or undefined. */
export function getEntry<Name extends PageCollectionName>(name: Name, slug: string): EntryOf<Name> | undefined {
  return getCollection(name).find((entry) => entry.slug === slug);
}
