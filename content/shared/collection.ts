import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type * as z from 'zod';

/**
 * Collections: one file per entry (YAML for data, Markdown with YAML frontmatter for long text), read from
 * content/<dir>/ and validated with a strict zod schema at load. A bad file stops the build and
 * `npm run content:check` with "file: field: reason". Reads are lazy and re-read when a file changes, so
 * `npm run dev` shows an edit on reload; in a build or the server each directory is read once per change.
 */

/** A file that cannot be published: names the file (relative to the repository), the field and the reason. */
export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: ReadonlyArray<{ field: string; reason: string }>,
  ) {
    super(problems.map(({ field, reason }) => `${file}: ${field}: ${reason}`).join('\n'));
    this.name = 'ContentFileError';
  }
}

let root: string | undefined;

/** Where content/ lives: CONTENT_ROOT, else content/ under the working directory (the server bundle sets its own copy). */
export function contentRoot(): string {
  return root ?? process.env.CONTENT_ROOT ?? path.join(process.cwd(), 'content');
}

/** The production server reads the copy of the collections shipped beside its bundle. */
export function setContentRoot(dir: string): void {
  root = dir;
}

/**
 * Runs `read` with the collections read from `dir`, then puts the root back as it was (a set root, or none).
 * Synchronous on purpose: nothing else reads the collections while the root is borrowed.
 */
export function withContentRoot<T>(dir: string, read: () => T): T {
  const previous = root;
  root = dir;
  try {
    return read();
  } finally {
    root = previous;
  }
}

export type CollectionFormat = 'yaml' | 'markdown';

export interface CollectionDefinition<Schema extends z.ZodType> {
  /** Folder under content/, e.g. 'careers/jobs'. */
  dir: string;
  /** Strict schema of one file's data (z.strictObject: unknown fields are refused). Markdown: the frontmatter plus the body field. */
  schema: Schema;
  format: CollectionFormat;
  /** Markdown only: the field the body goes into (default 'body'). */
  bodyField?: string;
  /** Checks across entries or against other collections (references); return problems per slug. */
  check?: (entries: ReadonlyArray<Entry<z.output<Schema>>>) => ReadonlyArray<{ slug: string; field: string; reason: string }>;
}

/** One entry: its data, the slug (the file name without extension) and the file it came from. */
export type Entry<Data> = Data & { slug: string };

export interface Collection<Data> {
  readonly dir: string;
  readonly format: CollectionFormat;
  /** Every entry, sorted by slug; throws ContentFileError for the first bad file. */
  all(): ReadonlyArray<Entry<Data>>;
  /** One entry by slug, or undefined. */
  get(slug: string): Entry<Data> | undefined;
  /** The files of the collection, relative to the repository root (for text-scanning checks). */
  files(): string[];
  /** Every problem of every file, without throwing (for content:check). */
  problems(): ContentFileError[];
}

const registry: Array<Collection<unknown>> = [];

/** Every collection defined so far (content/registry/collections.ts imports them all). */
export function registeredCollections(): ReadonlyArray<Collection<unknown>> {
  return registry;
}

const EXTENSIONS: Record<CollectionFormat, string> = { yaml: '.yaml', markdown: '.md' };

/**
 * The most a content file may weigh (the largest is about 12 KB): a bigger file is refused before it is parsed, so
 * a pasted 5 MB string cannot slow the build or the editor down.
 */
export const MAX_FILE_BYTES = 256 * 1024;

/**
 * YAML's anchors and aliases (&name, *name) are refused: no entry needs them, and a few nested aliases expand to
 * gigabytes (a "billion laughs" file).
 */
const YAML_OPTIONS = { maxAliasCount: 0 } as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

