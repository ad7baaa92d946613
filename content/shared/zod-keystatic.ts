import { collection, fields, singleton } from '@keystatic/core';
import type { ComponentSchema } from '@keystatic/core';
import type * as z from 'zod';
import { lengthHint } from './keystatic-fields';
import type { UploadFolder } from './uploads';

/**
 * The editor's fields derived from a collection's zod schema, so a collection's shape is declared once (the zod
 * schema the loader and `npm run content:check` apply) and the editor's form cannot drift from it. Reads the
 * schema's structure and its `.meta({ title, description })`:
 * - a string: a text field with the schema's length limits and `.regex()` pattern (optional when wrapped in `absentWhenEmpty`);
 * - an enum: a select (an optional one offers "None", or `optionLabels['']`, saved as '' and read as absent);
 * - an object: a group of fields; an array: a list (its item label is the item's title, label or name);
 * - `blocks()` (content/shared/section-blocks.ts, an array of `{ discriminant, value }`): Keystatic's blocks, one
 *   kind of section per block, stored as Keystatic stores them;
 * - a number: an integer or number field with its bounds; a boolean: a checkbox (`meta.defaultValue` ticks it for a new entry);
 * - what the schema's type alone cannot say, from its `.meta()`: `editor: 'date'` on an ISO date string (a date picker),
 *   `collection: 'people'` on an id (a pick from that collection) or on a list of ids (a pick of several), `optionLabels` on an
 *   enum (the words shown for its values), `upload` on an image's address (an upload into that folder, content/shared/uploads.ts).
 * Anything else throws when the editor's config is built, naming the field, so a new kind of field is added here
 * once rather than written by hand beside the schema.
 */

type Def = { type: string } & Record<string, unknown>;
type Schema = z.ZodType;

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** What `.meta()` may tell the editor (zod's own title and description, and the hints above). */
export interface EditorMeta {
  title?: string;
  description?: string;
  /** An ISO date string (YYYY-MM-DD) edited with a date picker. */
  editor?: 'date';
  /** The id of an entry of this editor collection (e.g. 'people'), picked from it. */
  collection?: string;
  /** An enum's values as the editor shows them. */
  optionLabels?: Readonly<Record<string, string>>;
  /** The value a new entry starts with (a checkbox's tick, a number). */
  defaultValue?: boolean | number;
  /** An image's address, uploaded in the editor into this folder (the schema checks the address it is saved at). */
  upload?: UploadFolder;
  /** A text edited in a box of several lines (else: when it may run past 160 characters). */
  multiline?: boolean;
}
type Meta = EditorMeta;

/** The metadata of a schema or of the first schema it wraps that has some (optional, default, pipe). */
function metaOf(schema: Schema): Meta {
  let current: Schema | undefined = schema;
  while (current) {
    const meta = (current as unknown as { meta?: () => Meta | undefined }).meta?.();
    if (meta && (meta.title || meta.description)) return meta;
    current = inner(current)?.schema;
  }
  return {};
}

/** The schema a wrapper wraps, and whether the wrapper makes the value optional. */
function inner(schema: Schema): { schema: Schema; optional: boolean } | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return { schema: def.innerType as Schema, optional: true };
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return { schema: def.innerType as Schema, optional: false };
    case 'pipe': {
      // z.preprocess(...) is a transform piped into the schema; `.transform(...)` is the schema piped into a transform.
      const input = def.in as Schema;
      return defOf(input).type === 'transform' ? { schema: def.out as Schema, optional: false } : { schema: input, optional: false };
    }
    default:
      return undefined;
  }
}

/** The schema under its wrappers, whether any wrapper made it optional, and the metadata found on the way. */
function unwrap(schema: Schema): { core: Schema; optional: boolean; meta: Meta } {
  const meta = metaOf(schema);
  let core = schema;
  let optional = false;
  for (let step = inner(core); step; step = inner(core)) {
    optional ||= step.optional;
    core = step.schema;
  }
  return { core, optional, meta };
}

