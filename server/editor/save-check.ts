import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { allCollections } from '@/content/registry/collections';
import { MAX_FILE_BYTES, withContentRoot, type ContentFileError } from '@/content/shared/collection';
import { spellingProblems, titleCaseProblems, typedPriceProblems } from '@/lib/voice/file-rules';

/**
 * The editor's Save runs the checks `npm run content:check` runs on a content file before anything is written:
 * the change (Keystatic's additions and deletions) is applied to a scratch copy of the collections' files, every
 * collection is read there (each file's schema and the rules across files: references, one position per open role,
 * an open role's title its form label), and the changed files' text rules (US spelling, sentence case, no typed
 * price) run on them.
 * A problem the change brings in refuses the save; one the tree already had does not (content:check names it).
 * The page gates and font coverage read the site's page modules and font: content:check and the build run them.
 */

/** One change as Keystatic sends it: a file's new contents (base64url of its bytes), or a file to delete. */
export interface SaveChanges {
  additions: ReadonlyArray<{ path: string; contents: string }>;
  deletions: ReadonlyArray<{ path: string }>;
}

/** A reason the save is refused: the file (relative to the repository), the field, why. */
export interface SaveProblem {
  file: string;
  field: string;
  reason: string;
}

/** The answer a refused save gets: what the editor shows, and each problem with its field. */
export interface SaveRefusal {
  error: 'content_refused';
  message: string;
  problems: SaveProblem[];
}

const COLLECTION_FILE = /\.(ya?ml|md)$/;
/** The bytes of base64 or base64url (Keystatic's encodings of a file's contents), or undefined for anything else. */
function decodeContents(contents: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(contents)) return undefined;
  return Buffer.from(contents, 'base64');
}

/** Files of the repository the collections read: under content/, YAML or Markdown. */
export function isContentFile(file: unknown): file is string {
  return typeof file === 'string' && file.startsWith('content/') && COLLECTION_FILE.test(file) && !file.split('/').some((part) => part === '..' || part === '.' || part === '');
}

/** The folder of the collection a file is an entry of ('content/careers/jobs/'), or undefined. */
function collectionFolderOf(file: string): string | undefined {
  return allCollections()
    .map((collection) => `content/${collection.dir}/`)
    .find((folder) => file.startsWith(folder) && !file.slice(folder.length).includes('/'));
}

/**
 * A check request as the editor's page sends it (server/editor/ui/save-guard.ts): Keystatic's additions and
 * deletions, every path an entry file of a collection, at most `maxFiles` of them. Anything else is refused whole.
 */
export function readCheckRequest(body: unknown, maxFiles: number): { ok: true; changes: SaveChanges } | { ok: false; message: string } {
  const changes = body as { additions?: unknown; deletions?: unknown } | null | undefined;
  if (typeof changes !== 'object' || changes === null || !Array.isArray(changes.additions) || !Array.isArray(changes.deletions)) {
    return { ok: false, message: 'A check is a JSON object with the lists additions and deletions.' };
  }
  if (changes.additions.length + changes.deletions.length > maxFiles) return { ok: false, message: `A check takes at most ${maxFiles} files.` };
  for (const change of [...changes.additions, ...changes.deletions] as unknown[]) {
    const file = (change as { path?: unknown } | null)?.path;
    if (!isContentFile(file) || file.length > 300 || !collectionFolderOf(file)) {
      return { ok: false, message: `${typeof file === 'string' ? file.slice(0, 120) : 'A file'}: is not an entry of a collection the editor edits.` };
    }
  }
  if (!(changes.additions as unknown[]).every((addition) => typeof (addition as { contents?: unknown }).contents === 'string')) {
    return { ok: false, message: 'Each addition carries its contents as base64 text.' };
  }
  return { ok: true, changes: changes as SaveChanges };
}

const formatOf = (file: string) => (file.endsWith('.md') ? 'markdown' : 'yaml');
const key = (problem: SaveProblem) => `${problem.file}\n${problem.field}\n${problem.reason}`;

