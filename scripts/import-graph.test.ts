import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderCycles, folderGraph, folderOf, sourceFiles, valueImports, type FolderGraph } from './import-graph';

const root = path.resolve(import.meta.dirname, '..');
const graph = folderGraph(root);

function graphOf(edges: Record<string, string[]>): FolderGraph {
  return new Map(Object.entries(edges).map(([from, tos]) => [from, new Map(tos.map((to) => [to, [`${from} → ${to}`]]))]));
}

describe('the folder-level import graph', { timeout: 60_000 }, () => {
  it('has no folder cycle at all (no allowlist: the server included)', () => {
    expect(folderCycles(graph)).toEqual([]);
  });

  it('reports a cycle between two folders, and one running through the server composition root', () => {
    expect(folderCycles(graphOf({ 'components/forms': ['components/layout'], 'components/layout': ['components/forms', 'lib'], lib: [] }))).toEqual([
      ['components/forms', 'components/layout'],
    ]);
    expect(folderCycles(graphOf({ server: ['server/api'], 'server/api': ['server/inbox'], 'server/inbox': ['server'] }))).toEqual([['server', 'server/api', 'server/inbox']]);
    expect(folderCycles(graphOf({ server: ['server/api', 'server/mail'], 'server/api': ['server/mail'], 'server/mail': [] }))).toEqual([]);
  });

  it('counts value imports, re-exports and import(), not type-only imports', () => {
    const code = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "export type { D } from './d';",
      "import { e, type E } from './e';",
      "import f from './f';",
      "import './g.css';",
      "export { h } from './h';",
      "const i = () => import('./i');",
    ].join('\n');
    expect(valueImports('x.ts', code)).toEqual(['./e', './f', './g.css', './h', './i']);
  });

  it('puts a file in its folder two levels deep', () => {
    expect(folderOf('server/app.ts')).toBe('server');
    expect(folderOf('server/leads/outbox.ts')).toBe('server/leads');
    expect(folderOf('content/services/pages/web-development.ts')).toBe('content/services');
    expect(folderOf('next.config.ts')).toBe('.');
  });

  it('matches the layout table of README: each row imports exactly what the graph says, every folder is named', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
    const rows = layout.split('\n').filter((line) => /^\| `[\w-]+\/` \|/.test(line));
    const documented = new Map(
      rows.map((row) => {
        const cells = row.split('|').map((cell) => cell.trim());
        const folder = (cells[1] ?? '').replace(/`/g, '').replace(/\/$/, '');
        return [folder, [...(cells.at(-2) ?? '').matchAll(/`([\w-]+)\/`/g)].map((match) => match[1]!).sort()];
      }),
    );
    const topLevel = new Map<string, Set<string>>();
    for (const [from, edges] of graph) {
      if (from === '.') continue;
      const top = from.split('/')[0]!;
      const set = topLevel.get(top) ?? new Set<string>();
      for (const to of edges.keys()) if (to.split('/')[0] !== top && to !== '.') set.add(to.split('/')[0]!);
      topLevel.set(top, set);
    }
    for (const [top, imports] of topLevel) expect(documented.get(top), `README row for ${top}/`).toEqual([...imports].sort());
    const named = new Set([...layout.matchAll(/`([\w./-]+)\/`/g)].map((match) => match[1]!));
    // app/'s folders are its routes, which the page registry lists (content/site-map/routes.ts), not the table.
    for (const folder of graph.keys()) if (folder !== '.' && !folder.startsWith('app/')) expect(named.has(folder), `README's layout table names ${folder}/`).toBe(true);
  });

  it('imports no module of Next.js anywhere (the site moved to Astro: issue 37)', () => {
    const used = sourceFiles(root).filter((file) => /(?:from |import\()'next(?:\/[\w/-]+)?'/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(used).toEqual([]);
  });
});