/** "heroIntro" → "Hero intro". */
export function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function bounds(schema: Schema): { min?: number; max?: number } {
  const { minLength, maxLength } = schema as unknown as { minLength?: number | null; maxLength?: number | null };
  const found: { min?: number; max?: number } = {};
  if (typeof minLength === 'number') found.min = minLength;
  if (typeof maxLength === 'number') found.max = maxLength;
  // Arrays keep their length checks in the definition.
  for (const check of (defOf(schema).checks as Array<{ _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }> | undefined) ?? []) {
    const { check: kind, minimum, maximum, length } = check._zod.def;
    if (kind === 'min_length' && minimum !== undefined) found.min = minimum;
    if (kind === 'max_length' && maximum !== undefined) found.max = maximum;
    if (kind === 'length_equals' && length !== undefined) found.min = found.max = length;
  }
  return found;
}

/** A string schema's `.regex()` check as Keystatic's pattern validation, with the schema's message. */
function patternOf(schema: Schema): { regex: RegExp; message: string } | undefined {
  type CheckDef = { check: string; format?: string; pattern?: RegExp; error?: (issue: object) => unknown };
  const check = ((defOf(schema).checks as Array<{ _zod: { def: CheckDef } }> | undefined) ?? []).map((item) => item._zod.def).find((def) => def.check === 'string_format' && def.format === 'regex');
  if (!check?.pattern) return undefined;
  const message = check.error?.({});
  return { regex: check.pattern, message: typeof message === 'string' ? message : `must match ${String(check.pattern)}` };
}

function describe(meta: Meta, limits?: { min?: number; max?: number }): string | undefined {
  const hint = limits?.min !== undefined && limits.max !== undefined ? ` (${lengthHint({ min: limits.min, max: limits.max })})` : '';
  if (!meta.description) return hint ? hint.slice(2, -1) : undefined;
  return `${meta.description}${hint}`;
}

/** A text, a list of blocks: the fields whose value is a short string are candidates for an item's label (the first one filled in). */
const LABEL_KEYS = ['heading', 'title', 'label', 'name', 'phase', 'metric', 'value', 'category', 'figure'];

function itemLabelOf(element: Schema): ((props: unknown) => string) | undefined {
  const { core } = unwrap(element);
  const def = defOf(core);
  if (def.type === 'string') return (props) => String((props as { value?: unknown }).value ?? '');
  if (def.type !== 'object') return undefined;
  const keys = LABEL_KEYS.filter((name) => name in (def.shape as Record<string, Schema>));
  if (keys.length === 0) return undefined;
  return (props) => {
    const values = (props as { fields: Record<string, { value?: unknown }> }).fields;
    return String(keys.map((key) => values[key]?.value).find(Boolean) ?? '');
  };
}

/** Whether a schema is a `blocks()` list: an array of a union of `{ discriminant: literal, value }` objects. */
function blockOptions(def: Def): Array<{ kind: string; value: Schema; meta: Meta }> | undefined {
  if (def.type !== 'array') return undefined;
  const { core, meta: elementMeta } = unwrap(def.element as Schema);
  void elementMeta;
  const union = defOf(core);
  if (union.type !== 'union' || union.discriminator !== 'discriminant') return undefined;
  return (union.options as Schema[]).map((option) => {
    const shape = defOf(option).shape as Record<string, Schema>;
    const literal = defOf(shape.discriminant as Schema).values as unknown[];
    return { kind: String(literal[0]), value: shape.value as Schema, meta: metaOf(option) };
  });
}

/**
 * The Keystatic field of one zod schema; `key` names it in labels and errors. Keystatic has no optional group, so
 * the fields of an optional object (`inOptionalGroup`) may be left empty in the editor: the group left all empty is
 * absent (absentWhenEmpty), one filled in part is refused by the schema.
 */
