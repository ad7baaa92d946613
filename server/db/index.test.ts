import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contactRequests } from './schema';
import { describeDatabase, openDatabase } from '.';

const parent = mkdtempSync(path.join(tmpdir(), 'pglite-test-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('openDatabase (embedded PGlite)', () => {
  it('creates a fresh data directory, migrates it, keeps data across reopening and locks it to one process', async () => {
    const dataDir = path.join(parent, 'nested', 'pglite');
    const first = await openDatabase({ DATA_DIR: dataDir });
    expect(first.driver).toBe('pglite');
    await first.db.insert(contactRequests).values({ name: 'Ada', email: 'ada@example.com', topic: 'general', message: 'Hello there, friends.' });
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    // A second server on the same directory is refused with a clear message.
    await expect(openDatabase({ DATA_DIR: dataDir })).rejects.toThrow(/in use by process/);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    // A lock left by a process that is gone is taken over; migrations run again harmlessly.
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const second = await openDatabase({ DATA_DIR: dataDir });
    expect(await second.db.select().from(contactRequests)).toHaveLength(1);
    await second.close();
  }, 120_000);

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
