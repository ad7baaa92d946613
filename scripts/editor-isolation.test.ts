import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleCode, resolveImport, sourceFiles, valueImports } from './import-graph';

/**
 * The public pages carry none of the content editor, proved without a second `astro build`:
 * the export (out/) is what Astro compiles from the modules it reaches from app/ (and astro.config.mjs), then what
 * scripts/postbuild.ts does to those files. Both are deterministic functions of the modules they import. If no
 * module either of them reaches is part of the editor (server/editor/, any content/**\/*.keystatic.ts, any
 * @keystatic/* package), building the editor, or deleting it, changes none of their inputs, so every page's HTML
 * and every chunk stays byte-identical (the build id aside). The editor's own bundle is a separate esbuild run
 * (scripts/build-server.mjs) writing to dist/server/editor/, outside out/. e2e/editor.spec.ts checks the built
 * export as well: no file of out/ names the editor.
 */
const root = process.cwd();
/** The one editor module the postbuild may read: the editor's paths, for the static hosts' proxy rules (server/hosting/static-host.ts). */
const SHARED_WITH_DEPLOYMENT = 'server/editor/paths.ts';

function isEditor(file: string): boolean {
  return (file.startsWith('server/editor/') && file !== SHARED_WITH_DEPLOYMENT) || file.endsWith('.keystatic.ts');
}

/** Every repository module reached from the entry files by value imports, and every package they name. */
function reach(entries: readonly string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!file.endsWith('.astro') && !/\.[cm]?[jt]sx?$/.test(file)) continue;
    const { fileName, code } = moduleCode(file, readFileSync(path.join(root, file), 'utf8'));
    for (const specifier of valueImports(fileName, code)) {
      const target = resolveImport(root, file, specifier);
      if (target) queue.push(target);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
    }
  }
  return { files, packages };
}

const all = sourceFiles(root);
/** What Astro compiles for the pages: the routes and layouts, the endpoints and its configuration. */
const astroEntries = [
  ...readdirSync(path.join(root, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro') || (file.startsWith(`pages${path.sep}`) && /\.tsx?$/.test(file)))
    .map((file) => `app/${file.split(path.sep).join('/')}`),
  'astro.config.mjs',
];

describe('the public export and the content editor', () => {
  it('finds the editor where it is (so the checks below look at the right modules)', () => {
    expect(all.filter(isEditor)).toEqual(expect.arrayContaining(['server/editor/keystatic.config.ts', 'server/editor/ui/main.tsx', 'content/blog/articles.keystatic.ts']));
    const editor = reach(['server/editor/ui/main.tsx']);
    expect(editor.files).toContain('content/blog/articles.keystatic.ts');
    expect([...editor.packages].some((name) => name.startsWith('@keystatic/'))).toBe(true);
  });

  it('no module Astro compiles for the pages reaches the editor or a Keystatic package', () => {
    const { files, packages } = reach(astroEntries);
    expect(files.size).toBeGreaterThan(100);
    expect([...files].filter(isEditor)).toEqual([]);
    expect([...packages].filter((name) => name.startsWith('@keystatic/'))).toEqual([]);
  });

  it('nor does the postbuild that rewrites the pages (it reads only the editor’s paths, for the hosts’ proxy rules)', () => {
    const { files, packages } = reach(['scripts/postbuild.ts']);
    expect([...files].filter(isEditor)).toEqual([]);
    expect([...packages].filter((name) => name.startsWith('@keystatic/'))).toEqual([]);
    expect(reach([SHARED_WITH_DEPLOYMENT]).files).toEqual(new Set([SHARED_WITH_DEPLOYMENT]));
  });
});