export function keystaticField(schema: Schema, key: string, inOptionalGroup = false): ComponentSchema {
  const { core, optional: own, meta } = unwrap(schema);
  const optional = own || inOptionalGroup;
  const def = defOf(core);
  const label = meta.title ?? humanize(key);
  switch (def.type) {
    case 'string': {
      if (meta.editor === 'date') return fields.date({ label, description: describe(meta), validation: { isRequired: !optional } });
      if (meta.upload) return fields.image({ label, description: describe(meta), directory: meta.upload.directory, publicPath: meta.upload.publicPath });
      if (meta.collection) return fields.relationship({ label, description: describe(meta), collection: meta.collection, validation: { isRequired: !optional } });
      const limits = bounds(core);
      const length = { min: optional ? 0 : (limits.min ?? 1), max: limits.max ?? 100_000 };
      const found = patternOf(core);
      // An optional field may stay empty: the pattern is for what is typed (Keystatic tests '' against it too).
      const pattern = found && optional ? { ...found, regex: new RegExp(`(?:${found.regex.source})|^$`, found.regex.flags) } : found;
      return fields.text({ label, description: describe(meta, limits), multiline: meta.multiline ?? (limits.max ?? 0) > 160, validation: { length, ...(pattern ? { pattern } : {}) } });
    }
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>);
      const options = values.map((value) => ({ label: meta.optionLabels?.[value] ?? value, value }));
      if (optional) return fields.select({ label, description: describe(meta), options: [{ label: meta.optionLabels?.[''] ?? 'None', value: '' }, ...options], defaultValue: '' });
      return fields.select({ label, description: describe(meta), options, defaultValue: values[0] ?? '' });
    }
    case 'number': {
      const { minValue, maxValue, isInt } = core as unknown as { minValue?: number | null; maxValue?: number | null; isInt?: boolean };
      const validation = { isRequired: !optional, min: minValue ?? undefined, max: maxValue ?? undefined };
      const defaultValue = typeof meta.defaultValue === 'number' ? { defaultValue: meta.defaultValue } : {};
      return isInt ? fields.integer({ label, description: describe(meta), validation, ...defaultValue }) : fields.number({ label, description: describe(meta), validation, ...defaultValue });
    }
    case 'boolean':
      return fields.checkbox({ label, description: describe(meta), ...(typeof meta.defaultValue === 'boolean' ? { defaultValue: meta.defaultValue } : {}) });
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      return fields.object(keystaticFields(shape, optional), { label, description: describe(meta) });
    }
    case 'array': {
      const limits = bounds(core);
      // An optional list may be left with no items (saved as [], read as absent); the schema's minimum is for a list that has some.
      if (optional && limits.min !== undefined) limits.min = 0;
      const validation = limits.min !== undefined || limits.max !== undefined ? { length: limits } : undefined;
      if (meta.collection) return fields.multiRelationship({ label, description: describe(meta), collection: meta.collection, ...(validation ? { validation } : {}) });
      const blocks = blockOptions(def);
      if (blocks) {
        const schemas = Object.fromEntries(
          blocks.map((block) => {
            const blockLabel = block.meta.title ?? humanize(block.kind);
            const inner = itemLabelOf(block.value);
            // "Cards: Fintech software services": the kind, then the block's heading when it has one.
            const itemLabel = inner ? (props: unknown) => [blockLabel, inner(props)].filter(Boolean).join(': ') : () => blockLabel;
            return [block.kind, { label: blockLabel, itemLabel: itemLabel as never, schema: keystaticField(block.value, block.kind) }];
          }),
        );
        return fields.blocks(schemas, { label, description: describe(meta), validation });
      }
      const element = def.element as Schema;
      const itemLabel = itemLabelOf(element);
      return fields.array(keystaticField(element, `${key} item`), {
        label,
        description: describe(meta),
        validation,
        ...(itemLabel ? { itemLabel: itemLabel as never } : {}),
      });
    }
    default:
      throw new Error(`${key}: the editor has no field for a zod ${def.type} (add it to content/shared/zod-keystatic.ts)`);
  }
}

/** The fields of an object schema's shape, in its order. */
export function keystaticFields(shape: Record<string, Schema>, inOptionalGroup = false): Record<string, ComponentSchema> {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, keystaticField(schema, key, inOptionalGroup)]));
}

/** The shape of a (possibly wrapped) zod object schema. */
export function shapeOf(schema: Schema): Record<string, Schema> {
  const { core } = unwrap(schema);
  const def = defOf(core);
  if (def.type !== 'object') throw new Error('a collection schema must be an object');
  return def.shape as Record<string, Schema>;
}

