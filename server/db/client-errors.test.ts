import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, openTestDatabase } from '../testing/test-support';
import type { DatabaseHandle } from '.';

/**
 * Issue 41: a connection that drops while its client is checked out (inside a transaction) emits 'error' on that
 * pg.Client; node-postgres's pool listens only while a client is idle, so with no listener of ours the EPIPE was
 * an uncaught exception and the process died. Every client now has one: the query in flight fails, the process
 * lives, the next query gets a fresh connection.
 */
describe.each(backends)('a dropped connection of a checked-out client on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  const pool = () => (handle.db as unknown as { $client: Pool }).$client;
  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `client_errors_${name}`);
  }, 60_000);
  afterAll(async () => handle?.close());

  it.skipIf(skip)("has an 'error' listener on every client, checked out or idle", async () => {
    const client = await pool().connect();
    try {
      expect(client.listenerCount('error')).toBeGreaterThan(0);
      // What an EPIPE does: without a listener, emit('error') throws (and, from a socket, kills the process).
      expect(() => client.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).not.toThrow();
    } finally {
      client.release(true);
    }
  });

  it.skipIf(skip)('survives the socket of an open transaction being destroyed; the next query works', async () => {
    const client: PoolClient = await pool().connect();
    await client.query('begin');
    const stream = (client as unknown as { connection: { stream: { destroy: (error?: Error) => void } } }).connection.stream;
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    stream.destroy(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    await ended;
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
    expect(((await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
  });
});
