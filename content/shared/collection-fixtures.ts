import { cpSync, mkdtempSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { contentRoot, setContentRoot, type Collection } from './collection';

/** An edit of one YAML file's data, or null to delete the file. */
export type FileEdit = ((data: Record<string, unknown>) => void) | null;

/**
 * For collection tests: copies the folders of content/ (e.g. 'careers', 'company/people') into a new directory
 * under `scratch`, applies the edits (paths relative to content/), and makes the copy the content root.
 * The caller sets the root back (setContentRoot) after the test.
 */
export function contentCopyWith(scratch: string, folders: readonly string[], edits: Record<string, FileEdit>): void {
  const source = contentRoot();
  const root = mkdtempSync(path.join(scratch, 'root-'));
  for (const folder of folders) cpSync(path.join(source, folder), path.join(root, folder), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(root, file);
    if (!edit) {
      unlinkSync(target);
      continue;
    }
    const data = parse(readFileSync(target, 'utf8')) as Record<string, unknown>;
    edit(data);
    writeFileSync(target, stringify(data, { lineWidth: 0 }));
  }
  setContentRoot(root);
}

/**
 * For the tests of hostile files: a copy of the whole content/ (under `scratch`, named `name`) with the given files
 * written as they are (text, not data) into content/<dir>/, e.g. 'services/entries'.
 */
export function contentWithFiles(scratch: string, name: string, dir: string, files: Record<string, string>): string {
  const copy = path.join(scratch, name);
  cpSync(contentRoot(), copy, { recursive: true, filter: (source) => !source.includes('node_modules') });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(copy, dir, file), text);
  return copy;
}

/**
 * The problems `collection` finds ("file: field: reason", one a line) in such a copy, which becomes the content root:
 * the caller sets the root back (setContentRoot) after the test.
 */
export function problemsWithFiles(collection: Collection<unknown>, scratch: string, name: string, files: Record<string, string>): string[] {
  setContentRoot(contentWithFiles(scratch, name, collection.dir, files));
  return collection.problems().flatMap((error) => error.message.split('\n'));
}