/** The problems of every collection (and the text rules of `files`) read at `root`, as "file: field: reason" records. */
function problemsAt(root: string, files: ReadonlyArray<{ file: string; source: string }>): SaveProblem[] {
  return withContentRoot(path.join(root, 'content'), () => {
    const relative = (file: string) => (path.isAbsolute(file) ? path.relative(root, file) : file).split(path.sep).join('/');
    const fromErrors = allCollections().flatMap((collection) =>
      collection.problems().flatMap((error: ContentFileError) => error.problems.map(({ field, reason }) => ({ file: relative(error.file), field, reason }))),
    );
    const fromText = files.flatMap(({ file, source }) =>
      [...spellingProblems(file, source, formatOf(file)), ...titleCaseProblems(file, source), ...typedPriceProblems(file, source, formatOf(file))].map((line) => {
        const [, field = '(file)', ...reason] = line.split(': ');
        return { file, field, reason: reason.join(': ') };
      }),
    );
    // A file another collection refers to is reported by that collection too: once is enough.
    return [...new Map([...fromErrors, ...fromText].map((problem) => [key(problem), problem])).values()];
  });
}

/**
 * What the change would break: the problems of the tree with the change applied that the tree without it does not
 * have. `baseDirectory` holds content/ (the checkout in local mode); the change's paths are relative to it.
 * Throws nothing for a hostile change: a path outside the collections, contents that are not base64, or a file
 * over the size limit is a problem of its own.
 */
export function saveProblems(baseDirectory: string, changes: SaveChanges): SaveProblem[] {
  const early: SaveProblem[] = [];
  const written: Array<{ file: string; bytes: Buffer }> = [];
  for (const { path: file, contents } of changes.additions.map((addition) => addition ?? { path: undefined, contents: undefined })) {
    if (!isContentFile(file)) continue; // not a collection file (an image, say): the path rules decide (confine.ts)
    const bytes = typeof contents === 'string' ? decodeContents(contents) : undefined;
    if (!bytes) early.push({ file, field: '(file)', reason: 'its contents are not base64-encoded bytes' });
    else if (bytes.length > MAX_FILE_BYTES) early.push({ file, field: '(file)', reason: `is ${Math.ceil(bytes.length / 1024)} KB; a content file may be at most ${MAX_FILE_BYTES / 1024} KB` });
    else written.push({ file, bytes });
  }
  if (early.length > 0) return early;
  const deleted = changes.deletions.map((deletion) => deletion?.path).filter(isContentFile);
  if (written.length === 0 && deleted.length === 0) return [];

  // The tree as it is: read where it lies (the collections' caches usually hold it already).
  const before = new Set(problemsAt(baseDirectory, []).map(key));
  const scratch = mkdtempSync(path.join(tmpdir(), 'editor-save-'));
  try {
    // The collections' files only (YAML and Markdown): a few hundred KB, copied per save.
    cpSync(path.join(baseDirectory, 'content'), path.join(scratch, 'content'), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}fixtures`) && (statSync(source).isDirectory() || COLLECTION_FILE.test(source)),
    });
    for (const file of deleted) rmSync(path.join(scratch, file), { force: true });
    for (const { file, bytes } of written) {
      mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      writeFileSync(path.join(scratch, file), bytes);
    }
    const texts = written.map(({ file, bytes }) => ({ file, source: bytes.toString('utf8') }));
    return problemsAt(scratch, texts).filter((problem) => !before.has(key(problem)));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The answer for a refused save: one line per problem, "file: field: reason", which Keystatic's notice shows, the
 * field by the label the editor shows for it (`labelOf`; its key where it has none). `problems` keep the keys, by
 * which the editor's page marks the fields (server/editor/ui/refusal-marks.ts).
 */
export function saveRefusal(problems: readonly SaveProblem[], labelOf: (problem: SaveProblem) => string | undefined = () => undefined): SaveRefusal {
  const lines = problems.map((problem) => `${problem.file}: ${labelOf(problem) ?? problem.field}: ${problem.reason}`);
  return { error: 'content_refused', message: `Not saved: the site's checks refuse this change.\n${lines.join('\n')}`, problems: [...problems] };
}
