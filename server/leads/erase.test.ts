import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { chatMessages, contactRequests, leadStates, notifications } from '../db/schema';
import { backends, clearTables, countRows, openTestDatabase } from '../testing/test-support';
import { deleteLead, purgeLeads } from './operations';

/** The CLI's `delete` and `purge` (scripts/leads.ts) erase what the inbox's erasure does: the inbox's status and note too (issue 41, finding 6). */
describe.each(backends)('deleting and purging leads on $name', ({ name, env, skip }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    if (skip) return;
    handle = await openTestDatabase(env, `lead_erase_${name}`);
  }, 60_000);
  afterAll(async () => handle?.close());
  beforeEach(async () => {
    if (skip) return;
    await clearTables(handle);
    await handle.db.execute(sql`truncate lead_states`);
  });

  it.skipIf(skip)('delete <id> removes the lead, its mails and the inbox note on it', async () => {
    const [ada] = await handle.db.insert(contactRequests).values({ name: 'Ada', email: 'ada@example.com', topic: 'general', message: 'Hi' }).returning();
    const [alan] = await handle.db.insert(contactRequests).values({ name: 'Alan', email: 'alan@example.com', topic: 'general', message: 'Hi' }).returning();
    await handle.db.insert(notifications).values({ kind: 'contact', leadId: ada!.id, payload: { email: 'ada@example.com' } });
    await handle.db.insert(leadStates).values([{ leadId: ada!.id, note: 'Ada wants a ledger', status: 'done' }, { leadId: alan!.id, note: 'Alan stays' }]);
    expect(await deleteLead(handle.db, ada!.id)).toEqual({ type: 'contact' });
    expect(await countRows(handle, 'contact_requests')).toBe(1);
    expect(await countRows(handle, 'notifications')).toBe(0);
    expect((await handle.db.select().from(leadStates)).map((row) => row.note)).toEqual(['Alan stays']);
  });

  it.skipIf(skip)('purge removes old leads with their notes, and notes left by leads erased before', async () => {
    const old = new Date('2023-01-01T00:00:00Z');
    const [oldChat] = await handle.db.insert(chatMessages).values({ message: 'Old', email: 'old@example.com', createdAt: old }).returning();
    const [fresh] = await handle.db.insert(chatMessages).values({ message: 'New', email: 'new@example.com' }).returning();
    await handle.db.insert(leadStates).values([{ leadId: oldChat!.id, note: 'old note' }, { leadId: fresh!.id, note: 'fresh note' }, { leadId: '00000000-0000-4000-8000-000000000001', note: 'orphan note' }]);
    const counts = await purgeLeads(handle.db, 24, new Date('2026-11-27T00:00:00Z'));
    expect(counts.chat).toBe(1);
    expect((await handle.db.select().from(leadStates)).map((row) => row.note)).toEqual(['fresh note']);
  });
});
