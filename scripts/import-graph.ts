/**
 * The folder-level import graph (README, Layout): which folder imports which, counting value imports only
 * (`import type` and type-only specifiers are erased at compile time and never run). A folder is the file's
 * path two levels deep: `server/app.ts` belongs to `server`, `server/leads/outbox.ts` to `server/leads`,
 * `content/site.ts` to `content`. Unit tests (`*.test.*`) are left out: they may check that two sides agree.
 *
 *   npm run graph            prints every folder with the folders it imports, then the cycles (none allowed: exit 1)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The source roots walked; files directly in the repository root belong to the folder `.`. */
export const sourceRoots = ['app', 'build', 'components', 'content', 'e2e', 'lib', 'scripts', 'server'] as const;

const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js'];
/** Source files beside the modules: Astro's routes and layouts (their frontmatter and scripts import). */
const sourceExtensions = [...extensions, '.astro'];

function walk(dir: string, files: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'fixtures' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (sourceExtensions.some((extension) => entry.name.endsWith(extension)) && !/\.test\.[cm]?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
}

/** Every source file of the repository, relative to `root`, tests excluded. */
export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const folder of sourceRoots) walk(path.join(root, folder), files);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)) && !entry.name.includes('.test.') && !entry.name.endsWith('.d.ts')) files.push(path.join(root, entry.name));
  }
  return files.map((file) => path.relative(root, file)).sort();
}

/** A source file's code as TypeScript: an Astro file's frontmatter and its <script> elements; any other file whole. */
export function moduleCode(file: string, text: string): { fileName: string; code: string } {
  if (!file.endsWith('.astro')) return { fileName: file, code: text };
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return { fileName: `${file}.ts`, code: [frontmatter, ...scripts].join('\n') };
}

/** The module specifiers a file imports for their values (static imports, re-exports and `import()`). */
export function valueImports(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const typeOnly = node.isTypeOnly || (clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument !== undefined && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function isFile(candidate: string): boolean {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The repository file a specifier names (the `@/` alias or a relative path), or undefined for a package. */
export function resolveImport(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.join(root, path.dirname(fromFile), specifier);
  else return undefined;
  const withoutJs = base.replace(/\.[cm]?js$/, '');
  const candidates = [base, ...extensions.map((extension) => withoutJs + extension), ...extensions.map((extension) => path.join(base, `index${extension}`))];
  const found = candidates.find(isFile);
  return found === undefined ? undefined : path.relative(root, found);
}

/** The folder a file belongs to, two levels deep (`.` for the repository root). */
export function folderOf(file: string): string {
  const parts = file.split(/[\\/]/).slice(0, -1);
  return parts.length === 0 ? '.' : parts.slice(0, 2).join('/');
}

export type FolderGraph = Map<string, Map<string, string[]>>;

/** Folder → imported folder → the files making that import (`from → to`), self-imports left out. */
export function folderGraph(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(root)) {
    const from = folderOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    const { fileName, code } = moduleCode(file, readFileSync(path.join(root, file), 'utf8'));
    for (const specifier of valueImports(fileName, code)) {
      const target = resolveImport(root, file, specifier);
      if (target === undefined) continue;
      const to = folderOf(target);
      if (to === from) continue;
      const edges = graph.get(from)!;
      edges.set(to, [...(edges.get(to) ?? []), `${file} → ${target}`]);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan): each is a folder cycle. */
export function folderCycles(graph: FolderGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) cycles.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The graph as text: one line per folder with the folders it imports. */
export function formatGraph(graph: FolderGraph): string {
  return [...graph.keys()]
    .sort()
    .map((from) => `${from} → ${[...graph.get(from)!.keys()].sort().join(', ') || '(nothing)'}`)
    .join('\n');
}

if (process.argv[1] !== undefined && import.meta.filename === path.resolve(process.argv[1])) {
  const root = path.resolve(import.meta.dirname, '..');
  const graph = folderGraph(root);
  console.log(formatGraph(graph));
  const cycles = folderCycles(graph);
  for (const cycle of cycles) {
    console.log(`\ncycle: ${cycle.join(' ↔ ')}`);
    for (const from of cycle)
      for (const [to, via] of graph.get(from) ?? []) if (cycle.includes(to)) console.log(`  ${from} → ${to}: ${via.slice(0, 3).join('; ')}${via.length > 3 ? ` (+${via.length - 3})` : ''}`);
  }
  if (cycles.length > 0) process.exitCode = 1;
}
