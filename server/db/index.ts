import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { keepResumeFilesIn, tidyResumeFiles } from './resume-bytes';
import * as schema from './schema';

/** One handle type for both modes (node-postgres to PostgreSQL, or to the embedded database's socket). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Which database is behind `db`. */
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface DatabaseEnv {
  /** A PostgreSQL connection string: use it instead of the embedded database. */
  DATABASE_URL?: string;
  /** The embedded database's directory (default .data/pglite); `memory://` keeps it in memory. */
  DATA_DIR?: string;
  [name: string]: string | undefined;
}

export interface OpenOptions {
  /**
   * When another process holds the embedded database (the running server), connect to it over its
   * socket instead of failing: the operator CLI. Migrations are then the holder's business.
   */
  attach?: boolean;
}

export const DEFAULT_DATA_DIR = '.data/pglite';
/** The embedded database's socket inside its data directory (the name psql and node-postgres look for: `psql -h DATA_DIR`). */
export const SOCKET_NAME = '.s.PGSQL.5432';

/** The embedded database's resume files, inside its data directory (server/db/resume-bytes.ts). */
export const RESUME_DIR = 'resumes';

/** The SQL migrations written by drizzle-kit (see drizzle.config.ts). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** The embedded database's thread (plain JavaScript: copied beside the bundle by build-server.mjs). */
const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * Opens the database and brings its schema up to date with drizzle's migrator, always through
 * node-postgres: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite, which runs in
 * its own worker thread (off the server's event loop) behind a unix socket in its data directory.
 */
export async function openDatabase(env: DatabaseEnv = process.env, { attach = false }: OpenOptions = {}): Promise<DatabaseHandle> {
  const url = env.DATABASE_URL?.trim();
  if (url) return connect({ connectionString: url }, 'postgres', { migrate: true, release: async () => {} });

  const dataDir = env.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  if (dataDir.startsWith('memory://')) {
    // Nothing on disk; the socket lives in a private temporary directory for as long as the handle.
    const socketDir = mkdtempSync(path.join(tmpdir(), 'northstack-pglite-'));
    const worker = await startWorker(dataDir, path.join(socketDir, SOCKET_NAME));
    return connect({ host: socketDir }, 'pglite', {
      migrate: true,
      resumeDir: path.join(socketDir, RESUME_DIR),
      release: async () => {
        await stopWorker(worker);
        rmSync(socketDir, { recursive: true, force: true });
      },
    });
  }

  const dir = path.resolve(dataDir);
  if (Buffer.byteLength(path.join(dir, LONGEST_SOCKET_NAME)) > 107) {
    throw new Error(`DATA_DIR ${dir} is too long a path for the embedded database's sockets (${LONGEST_SOCKET_NAME} inside it; unix sockets allow 107 bytes): choose a shorter path.`);
  }
  makePrivate(dir);
  const lock = await lockDataDir(dir);
  if (!lock) {
    if (attach && existsSync(path.join(dir, SOCKET_NAME))) return connect({ host: dir }, 'pglite', { migrate: false, resumeDir: path.join(dir, RESUME_DIR), release: async () => {} });
    throw new Error(
      `The embedded database in ${dir} is in use by another running process (a server, or npm run leads). ` +
        'PGlite allows one process per directory: stop that server, or give this one its own DATA_DIR (or DATABASE_URL for PostgreSQL).',
    );
  }
  let worker: Worker;
  try {
    worker = await startWorker(dir, path.join(dir, SOCKET_NAME));
    makePrivate(dir); // what initdb created on a first start
  } catch (error) {
    lock.release();
    throw error;
  }
  return connect({ host: dir }, 'pglite', {
    migrate: true,
    resumeDir: path.join(dir, RESUME_DIR),
    release: async () => {
      try {
        await stopWorker(worker);
      } finally {
        lock.release();
      }
    },
  });
}

async function connect(
  config: { connectionString?: string; host?: string },
  driver: DatabaseHandle['driver'],
  { migrate, resumeDir, release }: { migrate: boolean; resumeDir?: string; release: () => Promise<void> },
): Promise<DatabaseHandle> {
  const [{ Pool }, { drizzle }, migrator] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  // The embedded database answers one connection at a time (they take turns), so a few are plenty.
  const pool = new Pool(driver === 'postgres' ? { ...config, max: 10 } : { ...config, user: 'postgres', database: 'postgres', max: 4 });
  pool.on('error', () => {}); // an idle connection that dropped: the next query opens another
  // A connection that drops while its client is checked out (in a transaction) emits 'error' on the client, which
  // the pool listens to only while the client is idle: with no listener the EPIPE was an uncaught exception and
  // killed the process (issue 41). The query in flight fails on its own; the client is discarded on release.
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) => {
      console.error(`A database connection dropped (${error.code ?? error.message}); the query in flight fails and the next one reconnects.`);
    });
  });
  const db = drizzle({ client: pool, schema });
  const close = async () => {
    try {
      await pool.end();
    } finally {
      await release();
    }
  };
  try {
    if (migrate) await migrator.migrate(db, { migrationsFolder });
    if (resumeDir) {
      // The embedded database keeps resume bytes in files beside it (server/db/resume-bytes.ts).
      await keepResumeFilesIn(db, resumeDir);
      if (migrate) await tidyResumeFiles(db);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { db, driver, close };
}

function startWorker(dataDir: string, socketPath: string): Promise<Worker> {
  const worker = new Worker(workerUrl, { workerData: { dataDir, socketPath }, execArgv: [] });
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`The embedded database's thread stopped while opening ${dataDir} (exit ${code}).`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'ready') {
        worker.off('error', reject);
        worker.off('exit', onExit);
        worker.on('error', (error) => console.error('The embedded database thread failed:', error));
        resolve(worker);
      } else if (message.type === 'error') reject(new Error(message.message));
      else if (message.type === 'log') console.error(message.message);
    });
  });
}