function fieldName(issuePath: ReadonlyArray<PropertyKey>): string {
  return issuePath.length === 0 ? '(file)' : issuePath.map((part) => (typeof part === 'number' ? `[${part}]` : String(part))).join('.').replace(/\.\[/g, '[');
}

/** Splits "---\nfrontmatter\n---\nbody" into its two parts. */
export function splitFrontmatter(source: string): { frontmatter: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { frontmatter: match[1] ?? '', body: (match[2] ?? '').replace(/^\r?\n/, '') } : undefined;
}

function parseFile<Schema extends z.ZodType>(definition: CollectionDefinition<Schema>, file: string): { data?: Entry<z.output<Schema>>; error?: ContentFileError } {
  const shown = displayPath(file);
  const slug = path.basename(file, EXTENSIONS[definition.format]);
  if (!SLUG.test(slug)) return { error: new ContentFileError(shown, [{ field: '(file name)', reason: 'must be a lower-case slug such as my-entry, with words joined by hyphens' }]) };
  const bytes = statSync(file).size;
  if (bytes > MAX_FILE_BYTES) {
    return { error: new ContentFileError(shown, [{ field: '(file)', reason: `is ${(bytes / 1024 / 1024).toFixed(1)} MB; a content file may be at most ${MAX_FILE_BYTES / 1024} KB` }]) };
  }
  let raw: unknown;
  try {
    const source = readFileSync(file, 'utf8');
    if (definition.format === 'markdown') {
      const parts = splitFrontmatter(source);
      if (!parts) return { error: new ContentFileError(shown, [{ field: '(frontmatter)', reason: 'must start with a --- block of fields' }]) };
      const frontmatter: unknown = parseYaml(parts.frontmatter, YAML_OPTIONS) ?? {};
      raw = typeof frontmatter === 'object' && frontmatter !== null && !Array.isArray(frontmatter) ? { ...frontmatter, [definition.bodyField ?? 'body']: parts.body } : frontmatter;
    } else {
      raw = parseYaml(source, YAML_OPTIONS);
    }
  } catch (error) {
    return { error: new ContentFileError(shown, [{ field: '(syntax)', reason: error instanceof Error ? error.message.split('\n')[0] ?? 'cannot be read' : 'cannot be read' }]) };
  }
  let result: ReturnType<typeof definition.schema.safeParse>;
  try {
    result = definition.schema.safeParse(raw);
  } catch (error) {
    // A reference checked against another collection that has a bad file: that file's error.
    if (error instanceof ContentFileError) return { error };
    throw error;
  }
  if (!result.success) {
    return { error: new ContentFileError(shown, result.error.issues.map((issue) => ({ field: fieldName(issue.path), reason: issue.message }))) };
  }
  return { data: { ...(result.data as object), slug } as Entry<z.output<Schema>> };
}

/** Declares a collection; nothing is read until the first call. */
/** Counts the reads of a changed file (or content root) by any collection. */
let generation = 0;

/** Which state of the content the collections hold: the same number as long as no file was changed since. */
export function contentGeneration(): number {
  for (const collection of registry) collection.problems();
  return generation;
}

/**
 * A value derived from the collections (a page's proof, the quotes every page is given), computed again only
 * after one of their files changed, so a value many pages ask for is worked out once per change.
 */
export function memoOnContent<T>(compute: () => T): () => T {
  let memo: { generation: number; value: T } | undefined;
  return () => {
    const current = contentGeneration();
    if (memo?.generation === current) return memo.value;
    const value = compute();
    memo = { generation: contentGeneration(), value };
    return value;
  };
}

/** How many content roots a collection keeps its last read of. */
const CACHED_ROOTS = 3;

export function defineCollection<Schema extends z.ZodType>(definition: CollectionDefinition<Schema>): Collection<z.output<Schema>> {
  type Data = z.output<Schema>;
  // One read per content root, the last few kept: the editor's save check reads a scratch copy, then the real root again.
  const caches = new Map<string, { signature: string; entries: Array<Entry<Data>>; errors: ContentFileError[] }>();
  // The read served last: serving another one (the root set back after a scratch copy) is a change of content for memoOnContent too.
  let served: unknown;

  const folder = () => path.join(contentRoot(), definition.dir);
  const fileNames = () => {
    try {
      return readdirSync(folder()).filter((name) => name.endsWith(EXTENSIONS[definition.format])).sort();
    } catch {
      return [];
    }
  };
  const load = () => {
    const names = fileNames();
    const signature = names.map((name) => `${name}:${statSync(path.join(folder(), name)).mtimeMs}`).join('|') + `@${folder()}`;
    const cached = caches.get(folder());
    if (cached?.signature === signature) {
      if (served !== cached) generation += 1;
      served = cached;
      return cached;
    }
    const entries: Array<Entry<Data>> = [];
    const errors: ContentFileError[] = [];
    for (const name of names) {
      const { data, error } = parseFile(definition, path.join(folder(), name));
      if (error) errors.push(error);
      else if (data) entries.push(data);
    }
    if (errors.length === 0 && definition.check) {
      const bySlug = new Map<string, Array<{ field: string; reason: string }>>();
      let found: ReturnType<NonNullable<typeof definition.check>> = [];
      try {
        found = definition.check(entries);
      } catch (error) {
        // A reference into another collection that has a bad file: that file's error, reported here too.
        if (error instanceof ContentFileError) errors.push(error);
        else throw error;
      }
      for (const problem of found) bySlug.set(problem.slug, [...(bySlug.get(problem.slug) ?? []), { field: problem.field, reason: problem.reason }]);
      for (const [slug, problems] of bySlug) errors.push(new ContentFileError(displayPath(path.join(folder(), `${slug}${EXTENSIONS[definition.format]}`)), problems));
    }
    const cache = { signature, entries, errors };
    caches.delete(folder());
    caches.set(folder(), cache);
    for (const oldest of caches.keys()) if (caches.size > CACHED_ROOTS) caches.delete(oldest);
    generation += 1;
    served = cache;
    return cache;
  };

  const collection: Collection<Data> = {
    dir: definition.dir,
    format: definition.format,
    all() {
      const { entries, errors } = load();
      if (errors[0]) throw errors[0];
      return entries;
    },
    get(slug) {
      return collection.all().find((entry) => entry.slug === slug);
    },
    files() {
      return fileNames().map((name) => displayPath(path.join(folder(), name)));
    },
    problems() {
      return load().errors;
    },
  };
  registry.push(collection as Collection<unknown>);
  return collection;
}

/** A page that is one file (the home page, the industries overview): its collection, holding that file only. */
export interface Singleton<Data> {
  /** The collection of the folder, for `npm run content:check` and the read API (its one entry). */
  readonly files: Collection<Data>;
  /** The file's data; throws ContentFileError when it is bad or missing. */
  read(): Entry<Data>;
}

/**
 * A page stored as one file, content/<dir>/<name>.yaml (the editor's singleton at the same path): read and checked
 * like a collection's entry; a missing file, or another YAML file beside it, is refused.
 */
export function defineSingleton<Schema extends z.ZodType>(definition: { dir: string; name: string; schema: Schema }): Singleton<z.output<Schema>> {
  const { dir, name } = definition;
  const files = defineCollection({
    dir,
    format: 'yaml',
    schema: definition.schema,
    check: (entries) => [
      ...entries.filter((entry) => entry.slug !== name).map((entry) => ({ slug: entry.slug, field: '(file name)', reason: `only ${name}.yaml belongs in content/${dir}/` })),
      ...(entries.some((entry) => entry.slug === name) ? [] : [{ slug: name, field: '(file)', reason: 'is missing' }]),
    ],
  });
  return {
    files,
    read() {
      const entry = files.get(name);
      if (!entry) throw new ContentFileError(displayPath(path.join(contentRoot(), dir, `${name}.yaml`)), [{ field: '(file)', reason: 'is missing' }]);
      return entry;
    },
  };
}
