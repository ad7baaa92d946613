import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { contentRoot, setContentRoot } from './collection';

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
 * For tests of uploaded images: the public/ beside a copy made by contentCopyWith (in `scratch`), each entry a link to
 * the checkout's own, with the given files added (paths relative to public/, e.g. an uploaded photo).
 */
export function publicCopyWith(scratch: string, files: Record<string, Uint8Array>): void {
  const publicDir = path.join(scratch, 'public');
  mkdirSync(publicDir, { recursive: true });
  const own = path.join(process.cwd(), 'public');
  const added = new Set(Object.keys(files).map((file) => file.split('/')[0]));
  for (const entry of readdirSync(own)) if (!added.has(entry)) symlinkSync(path.join(own, entry), path.join(publicDir, entry));
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    writeFileSync(path.join(publicDir, file), bytes);
  }
}

/**
 * For the hostile-file tests of the page collections: a copy of the whole of content/ under `scratch`/`name` (the
 * collections check references into each other) with the given files written as text (paths relative to content/;
 * null deletes the file). Returns the copy's path; nothing is made the content root.
 */
export function contentCopyWithFiles(scratch: string, name: string, files: Record<string, string | null>): string {
  const copy = path.join(scratch, name);
  cpSync(contentRoot(), copy, { recursive: true, filter: (source) => !source.includes('node_modules') });
  for (const [file, text] of Object.entries(files)) {
    if (text === null) unlinkSync(path.join(copy, file));
    else writeFileSync(path.join(copy, file), text);
  }
  return copy;
}

/**
 * The problems a collection finds in such a copy, one "file: field: reason" line each. The copy is the content root
 * while they are read, then the root is set back, so the next copy starts from the same content.
 */
export function problemsWithFiles(collection: { problems(): ReadonlyArray<Error> }, scratch: string, name: string, files: Record<string, string | null>): string[] {
  const before = contentRoot();
  setContentRoot(contentCopyWithFiles(scratch, name, files));
  try {
    return collection.problems().flatMap((error) => error.message.split('\n'));
  } finally {
    setContentRoot(before);
  }
}

/** A YAML file of nested aliases that would expand to gigabytes (a "billion laughs"), for the guard that refuses aliases. */
export const yamlBomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', 'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]', 'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]', 'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]', 'name: *d', ''].join('\n');

/** Runs `npm run content:check`'s script on a content root: its exit code and output. */
export async function contentCheckOn(root: string): Promise<{ code: number; output: string }> {
  const run = promisify(execFile);
  return run(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts'], { env: { ...process.env, CONTENT_ROOT: root } }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
}