export interface DerivedCollectionOptions {
  label: string;
  /** Where the entries are, e.g. 'content/industries/entries/*' (the file name is the entry's slug). */
  path: `${string}/*`;
  /** The text field the entry's name is typed in; the editor proposes the file name from it. */
  slugField: string;
  /** How the editor names the file name, when it is more than a file's name (an address, an anchor). */
  slug?: { label: string; description: string; pattern?: { regex: RegExp; message: string } };
  /**
   * A text field of the schema that is the entry's Markdown body: the file is <slug>.md, the other fields its
   * frontmatter. By its key, the body is edited as rich text (headings from level 2: the page's title is its h1; no
   * images); as `{ key, field }`, with that editor (a fields.markdoc or fields.mdx the schema's string cannot describe).
   */
  contentField?: string | { key: string; field: ComponentSchema };
  previewUrl?: string;
  columns?: string[];
}

/**
 * A Keystatic collection whose fields are derived from the collection's zod schema: the `slugField` becomes the
 * entry's name and file name (the name is stored in the file, the slug is the file name), the rest as above.
 */
export function derivedCollection(schema: Schema, options: DerivedCollectionOptions) {
  const shape = shapeOf(schema);
  const { [options.slugField]: nameSchema, ...rest } = shape;
  if (!nameSchema) throw new Error(`${options.slugField}: not a field of the schema`);
  const { meta, core } = unwrap(nameSchema);
  const limits = bounds(core);
  const pattern = patternOf(core);
  const body: { key: string; field?: ComponentSchema } | undefined = typeof options.contentField === 'string' ? { key: options.contentField } : options.contentField;
  if (body && !(body.key in shape)) throw new Error(`${body.key}: not a field of the schema`);
  const name = fields.slug({
    name: {
      label: meta.title ?? humanize(options.slugField),
      description: describe(meta, limits),
      validation: { length: { min: limits.min ?? 1, max: limits.max ?? 200 }, ...(pattern ? { pattern } : {}) },
    },
    slug: options.slug
      ? { label: options.slug.label, description: options.slug.description, ...(options.slug.pattern ? { validation: { pattern: options.slug.pattern } } : {}) }
      : { label: 'File name', description: `Lower-case words joined by hyphens; the file is saved as <file name>.${body ? 'md' : 'yaml'}, and the page’s address ends with it.` },
  });
  const schemaFields: Record<string, ComponentSchema> = {};
  for (const key of Object.keys(shape)) {
    if (key === options.slugField) schemaFields[key] = name;
    else if (key === body?.key) schemaFields[key] = body.field ?? markdownBody(rest[key] as Schema, key);
    else schemaFields[key] = keystaticField(rest[key] as Schema, key);
  }
  return collection({
    label: options.label,
    path: options.path,
    slugField: options.slugField as never,
    ...(body ? { format: { contentField: body.key as never }, entryLayout: 'content' as const } : { format: { data: 'yaml' as const } }),
    ...(options.previewUrl ? { previewUrl: options.previewUrl } : {}),
    ...(options.columns ? { columns: options.columns as never[] } : {}),
    schema: schemaFields,
  });
}

/** A Markdown body (a text in the schema), saved as the text of the .md file after its frontmatter. */
function markdownBody(schema: Schema, key: string) {
  const { core, meta } = unwrap(schema);
  if (defOf(core).type !== 'string') throw new Error(`${key}: a Markdown body must be a zod string`);
  return fields.mdx({ label: meta.title ?? humanize(key), description: describe(meta), extension: 'md', options: { image: false, heading: [2, 3, 4] } });
}

export interface DerivedSingletonOptions {
  label: string;
  /** The file without its extension, e.g. 'content/home/home' (saved as content/home/home.yaml). */
  path: string;
  previewUrl?: string;
}

/** A Keystatic singleton (a page that is one file) whose fields are derived from its zod schema, as above. */
export function derivedSingleton(schema: Schema, options: DerivedSingletonOptions) {
  return singleton({
    label: options.label,
    path: options.path,
    format: { data: 'yaml' },
    ...(options.previewUrl ? { previewUrl: options.previewUrl } : {}),
    schema: keystaticFields(shapeOf(schema)),
  });
}