async function stopWorker(worker: Worker): Promise<void> {
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.postMessage({ type: 'close' });
  const timer = setTimeout(() => void worker.terminate(), 10_000);
  await exited;
  clearTimeout(timer);
}

/** The lock's sockets inside the data directory: `.s.lock.<generation>` (see lockDataDir). */
export const LOCK_PREFIX = '.s.lock.';
const LONGEST_SOCKET_NAME = `${LOCK_PREFIX}tmp-00000000`;

export interface DataDirLock {
  /** The socket that holds it (its path). */
  path: string;
  release(): void;
}

/** The lock generations present, highest first. */
function lockGenerations(dir: string): number[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith(LOCK_PREFIX) && /^\d{1,15}$/.test(name.slice(LOCK_PREFIX.length)))
    .map((name) => Number(name.slice(LOCK_PREFIX.length)))
    .sort((a, b) => b - a);
}

/**
 * One process per data directory, enforced by a lock the kernel releases when its holder exits,
 * however it exits (SIGKILL included): a listening unix socket inside the data directory itself,
 * which is 0700, so no other local user can create it, connect to it or take its name first (a
 * global name, such as the abstract-namespace one this lock used to have, can be bound by anyone
 * who knows the directory's path).
 *
 * Without a race, and without ever removing a live lock: the locks are numbered. A starter looks at
 * the highest; if a process listens on it, the directory is in use. Otherwise (none, or its holder
 * died) the starter binds a socket under a unique name and hard-links it to the next number: link
 * fails if that name exists, so of two starters exactly one gets each number. The winner then checks
 * that nobody listens on a higher number (a starter that looked at an old listing) and removes the
 * dead lower ones. Resolves to null when a live process holds the directory.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock | null> {
  const named = (generation: number) => path.join(dir, `${LOCK_PREFIX}${generation}`);
  for (let attempt = 0; attempt < 5; attempt++) {
    const top = lockGenerations(dir)[0] ?? 0;
    if (top > 0 && (await isListening(named(top)))) return null;
    const temporary = path.join(dir, `${LOCK_PREFIX}tmp-${randomBytes(4).toString('hex')}`);
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(temporary, () => resolve());
    });
    server.unref();
    const mine = named(top + 1);
    let linked = false;
    try {
      linkSync(temporary, mine);
      linked = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temporary, { force: true }); // the listener stays reachable through its number
    }
    if (!linked) {
      server.close();
      continue; // another starter took that number: look again
    }
    const inode = lstatSync(mine).ino;
    const lock: DataDirLock = {
      path: mine,
      release() {
        if (lstatSync(mine, { throwIfNoEntry: false })?.ino === inode) rmSync(mine, { force: true });
        server.close();
      },
    };
    for (const generation of lockGenerations(dir)) {
      if (generation === top + 1) continue;
      const live = await isListening(named(generation));
      if (live && generation > top + 1) {
        lock.release();
        return null;
      }
      if (!live) rmSync(named(generation), { force: true });
    }
    return lock;
  }
  return null;
}

function isListening(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * The data directory and everything in it are this user's alone: directories 0700, files 0600
 * (visitors' messages, resumes and mail-link tokens are in there, WAL included). Fixed at every
 * start; something owned by another user is refused with the path to fix.
 */
export function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const uid = process.getuid?.();
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (uid !== undefined && stat.uid !== uid) {
      throw new Error(`${entry} belongs to another user (uid ${stat.uid}): the embedded database must be private to the user that runs the server (uid ${uid}). Fix its owner (chown -R) or use another DATA_DIR.`);
    }
    const wanted = stat.isDirectory() ? 0o700 : stat.isSocket() || stat.isFile() ? 0o600 : stat.mode & 0o700;
    if ((stat.mode & 0o777) !== wanted) chmodSync(entry, wanted);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
}

/** Where the data lives, for the start-up line (never prints credentials). */
export function describeDatabase(env: DatabaseEnv = process.env): string {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    try {
      const parsed = new URL(url);
      return `PostgreSQL at ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
    } catch {
      return 'PostgreSQL (DATABASE_URL)';
    }
  }
  const dataDir = env.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  return dataDir.startsWith('memory://') ? 'embedded PGlite in memory' : `embedded PGlite in ${path.resolve(dataDir)}`;
}
