import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '.';
import { resumes } from './schema';

/**
 * Where the bytes of an uploaded resume live, chosen so that reading one never grows the server:
 *
 * - Embedded PGlite: in files beside the database, DATA_DIR/resumes/<32 hex>, a directory 0700 and
 *   files 0600 written atomically (temporary name, fsync, rename, fsync of the directory), named by a
 *   random key stored in `resumes.file_key`, never by the visitor's file name. PGlite 0.5 keeps about
 *   twice the size of every large value it answers for good (docs/server-hardening.md: 5 MB read 50
 *   times, whole or in 256 KB substrings, grew the process by about 10 MB a read), so resume bytes never
 *   pass through it. PGlite is one process per directory, so the files are always on the host that
 *   runs the database.
 * - PostgreSQL: in the database (`resumes.bytes`), so every server process on any host sees them, and
 *   read in 256 KB substrings, so one read holds one chunk at a time.
 *
 * The database handle says which: openDatabase registers the directory of an embedded database with
 * `keepResumeFilesIn`; a handle without one keeps bytes in the database. Erasure goes through
 * `removeResumeFiles` (deleteLead, purgeLeads); `sweepResumeFiles` removes files no row names
 * (a crash between a commit and its unlink, or a failed submission).
 */

export const RESUME_CHUNK_BYTES = 256 * 1024;
const FILE_KEY = /^[0-9a-f]{32}$/;
/** A file younger than this may belong to a submission whose transaction has not committed yet. */
const SWEEP_GRACE_MS = 10 * 60 * 1000;

const directories = new WeakMap<object, string>();

/** Makes `db` keep resume bytes in files in `dir` (created 0700). */
export async function keepResumeFilesIn(db: Database, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  directories.set(db, dir);
}

/** The directory of `db`'s resume files, or undefined when its resumes are kept in the database. */
export function resumeFilesDir(db: Database): string | undefined {
  return directories.get(db);
}

/** The columns of a stored resume's bytes: one of the two is set. */
export interface ResumeBytesColumns {
  bytes: Buffer | null;
  fileKey: string | null;
}

/** Keeps the bytes where `db` keeps them (a durable file, or the column value to insert). */
export async function putResumeBytes(db: Database, bytes: Buffer): Promise<ResumeBytesColumns> {
  const dir = directories.get(db);
  if (!dir) return { bytes, fileKey: null };
  const key = randomBytes(16).toString('hex');
  const temporary = path.join(dir, `.${key}.tmp`);
  const file = await open(temporary, 'wx', 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path.join(dir, key));
  const directory = await open(dir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
  return { bytes: null, fileKey: key };
}

/** Removes files of resumes that are erased (missing ones are fine). */
export async function removeResumeFiles(db: Database, keys: readonly (string | null)[]): Promise<void> {
  const dir = directories.get(db);
  if (!dir) return;
  for (const key of keys) if (key && FILE_KEY.test(key)) await rm(path.join(dir, key), { force: true });
}

/** The bytes of one stored resume as a stream: the file, or the column in 256 KB substrings. */
export function resumeByteStream(db: Database, row: { id: string; fileKey: string | null; size: number }): Readable {
  if (row.fileKey) {
    const dir = directories.get(db);
    if (!dir || !FILE_KEY.test(row.fileKey)) throw new Error('This resume is kept in a file, but the database handle has no resume directory (open it with openDatabase).');
    return createReadStream(path.join(dir, row.fileKey), { highWaterMark: RESUME_CHUNK_BYTES });
  }
  return Readable.from(databaseChunks(db, row.id, row.size), { objectMode: false });
}

async function* databaseChunks(db: Database, id: string, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < size; at += RESUME_CHUNK_BYTES) {
    const result = (await db.execute(sql`select substring(${resumes.bytes} from ${at + 1} for ${RESUME_CHUNK_BYTES}) as chunk from ${resumes} where ${resumes.id} = ${id}`)) as unknown as {
      rows: { chunk: Buffer | null }[];
    };
    const chunk = result.rows[0]?.chunk;
    if (!chunk) throw new Error('resume removed while it was being read');
    yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
  }
}

/**
 * Housekeeping of the files of an embedded database, run when it opens: removes files no resume row
 * names (older than a few minutes), then moves resumes still kept in the database (stored before
 * files existed) into files, one chunk at a time.
 */
export async function tidyResumeFiles(db: Database, { now = Date.now() }: { now?: number } = {}): Promise<{ removed: number; moved: number }> {
  const dir = directories.get(db);
  if (!dir) return { removed: 0, moved: 0 };
  const removed = await sweepResumeFiles(db, dir, now);
  let moved = 0;
  for (const row of await db.select({ id: resumes.id, size: resumes.size }).from(resumes).where(isNull(resumes.fileKey))) {
    const chunks: Buffer[] = [];
    for await (const chunk of databaseChunks(db, row.id, row.size)) chunks.push(chunk);
    const { fileKey } = await putResumeBytes(db, Buffer.concat(chunks));
    const updated = await db.update(resumes).set({ fileKey, bytes: null }).where(and(eq(resumes.id, row.id), isNull(resumes.fileKey))).returning({ id: resumes.id });
    if (updated.length === 0) await removeResumeFiles(db, [fileKey]);
    else moved += 1;
  }
  return { removed, moved };
}

async function sweepResumeFiles(db: Database, dir: string, now: number): Promise<number> {
  const names = await readdir(dir);
  const candidates = names.filter((name) => FILE_KEY.test(name) || /^\.[0-9a-f]{32}\.tmp$/.test(name));
  if (candidates.length === 0) return 0;
  const keys = candidates.map((name) => name.replace(/^\.|\.tmp$/g, ''));
  const named = new Set(
    (await db.select({ key: resumes.fileKey }).from(resumes).where(and(isNotNull(resumes.fileKey), inArray(resumes.fileKey, keys)))).map((row) => row.key),
  );
  let removed = 0;
  for (const name of candidates) {
    if (FILE_KEY.test(name) && named.has(name)) continue;
    const stat = await lstat(path.join(dir, name)).catch(() => null);
    if (!stat || now - stat.mtimeMs < SWEEP_GRACE_MS) continue;
    await rm(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}
