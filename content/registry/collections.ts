/**
 * Every collection of one-file-per-entry content, imported here so `npm run content:check` and the content
 * tests see them all. A new collection adds its module to this list; the page collections are listed by the read
 * API (content/read.ts pageCollections), with no import for its side effect.
 */
import { registeredCollections } from '../shared/collection';
import '../blog/load';
import '../case-studies';
import '../portfolio';
import '../careers/jobs';
import '../company/people';
import '../press-news';
import '../media-kit';
import '../press-contacts';
import '../resource-guides';
import '../resource-checklists';
import '../legal';
import { pageCollections, pageSingletons } from '../read';

export function allCollections() {
  const pages = [...Object.values(pageCollections), ...Object.values(pageSingletons)].map((collection) => collection.files);
  return [...registeredCollections().filter((collection) => !pages.includes(collection)), ...pages];
}
