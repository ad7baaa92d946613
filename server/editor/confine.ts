import { lstat, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentSchema } from '@keystatic/core';

/**
 * What the editor's local storage may read and write (security issue 41): only the files its collections and
 * singletons save, derived from their Keystatic config (a `path` glob and a format give a folder and the data file's
 * extension; a content field adds its extension; an image field its folder and the image extensions), and only inside
 * content/ and public/ of the checkout. Keystatic's own check is a bare `startsWith` of the collection's folder
 * (content/legal.ts passed as content/legal) and it follows symlinks; this checks every path first, lexically
 * (checkEditablePath) and then on disk (checkOnDisk), and answers a refusal naming the rule it breaks. The disk
 * check runs just before Keystatic writes: a link another process on this machine plants in between is not caught
 * (local storage trusts the machine's own processes; it refuses every request from elsewhere).
 */

/** The only folders of the checkout the editor touches; a rule outside them is dropped. */
export const EDITABLE_ROOTS = ['content', 'public'] as const;
/** What an image field saves: Keystatic's image (and file) fields accept any file, the editor only these. */
export const IMAGE_EXTENSIONS = ['.avif', '.gif', '.jpeg', '.jpg', '.png', '.svg', '.webp'] as const;

/** A folder (any depth below it) and the extensions it may hold, or one exact file; `from` names its collection. */
export type EditableRule = { kind: 'folder'; directory: string; extensions: readonly string[]; from: string } | { kind: 'file'; file: string; from: string };

/** The part of a Keystatic collection or singleton the rules read. */
interface EntryConfig {
  path?: string;
  format?: string | { data?: string; contentField?: string | string[] };
  schema: Record<string, ComponentSchema>;
}
export interface EditableConfig {
  collections?: Record<string, EntryConfig>;
  singletons?: Record<string, EntryConfig>;
}

/** Keystatic's fixPath: no leading ./ or /, no trailing /. */
const fixPath = (value: string) => value.replace(/^\.?\/+/, '').replace(/\/*$/, '');

interface SchemaFiles {
  /** Extensions of the content fields (.md, .mdoc, .mdx). */
  contentExtensions: Set<string>;
  /** Folders an image field or a content field's images are saved in. */
  assetDirectories: Set<string>;
  /** An image field without a folder: its file goes beside the entry. */
  assetsBesideEntry: boolean;
}

function schemaFiles(schema: Record<string, ComponentSchema>): SchemaFiles {
  const found: SchemaFiles = { contentExtensions: new Set(), assetDirectories: new Set(), assetsBesideEntry: false };
  const seen = new Set<ComponentSchema>();
  const walk = (field: ComponentSchema): void => {
    if (seen.has(field)) return;
    seen.add(field);
    if (field.kind === 'array') return walk(field.element);
    if (field.kind === 'object') return Object.values(field.fields).forEach(walk);
    if (field.kind === 'conditional') return Object.values(field.values as Record<string, ComponentSchema>).forEach(walk);
    if (field.kind !== 'form') return;
    if (field.formKind === 'content') found.contentExtensions.add(field.contentExtension);
    if (field.formKind === 'asset') {
      if (field.directory === undefined) found.assetsBesideEntry = true;
      else found.assetDirectories.add(fixPath(field.directory));
    }
    if (field.formKind === 'content' || field.formKind === 'assets') for (const directory of field.directories ?? []) found.assetDirectories.add(fixPath(directory));
  };
  Object.values(schema).forEach(walk);
  return found;
}

/** The data file's extension, as Keystatic writes it: the content field's (front matter and body) or .yaml/.json. */
function dataExtension(entry: EntryConfig, files: SchemaFiles): string {
  const format = entry.format ?? 'yaml';
  if (typeof format === 'string') return `.${format}`;
  if (format.contentField === undefined) return `.${format.data ?? 'yaml'}`;
  const [name, ...rest] = Array.isArray(format.contentField) ? format.contentField : [format.contentField];
  const field = entry.schema[name ?? ''];
  if (rest.length === 0 && field?.kind === 'form' && field.formKind === 'content') return field.contentExtension;
  // A nested content field: one of the schema's content extensions (Keystatic refuses a config where they differ).
  return [...files.contentExtensions][0] ?? '.mdoc';
}

const insideRoots = (location: string) => EDITABLE_ROOTS.some((root) => location === root || location.startsWith(`${root}/`));

/** Every rule of a Keystatic config, each inside content/ or public/. */
export function editableRules(config: EditableConfig): EditableRule[] {
  const rules: EditableRule[] = [];
  const add = (files: SchemaFiles, from: string, entryFolder: string, data: string) => {
    // The entry folder holds the data files, the other content fields' files and images saved beside the entry.
    const extensions = new Set([data, ...files.contentExtensions, ...(files.assetsBesideEntry ? IMAGE_EXTENSIONS : [])]);
    rules.push({ kind: 'folder', directory: entryFolder, extensions: [...extensions].sort(), from });
    for (const directory of files.assetDirectories) rules.push({ kind: 'folder', directory, extensions: [...IMAGE_EXTENSIONS], from });
  };
  for (const [key, collection] of Object.entries(config.collections ?? {})) {
    const files = schemaFiles(collection.schema);
    add(files, `collection ${key}`, fixPath((collection.path ?? `${key}/*/`).replace(/\*\*?.*$/, '')), dataExtension(collection, files));
  }
  for (const [key, singleton] of Object.entries(config.singletons ?? {})) {
    const files = schemaFiles(singleton.schema);
    const configured = singleton.path ?? `${key}/`;
    const data = dataExtension(singleton, files);
    // content/site/ is saved as content/site/index.yaml (in its folder); content/site as content/site.yaml beside it.
    if (!configured.endsWith('/')) rules.push({ kind: 'file', file: `${fixPath(configured)}${data}`, from: `singleton ${key}` });
    add(files, `singleton ${key}`, fixPath(configured), data);
  }
  return rules.filter((rule) => insideRoots(rule.kind === 'file' ? rule.file : rule.directory));
}

