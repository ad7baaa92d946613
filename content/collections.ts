/**
 * Every collection of one-file-per-entry content, imported here so `npm run content:check` and the content
 * tests see them all. A new collection adds its module to this list.
 */
import { registeredCollections } from './shared/collection';
import './blog/collection';

export function allCollections() {
  return registeredCollections();
}
