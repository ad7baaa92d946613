import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contactRequests } from './schema';
import { describeDatabase, LOCK_PREFIX, lockDataDir, openDatabase, SOCKET_NAME } from '.';

const parent = mkdtempSync(path.join(tmpdir(), 'pglite-test-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('openDatabase (embedded PGlite)', () => {
  it('creates a fresh data directory, migrates it, keeps data across reopening and locks it to one process', async () => {
    const dataDir = path.join(parent, 'nested', 'pglite');
    const first = await openDatabase({ DATA_DIR: dataDir });
    expect(first.driver).toBe('pglite');
    await first.db.insert(contactRequests).values({ name: 'Ada', email: 'ada@example.com', topic: 'general', message: 'Hello there, friends.' });

    // A second server on the same directory is refused with a clear message; the CLI (attach) joins over the socket.
    await expect(openDatabase({ DATA_DIR: dataDir })).rejects.toThrow(/in use by another running process/);
    const cli = await openDatabase({ DATA_DIR: dataDir }, { attach: true });
    expect(await cli.db.select().from(contactRequests)).toHaveLength(1);
    await cli.close();
    await first.close();
    expect(existsSync(path.join(dataDir, SOCKET_NAME))).toBe(false);

    // Reopened: the data is there and migrating again is harmless.
    const second = await openDatabase({ DATA_DIR: dataDir });
    expect(await second.db.select().from(contactRequests)).toHaveLength(1);
    await second.close();
  }, 180_000);

  it('keeps transactions of concurrent connections apart (they take turns on the one PGlite session)', async () => {
    const handle = await openDatabase({ DATA_DIR: 'memory://' });
    try {
      // Each transaction inserts, then reads its own count before committing; interleaved, they would see each other's rows.
      const seen = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          handle.db.transaction(async (tx) => {
            await tx.insert(contactRequests).values({ name: `T${index}`, email: `t${index}@example.com`, topic: 'general', message: 'Concurrent transaction test.' });
            const rows = await tx.select().from(contactRequests).where(eq(contactRequests.name, `T${index}`));
            if (index % 2 === 0) tx.rollback();
            return rows.length;
          }).catch(() => 'rolled back'),
        ),
      );
      expect(seen).toEqual(Array.from({ length: 8 }, (_, index) => (index % 2 === 0 ? 'rolled back' : 1)));
      expect(await handle.db.select().from(contactRequests)).toHaveLength(4);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('holds its lock inside the private data directory, where no other user can take it first', async () => {
    const dataDir = path.join(parent, 'locked');
    // Any global name another user could bind first (the abstract-namespace name the lock used to have) no longer matters.
    const squatter = createServer();
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const oldName = `\0northstack-pglite-${process.getuid?.() ?? 0}-${createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40)}`;
    await new Promise<void>((resolve) => squatter.listen(oldName, resolve));
    const handle = await openDatabase({ DATA_DIR: dataDir });
    try {
      expect(lstatSync(path.join(dataDir, `${LOCK_PREFIX}1`)).isSocket()).toBe(true);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      await expect(openDatabase({ DATA_DIR: dataDir })).rejects.toThrow(/in use by another running process/);
    } finally {
      await handle.close();
      squatter.close();
    }
    expect(readdirSync(dataDir).filter((name) => name.startsWith(LOCK_PREFIX))).toEqual([]);
  }, 120_000);

  it.skipIf(process.getuid?.() !== 0)('another local user can neither create the lock nor connect to it (run as nobody)', () => {
    const dataDir = path.join(parent, 'private');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const lockPath = path.join(dataDir, `${LOCK_PREFIX}1`);
    // The bind is tried with Node, or with Debian's Python where this Node is not runnable by nobody (an install under /root).
    const asNobody = (command: string, args: string[]) => spawnSync('runuser', ['-u', 'nobody', '--', command, ...args], { encoding: 'utf8', timeout: 20_000, cwd: '/', env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin', NODE_ENV: 'test' } });
    let attempt = asNobody(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(lockPath)}).on('error', (e) => { console.log(e.code); process.exit(3); })`]);
    if ((attempt.stdout ?? '').trim() === '' && (asNobody(process.execPath, ['-e', 'console.log(1)']).stdout ?? '').trim() !== '1') {
      attempt = asNobody('/usr/bin/python3', ['-c', `import errno, socket\ntry:\n    socket.socket(socket.AF_UNIX).bind(${JSON.stringify(lockPath)})\nexcept OSError as e:\n    print(errno.errorcode[e.errno])`]);
    }
    expect((attempt.stdout ?? '').trim(), `runuser said: ${attempt.stderr} ${attempt.error?.message ?? ''}`).toBe('EACCES');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes over a lock whose holder was killed, and of several starting at once exactly one wins', async () => {
    const dataDir = path.join(parent, 'stale');
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // A holder killed with SIGKILL leaves its socket behind with nobody listening.
    const holder = spawn(process.execPath, ['-e', `require('net').createServer().listen(${JSON.stringify(path.join(dataDir, `${LOCK_PREFIX}7`))}, () => console.log('held'))`], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    expect(await lockDataDir(dataDir)).toBeNull(); // alive: refused
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(lstatSync(path.join(dataDir, `${LOCK_PREFIX}7`)).isSocket()).toBe(true);

    const locks = await Promise.all(Array.from({ length: 6 }, () => lockDataDir(dataDir)));
    const held = locks.filter((lock) => lock !== null);
    expect(held).toHaveLength(1);
    expect(held[0]!.path).toBe(path.join(dataDir, `${LOCK_PREFIX}8`));
    expect(readdirSync(dataDir)).toEqual([`${LOCK_PREFIX}8`]); // the dead one removed, no temporary name left
    held[0]!.release();
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('describes where the data lives without printing credentials', () => {
    expect(describeDatabase({ DATABASE_URL: 'postgres://user:secret@db.internal:5433/site' })).toBe('PostgreSQL at db.internal:5433/site');
    expect(describeDatabase({ DATA_DIR: 'memory://' })).toBe('embedded PGlite in memory');
    expect(describeDatabase({})).toMatch(/\.data\/pglite$/);
  });
});

/**
 * The production driver: runs where TEST_DATABASE_URL names a disposable PostgreSQL database
 * (.ci/run starts one); the same schema and migrations as the embedded database.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('openDatabase (PostgreSQL via DATABASE_URL)', () => {
  it('migrates, stores and reads back through node-postgres, and migrating again is harmless', async () => {
    const first = await openDatabase({ DATABASE_URL: postgresUrl });
    expect(first.driver).toBe('postgres');
    const marker = `pg-${Date.now()}@example.com`;
    await first.db.insert(contactRequests).values({ name: 'Grace', email: marker, topic: 'quote', message: 'We need a partner for a SaaS build.' });
    await first.close();
    const second = await openDatabase({ DATABASE_URL: postgresUrl });
    const rows = await second.db.select().from(contactRequests);
    expect(rows.map((row) => row.email)).toContain(marker);
    await second.close();
  }, 60_000);
});
