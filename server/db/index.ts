import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** One handle type for both drivers (PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Which driver is behind `db`. */
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export interface DatabaseEnv {
  /** A PostgreSQL connection string: use node-postgres instead of the embedded database. */
  DATABASE_URL?: string;
  /** The embedded database's directory (default .data/pglite); `memory://` keeps it in memory. */
  DATA_DIR?: string;
  [name: string]: string | undefined;
}

export const DEFAULT_DATA_DIR = '.data/pglite';

/** The SQL migrations written by drizzle-kit (see drizzle.config.ts). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and brings its schema up to date with drizzle's migrator: PostgreSQL
 * when DATABASE_URL is set, otherwise the embedded PGlite (a single-process database: one
 * server per data directory).
 */
export async function openDatabase(env: DatabaseEnv = process.env): Promise<DatabaseHandle> {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new Pool({ connectionString: url, max: 10 });
    const db = drizzle({ client: pool, schema });
    try {
      await migrate(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, driver: 'postgres', close: () => pool.end() };
  }

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dataDir = env.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    mkdirSync(path.resolve(dataDir), { recursive: true });
    release = lockDataDir(path.resolve(dataDir));
  }
  const client = inMemory ? new PGlite(dataDir) : new PGlite(path.resolve(dataDir));
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    release();
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * PGlite is a single-process database: two processes on one directory would corrupt it. A lock
 * file beside the directory ({dir}.lock, holding the owner's pid) makes a second server fail
 * with a clear message instead; a lock left by a process that is gone is taken over.
 */
const heldLocks = new Set<string>();

function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (heldLocks.has(lockFile)) {
    throw new Error(`The embedded database in ${dataDir} is in use by process ${process.pid} (this one): open it once and share the handle.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(lockFile);
      return () => {
        heldLocks.delete(lockFile);
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile, { force: true });
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${owner}. PGlite allows one process per directory: ` +
            'stop that server, or give this one its own DATA_DIR (or DATABASE_URL for PostgreSQL).',
        );
      }
      rmSync(lockFile, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir} (${lockFile}).`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
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