/** Why a path is refused: the rule's name (in the answer's `rule`) and a sentence for the editor's error. */
export type PathVerdict = { ok: true } | { ok: false; status: 400 | 403 | 409; rule: string; message: string };

const refuse = (status: 400 | 403 | 409, rule: string, message: string): PathVerdict => ({ ok: false, status, rule, message });
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/** The lexical check: a relative path of plain names, inside a rule's folder with one of its extensions. */
export function checkEditablePath(rules: readonly EditableRule[], file: unknown): PathVerdict {
  if (typeof file !== 'string') return refuse(400, 'malformed', 'A file path must be a string.');
  if (file === '') return refuse(400, 'empty', 'The file path is empty.');
  if (file.includes('\0')) return refuse(400, 'nul', 'A file path may not contain a NUL character.');
  if (file.includes('\\')) return refuse(400, 'backslash', 'A file path uses forward slashes only, never a backslash.');
  if (file.startsWith('/') || /^[A-Za-z]:/.test(file)) return refuse(400, 'absolute', 'A file path is relative to the checkout, never absolute.');
  const segments = file.split('/');
  if (segments.some((segment) => segment === '')) return refuse(400, 'empty-segment', 'A file path may not contain an empty part (// or a trailing /).');
  if (segments.some((segment) => segment.startsWith('.'))) return refuse(400, 'dot-segment', 'A file path may not contain ".", ".." or a name starting with a dot.');
  const extension = extensionOf(segments[segments.length - 1] ?? '');
  const allowed = rules.some((rule) =>
    rule.kind === 'file' ? file === rule.file : file.startsWith(`${rule.directory}/`) && rule.extensions.includes(extension),
  );
  if (!allowed) {
    return refuse(
      403,
      'not-editable',
      `The editor reads and writes only its collections' files (their folders under ${EDITABLE_ROOTS.map((root) => `${root}/`).join(' and ')}, with the collection's file type): ${file.slice(0, 200)} is not one.`,
    );
  }
  return { ok: true };
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * The check on disk, after checkEditablePath: from the checkout down, no component of the path is a symbolic link,
 * every existing one but the last is a folder, the last (if it exists) a regular file with one link, and the real
 * path of the deepest existing component stays inside content/ or public/ of the checkout (compared with a
 * trailing separator, so content-evil/ is not content/). A missing remainder is created by the save.
 */
export async function checkOnDisk(baseDirectory: string, file: string): Promise<PathVerdict> {
  const segments = file.split('/');
  let current = baseDirectory;
  let deepest = baseDirectory;
  for (const [index, segment] of segments.entries()) {
    current = path.join(current, segment);
    let stats;
    try {
      stats = await lstat(current);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') break;
      return refuse(403, 'unreadable', `${segments.slice(0, index + 1).join('/')} cannot be examined (${errorCode(error) ?? 'error'}).`);
    }
    const shown = segments.slice(0, index + 1).join('/');
    if (stats.isSymbolicLink()) return refuse(403, 'symlink', `The editor never follows a symbolic link: ${shown} is one.`);
    const last = index === segments.length - 1;
    if (!last && !stats.isDirectory()) return refuse(409, 'not-a-folder', `${shown} is a file, not a folder: ${file.slice(0, 200)} cannot be inside it.`);
    if (last && !stats.isFile()) return refuse(409, 'not-a-file', `${shown} is not a regular file (a folder or a special file).`);
    if (last && stats.nlink > 1) return refuse(403, 'hard-link', `${shown} is hard-linked (the same file as another path): the editor does not read or write it.`);
    deepest = current;
  }
  const real = await realpath(deepest);
  const realBase = await realpath(baseDirectory);
  const root = segments[0] ?? '';
  const inside = real === realBase || real === path.join(realBase, root) || real.startsWith(path.join(realBase, root) + path.sep);
  if (!inside) return refuse(403, 'outside-root', `The real path of ${file.slice(0, 200)} leaves ${root}/ of the checkout.`);
  return { ok: true };
}

/** Both checks. */
export async function checkEditableFile(rules: readonly EditableRule[], baseDirectory: string, file: unknown): Promise<PathVerdict> {
  const verdict = checkEditablePath(rules, file);
  return verdict.ok ? checkOnDisk(baseDirectory, file as string) : verdict;
}

/** Keystatic's local tree, cut to the editable files and the folders that hold them (the UI builds its tree from those). */
export function editableTree<Entry extends { path: string; type?: string }>(rules: readonly EditableRule[], entries: readonly Entry[]): Entry[] {
  const files = entries.filter((entry) => entry.type !== 'tree' && checkEditablePath(rules, entry.path).ok);
  const folders = new Set(files.flatMap((entry) => entry.path.split('/').slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
  const kept = new Set(files);
  return entries.filter((entry) => kept.has(entry) || (entry.type === 'tree' && folders.has(entry.path)));
}
