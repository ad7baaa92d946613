import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
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
 * For page-collection tests: a full copy of content/ at `scratch/name` with the given files written into its folder
 * `dir` (e.g. 'industries/entries'), file name → text. Returns the copy's path (not yet the content root).
 */
export function contentCopyWithFiles(scratch: string, name: string, dir: string, files: Record<string, string>): string {
  const copy = path.join(scratch, name);
  cpSync(contentRoot(), copy, { recursive: true, filter: (source) => !source.includes('node_modules') });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(copy, dir, file), text);
  return copy;
}

/** Runs `npm run content:check`'s script on a content root: its exit code and output. */
export async function contentCheckOn(root: string): Promise<{ code: number; output: string }> {
  const run = promisify(execFile);
  return run(process.execPath, ['--import', 'tsx', 'scripts/content-check.ts'], { env: { ...process.env, CONTENT_ROOT: root } }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );
}
