import path from 'node:path';
import type { GrowthPathSlug } from '../company/prices';
import type { ServiceSlug } from './catalog';
import { duplicateNames, pageFileSchema, pageValues } from '../page-values';
import { defineCollection, memoOnContent, type Entry } from '../shared/collection';
import { fillAll } from '../shared/placeholders';
import { growthPathSchema, unpricedPaths, type GrowthPathFile } from './growth-path-schema';
import { serviceFiles } from './collection';

/** Rules across the fields of one file: services that have a page, each named once. */
function growthPathFileProblems(file: GrowthPathFile): Array<{ path: Array<string | number>; reason: string }> {
  // By the files' names, not their entries: reading the service pages reads the growth paths (the quotes they share).
  const services = new Set(serviceFiles.files().map((file) => path.basename(file, '.yaml')));
  return file.services.flatMap((slug, index) => {
    if (!services.has(slug)) return [{ path: ['services', index], reason: `“${slug}” is not a service: no file content/services/entries/${slug}.yaml` }];
    return file.services.indexOf(slug) === index ? [] : [{ path: ['services', index], reason: `“${slug}” is named twice` }];
  });
}

/**
 * The growth paths' files, content/services/growth-paths/<slug>.yaml, checked by the one schema (./growth-path-schema.ts) and the
 * rules that need more than its shape (every {{key}} known, services that have a page, a price for each path, no
 * two paths with one name). Pages read them through the read API (content/read); the service pages' quotes
 * (./index.ts) and the page builder (./growth-paths.ts) read them here.
 */
export const growthPathFiles = defineCollection({
  dir: 'services/growth-paths',
  format: 'yaml',
  schema: pageFileSchema(growthPathSchema, growthPathFileProblems),
  check: (entries) => [...duplicateNames(entries), ...unpricedPaths(entries)],
});

/** A growth path as pages read it: its file with the placeholders filled; its slug has a price and its services a page (checked above). */
export type GrowthPath = Omit<GrowthPathFile, 'services'> & { slug: GrowthPathSlug; services: ServiceSlug[] };

function growthPath(file: Entry<GrowthPathFile>): GrowthPath {
  return fillAll(file, pageValues()) as GrowthPath;
}

/** Every growth path, in the order of their file names (launch, scale, transform): the order of the menus and the routes. */
export const growthPathEntries = memoOnContent((): ReadonlyArray<GrowthPath> => growthPathFiles.all().map(growthPath));
