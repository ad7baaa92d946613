import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db';
import { bookings, contactRequests, inboxAudit, leadStates, notifications } from '../db/schema';
import { backends, files, multipart, validApplication } from '../testing/test-support';
import { useInbox } from '../testing/inbox';
import { renderMail } from '../testing/mail';

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every place in the whole database where `needle` is found, case-insensitively: each table of every
 * schema, as its row cast to text (text, json, arrays, every column), and each bytea column's bytes (as the
 * address in lower and upper case and as given). `table: n` for every table with rows naming it.
 */
export async function findEverywhere(handle: DatabaseHandle, needle: string): Promise<string[]> {
  const tables = rows<{ schema: string; name: string }>(
    await handle.db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['bookings', 'notifications', 'lead_states', 'inbox_audit', 'resumes']));
  const found: string[] = [];
  const pattern = `%${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  for (const table of tables) {
    const name = sql.raw(`"${table.schema}"."${table.name}"`);
    const [hit] = rows<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from ${name} as r where r::text ilike ${pattern}`));
    if (hit && hit.n > 0) found.push(`${table.schema}.${table.name}: ${hit.n}`);
  }
  const binary = rows<{ schema: string; table: string; column: string }>(
    await handle.db.execute(sql`select table_schema as schema, table_name as table, column_name as column from information_schema.columns
      where data_type = 'bytea' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  for (const column of binary) {
    for (const form of new Set([needle, needle.toLowerCase(), needle.toUpperCase()])) {
      const [hit] = rows<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from ${sql.raw(`"${column.schema}"."${column.table}"`)} where position(convert_to(${form}, 'UTF8') in ${sql.raw(`"${column.column}"`)}) > 0`),
      );
      if (hit && hit.n > 0) found.push(`${column.schema}.${column.table}.${column.column} (bytes): ${hit.n}`);
    }
  }
  return found;
}

/**
 * "Erase a person" (issue 41, finding 1): every row and queued mail naming the address, as the visitor or
 * as a guest of someone else's call, is gone or no longer names them; a search of the whole database
 * finds nothing, while the other people's data stays.
 */
