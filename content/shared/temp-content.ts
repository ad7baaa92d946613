import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { contentRoot, defineCollection, setContentRoot, type CollectionFormat } from './collection';

let clock = Date.now();

/** The roster's folders, which other collections' references resolve against. */
export const ROSTER_DIRS = ['company/people', 'company/client-contacts'] as const;

/**
 * For tests and scripts: a temporary copy of some collection folders (e.g. 'blog/articles'), made the content
 * root until `dispose()`, so a test can break one file and see what the loaders and checks say about it.
 */
export function tempContent(dirs: readonly string[]) {
  const real = contentRoot();
  const root = mkdtempSync(path.join(tmpdir(), 'northstack-content-'));
  // The roster always comes along: bylines, leads, hosts and contacts in every collection refer to it.
  for (const dir of new Set([...ROSTER_DIRS, ...dirs])) cpSync(path.join(real, dir), path.join(root, dir), { recursive: true });
  setContentRoot(root);
  return {
    root,
    read: (file: string) => readFileSync(path.join(root, file), 'utf8'),
    /** Writes a file and moves its modification time forward, so a cached read sees the change. */
    write(file: string, text: string) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
      clock += 10_000;
      utimesSync(path.join(root, file), new Date(clock), new Date(clock));
    },
    dispose() {
      setContentRoot(real);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

let fixtures = 0;

/**
 * For the checks' own tests: registers a new collection (as a later one would be) whose files are `files`
 * (name to text) in a temporary content root, runs `run`, then restores the real root (where the fixture
 * collection has no folder, so it reads as empty). Proves a check reads a collection it was never told about.
 */
export function withFixtureCollection<T>(format: CollectionFormat, files: Record<string, string>, run: () => T): T {
  const copy = tempContent([]);
  try {
    const dir = `fixture-${(fixtures += 1)}`;
    defineCollection({ dir, format, schema: z.record(z.string(), z.unknown()) });
    for (const [name, text] of Object.entries(files)) copy.write(`${dir}/${name}`, text);
    return run();
  } finally {
    copy.dispose();
  }
}
