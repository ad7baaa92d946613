import { readdirSync } from 'node:fs';
import path from 'node:path';
import { allCollections } from './collections';

/**
 * The files the text-scanning content checks read (fact checks, font coverage, sentence case, house style):
 * every collection's files (YAML and Markdown, through content/registry/collections.ts, so a collection added later is
 * covered without editing a check) plus the TypeScript modules. Tests, and fixtures folders, are left out.
 */

const TEST_FILE = /\.test\.tsx?$/;

/** Files under the given folders (relative to the repository) whose names match `extensions`; tests and fixtures left out. */
export function sourceFiles(dirs: readonly string[], extensions: RegExp): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : walk(file);
      return extensions.test(entry.name) && !TEST_FILE.test(entry.name) ? [file] : [];
    });
  return dirs.flatMap(walk);
}

/** Every collection entry's file (content/<area>/<collection>/<slug>.yaml or .md), relative to the repository. */
export function collectionFiles(): string[] {
  return allCollections().flatMap((collection) => collection.files());
}

/** The site's content as files: content/'s TypeScript modules and every collection's files. */
export function contentSourceFiles(): string[] {
  return [...sourceFiles(['content'], /\.ts$/), ...collectionFiles()];
}
