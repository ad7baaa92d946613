import { config } from '@keystatic/core';
import articles from '@/content/blog/articles.keystatic';

/**
 * The editor's collections: each is defined beside its zod schema in content/<area>/<collection>.keystatic.ts
 * (from the same lists and limits) and added here with one import and one key. The key names the collection in
 * the editor's URLs (/keystatic/collection/<key>).
 */
export const collections = {
  articles,
};

/** Where the editor reads and saves: the checkout (local, loopback only) or a GitHub repository (owner/name). */
export type EditorStorage = { kind: 'local' } | { kind: 'github'; repo: `${string}/${string}` };

/** The editor's Keystatic config: one build of the admin UI serves both storages, chosen at run time. */
export function editorConfig(storage: EditorStorage) {
  return config({
    storage,
    ui: { brand: { name: 'Northstack' } },
    collections,
  });
}
