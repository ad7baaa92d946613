/**
 * Rewrites every file of the editor's collections to exactly what the editor (Keystatic) would save, so an
 * editor's first save of a file changes only what they changed:
 *   npm run content:normalise            rewrite the files that differ
 *   npm run content:normalise -- --check list them and exit 1 (scripts/content-normalise.test.ts runs this)
 * It uses Keystatic's own serialisers, the same code as the admin UI bundle: each field's parse and serialize of
 * the browser build of @keystatic/core (scripts/keystatic-browser-hooks.mjs: the server build stubs the Markdown
 * editor), then js-yaml's `dump` with Keystatic's (default) options for the data
 * and the frontmatter: keys in the schema's order, strings quoted only where YAML needs it, long lines folded.
 * Markdown bodies go through the MDX field's ProseMirror round trip (tables padded, `*` bullets).
 * CONTENT_ROOT's parent is the directory read (default: the working directory), so a copy can be normalised.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ComponentSchema } from '@keystatic/core';
import { dump, load } from 'js-yaml';

// Keystatic's browser build (the admin UI's code), loaded before the collections define their fields with it.
register('./keystatic-browser-hooks.mjs', import.meta.url);
const { collections, singletons } = await import('../server/editor/keystatic.config');

type Value = unknown;
type Field = ComponentSchema & Record<string, unknown>;
interface FormField {
  kind: 'form';
  formKind?: 'content' | 'assets' | 'slug';
  parse: (value: Value, args: Record<string, unknown>) => Value;
  serialize: (value: Value, args: Record<string, unknown>) => { value?: Value; content?: Uint8Array };
  contentExtension?: string;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** One value through its field: what the editor reads from the file, then what it writes back. */
function roundTrip(schema: Field, raw: Value, slug?: string): Value {
  switch (schema.kind) {
    case 'form': {
      // Only the collection's slug field learns the slug (the file name): Keystatic reads that field from it.
      const field = schema as unknown as FormField & { serializeWithSlug?: (value: Value) => { value: Value } };
      const stored = raw === null ? undefined : raw;
      const value = field.parse(stored, { slug });
      return slug !== undefined && field.serializeWithSlug ? field.serializeWithSlug(value).value : field.serialize(value, { slug }).value;
    }
    case 'object':
      return entry((schema as unknown as { fields: Record<string, Field> }).fields, raw);
    case 'array': {
      const element = (schema as unknown as { element: Field }).element;
      return ((raw ?? []) as Value[]).map((item) => roundTrip(element, item));
    }
    case 'conditional': {
      const { discriminant, values } = schema as unknown as { discriminant: Field; values: Record<string, Field> };
      const input = (raw ?? {}) as { discriminant?: Value; value?: Value };
      const chosen = roundTrip(discriminant, input.discriminant);
      const value = values[String(chosen)] ? roundTrip(values[String(chosen)]!, input.value) : undefined;
      return value === undefined ? { discriminant: chosen } : { discriminant: chosen, value };
    }
    default:
      return raw;
  }
}

/** An object of fields (an entry's top level with its slug field, or a nested object): keys in the schema's order, unset ones left out. */
function entry(fields: Record<string, Field>, raw: Value, slug?: { field: string; value: string }): Record<string, Value> {
  const input = (raw ?? {}) as Record<string, Value>;
  const output: Record<string, Value> = {};
  for (const [key, field] of Object.entries(fields)) {
    const value = roundTrip(field, input[key], key === slug?.field ? slug.value : undefined);
    if (value !== undefined) output[key] = value;
  }
  return output;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?([\s\S]*)$/;

/** The file as the editor would save it (throws the reason it cannot be read). */
export function normalise(schema: Record<string, Field>, contentField: string | undefined, slug: { field: string; value: string }, text: string): string {
  if (!contentField) return dump(entry(schema, load(text), slug));
  const match = FRONTMATTER.exec(text);
  if (!match) throw new Error('has no --- frontmatter block');
  const { [contentField]: body, ...rest } = schema;
  const data = entry(rest, load(match[1] ?? ''), slug);
  const field = body as unknown as FormField;
  const state = field.parse(undefined, { content: encoder.encode(match[2] ?? ''), other: new Map(), external: new Map(), slug: slug.value });
  const { content } = field.serialize(state, { slug: slug.value });
  return `---\n${dump(data)}---\n${decoder.decode(content)}`;
}

/** Every file of every collection and singleton: [file (relative to the base directory), normalised text, current text]. */
export function collectionFiles(base: string): Array<{ file: string; current: string; normalised: string }> {
  const results = [];
  for (const collection of Object.values(collections)) {
    const dir = (collection.path ?? '').replace(/\/\*$/, '');
    if (!dir) continue;
    const format = collection.format as { contentField?: string; data?: string } | undefined;
    const schema = collection.schema as unknown as Record<string, Field>;
    const contentField = format?.contentField;
    const extension = contentField ? ((schema[contentField] as unknown as FormField).contentExtension ?? '.mdoc') : '.yaml';
    let names: string[];
    try {
      names = readdirSync(path.join(base, dir)).filter((name) => name.endsWith(extension)).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      const file = `${dir}/${name}`;
      const current = readFileSync(path.join(base, file), 'utf8');
      try {
        results.push({ file, current, normalised: normalise(schema, contentField, { field: collection.slugField, value: name.slice(0, -extension.length) }, current) });
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    }
  }
  // A singleton is one YAML data file at its path (the pages that are one file: content/read pageSingletons).
  for (const single of Object.values(singletons)) {
    const file = `${single.path}.yaml`;
    let current: string;
    try {
      current = readFileSync(path.join(base, file), 'utf8');
    } catch {
      continue;
    }
    try {
      results.push({ file, current, normalised: normalise(single.schema as unknown as Record<string, Field>, undefined, { field: '', value: '' }, current) });
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  }
  return results;
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isMain) {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
  const base = process.env.CONTENT_ROOT ? path.dirname(path.resolve(process.env.CONTENT_ROOT)) : process.cwd();
  const changed = collectionFiles(base).filter(({ current, normalised }) => current !== normalised);
  if (values.check) {
    for (const { file } of changed) console.error(`${file}: not as the editor saves it (run npm run content:normalise)`);
    if (changed.length > 0) process.exit(1);
    console.log('content:normalise: every collection file is as the editor saves it');
  } else {
    for (const { file, normalised } of changed) writeFileSync(path.join(base, file), normalised);
    console.log(`content:normalise: ${changed.length} file(s) rewritten`);
  }
}
