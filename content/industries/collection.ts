import { duplicateNames, pageFileSchema, pageValues } from '../page-values';
import { defineCollection, defineSingleton, memoOnContent, type Entry } from '../shared/collection';
import { fillAll } from '../shared/placeholders';
import { sectionOf, type BlockSection } from '../shared/section-blocks';
import { industriesOverviewProblems, industriesOverviewSchema } from './overview-schema';
import { industryFileProblems, industrySchema, type IndustryFile } from './schema';

/**
 * The industry pages' files, content/industries/entries/<slug>.yaml, checked by the one schema (./schema.ts) and
 * the rules that need more than its shape (every {{key}} known, anchors unique, service cards linking to a service
 * page; no two files with the same name). Pages read them through the read API (content/read), which lists this
 * collection; this folder's own modules (the catalog, the page builder) read it here.
 */
export const industryFiles = defineCollection({
  dir: 'industries/entries',
  format: 'yaml',
  schema: pageFileSchema(industrySchema, industryFileProblems),
  check: duplicateNames,
});

/** An industry page as pages read it: its file with the placeholders filled and its blocks as sections. */
export type IndustryEntry = Omit<IndustryFile, 'sections'> & { slug: string; sections: Array<BlockSection<IndustryFile['sections'][number]['discriminant']>> };

function industryEntry(file: Entry<IndustryFile>): IndustryEntry {
  const filled = fillAll(file, pageValues());
  return { ...filled, sections: filled.sections.map(sectionOf) };
}

/** Every industry page, in alphabetical order of the name: the order of the menus and /industries. */
export const industryEntries = memoOnContent((): ReadonlyArray<IndustryEntry> => [...industryFiles.all()].map(industryEntry).sort((a, b) => a.name.localeCompare(b.name, 'en')));

/** The industries overview's file, content/industries/overview.yaml (its rows are read from the files above). */
export const industriesOverviewFile = defineSingleton({
  dir: 'industries',
  name: 'overview',
  schema: pageFileSchema(industriesOverviewSchema, industriesOverviewProblems),
});

/** The overview's file with its placeholders filled. */
export const industriesOverviewEntry = memoOnContent(() => fillAll(industriesOverviewFile.read(), pageValues()));
