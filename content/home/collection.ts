import { growthPathFiles } from '../services/growth-path-collection';
import { pageFileSchema, pageValues } from '../page-values';
import { defineSingleton, memoOnContent, type Entry } from '../shared/collection';
import { fillAll } from '../shared/placeholders';
import { homeFileProblems, homeSchema, type HomeFile } from './schema';

/**
 * The home page's file, content/home/home.yaml, checked by its schema (./schema.ts) and the rules that need more
 * than its shape (every {{key}} known, anchors unique, the growth paths and case studies it names exist). The home
 * page module (./index.ts) reads it through here; routes read the page module.
 */
export const homeFile = defineSingleton({
  dir: 'home',
  name: 'home',
  schema: pageFileSchema(homeSchema, (file) => homeFileProblems(file, growthPathFiles.all().map((entry) => entry.slug))),
});

/** The home page's file with its placeholders filled. */
export const homeEntry = memoOnContent((): Entry<HomeFile> => fillAll(homeFile.read(), pageValues()));