for (const backend of backends) {
  describe.skipIf(backend.skip)(`erasing a person on ${backend.name}`, () => {
    const inbox = useInbox(backend, 'inbox_erase', { webhookTargets: ['hook-a'] });
    const { post, signIn } = inbox;
    const GRACE = 'Grace.Hopper@Example.com';
    const grace = GRACE.toLowerCase();
    let client = 0;
    const api = (path: string, body: BodyInit, type?: string) => {
      client += 1;
      return inbox.app.request(`https://site.test/api/${path}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'x-forwarded-for': `203.0.113.${client}`, ...(type ? { 'content-type': type } : {}) },
        body,
      });
    };
    const json = (path: string, body: unknown) => api(path, JSON.stringify(body), 'application/json');

    it('erases their submissions, calls, notes, mails and webhooks, and removes them from other people\'s calls: the whole database names them nowhere', async () => {
      const cookie = await signIn();
      // What Grace sent: an enquiry, a job application with a resume naming her, a newsletter sign-up, a chat, a call.
      expect((await json('contact', { name: 'Grace Hopper', email: GRACE, message: 'We need a compiler for our ledger.' })).status).toBe(201);
      const resume = Buffer.concat([files.pdf(), Buffer.from(`\n% ${GRACE} ${grace.toUpperCase()}\n`)]);
      expect((await api('job-applications', multipart({ ...validApplication, email: GRACE }, { bytes: resume, name: 'cv.pdf' }))).status).toBe(201);
      expect([201, 303]).toContain((await api('newsletter', `email=${encodeURIComponent(GRACE)}`, 'application/x-www-form-urlencoded')).status);
      expect((await json('chat', { message: 'Do you hire remote?', email: grace.toUpperCase() })).status).toBe(201);
      const slots = ((await (await inbox.app.request('https://site.test/api/schedule/slots?type=discovery&host=elena-marchetti')).json()) as { slots: { start: string }[] }).slots;
      expect(slots.length).toBeGreaterThan(4);
      const book = (start: string, visitor: Record<string, string>) => json('schedule/bookings', { start, type: 'discovery', host: 'elena-marchetti', topic: 'A call', timeZone: 'Europe/Paris', ...visitor });
      expect((await book(slots[0]!.start, { name: 'Grace Hopper', email: GRACE })).status).toBe(201);
      // Alan's call, with Grace and Ada as guests: the six mails it queues all name her (his confirmation and two
      // reminders list the guests, the host's and the agency's notices carry the invite, and her own invite).
      expect((await book(slots[3]!.start, { name: 'Alan Turing', email: 'alan@example.com', guests: `${GRACE}, ada@example.com` })).status).toBe(201);
      // A booking naming guests waits for its visitor's proof (server/schedule/holds.ts): Alan confirms it from his mail.
      const [held] = await inbox.handle.db.select().from(notifications).where(sql`kind = 'booking-confirm'`);
      const confirmToken = new URL((held!.payload as { confirmUrl: string }).confirmUrl).searchParams.get('token')!;
      expect((await json('schedule/confirm', { token: confirmToken })).status).toBe(200);
      const [alanCall] = await inbox.handle.db.select().from(bookings).where(sql`email = 'alan@example.com'`);
      expect(alanCall?.guests).toEqual([grace, 'ada@example.com']);
      const alanMails = await inbox.handle.db.select().from(notifications).where(sql`lead_id = ${alanCall!.id} and kind <> 'webhook'`);
      expect(alanMails.filter((row) => JSON.stringify(row.payload).toLowerCase().includes(grace)).length).toBeGreaterThanOrEqual(5);
      // One of them already sent, one failed with the address in the error.
      await inbox.handle.db.execute(sql`update notifications set sent_at = now() where lead_id = ${alanCall!.id} and kind = 'booking-host'`);
      await inbox.handle.db.execute(sql`update notifications set last_error = ${`550 5.1.1 <${grace}>: unknown`} where lead_id = ${alanCall!.id} and kind = 'booking-guest'`);
      // The team's notes: on Grace's lead, and on Alan's lead mentioning her.
      const [alanLead] = await inbox.handle.db.insert(contactRequests).values({ name: 'Alan Turing', email: 'alan@example.com', topic: 'general', message: 'Hello' }).returning();
      const [graceLead] = await inbox.handle.db.select().from(contactRequests).where(sql`lower(email) = ${grace}`);
      expect((await post(`/leads/${graceLead!.id}`, { status: 'new', owner: '', note: `Call ${GRACE} back on Monday` }, { cookie })).status).toBe(303);
      expect((await post(`/leads/${alanLead!.id}`, { status: 'new', owner: '', note: `Introduced by ${GRACE}; keen` }, { cookie })).status).toBe(303);
      await inbox.settle();
      expect((await findEverywhere(inbox.handle, grace)).length).toBeGreaterThan(5);

      const erased = await post('/erase', { email: ` ${grace.toUpperCase()} `, confirm: 'yes' }, { cookie });
      expect(erased.status).toBe(303);
      expect(erased.headers.get('location')).toBe('/api/inbox/leads?erased=5');

      for (const form of [grace, GRACE, grace.toUpperCase(), 'grace.hopper']) expect(await findEverywhere(inbox.handle, form), form).toEqual([]);
      // Alan's call and its mails stay, without her: the guest list, the mails' guests and invites.
      const [after] = await inbox.handle.db.select().from(bookings).where(sql`id = ${alanCall!.id}`);
      expect(after?.guests).toEqual(['ada@example.com']);
      const kept = await inbox.handle.db.select().from(notifications).where(sql`lead_id = ${alanCall!.id}`);
      expect(kept.filter((row) => row.kind !== 'webhook')).toHaveLength(alanMails.length - 1); // her invite is gone
      const confirmation = kept.find((row) => row.kind === 'booking-confirmation')!;
      expect(confirmation.payload.guests).toEqual(['ada@example.com']);
      expect(String(confirmation.payload.ics)).toContain('ada@example.com');
      expect(String(confirmation.payload.ics)).toMatch(/^BEGIN:VCALENDAR[\s\S]*END:VCALENDAR\r\n$/);
      expect(renderMail(confirmation, undefined).to).toBe('alan@example.com');
      expect(kept.filter((row) => row.kind === 'booking-guest').map((row) => row.payload.guestEmail)).toEqual(['ada@example.com']);
      // Alan's note stays, the address out of it; his lead stays.
      const [alanNote] = await inbox.handle.db.select().from(leadStates).where(sql`lead_id = ${alanLead!.id}`);
      expect(alanNote?.note).toBe('Introduced by [erased]; keen');
      expect(await findEverywhere(inbox.handle, 'alan@example.com')).not.toEqual([]);
      // The audit row: who, and how many of which kind; never whose.
      const [audit] = await inbox.handle.db.select().from(inboxAudit).where(sql`action = 'erase-person'`);
      expect(audit).toMatchObject({ actor: 'sales@northstack.test', detail: { erased: { contact: 1, 'job-application': 1, newsletter: 1, chat: 1, booking: 1 }, total: 5, guestOf: 1 } });
    });
  });
}
