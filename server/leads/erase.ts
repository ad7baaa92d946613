import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { removeResumeFiles } from '../db/resume-bytes';
import { bookings, chatMessages, contactRequests, inboxSignInTokens, jobApplications, leadStates, newsletterSubscribers, notifications, talentPool } from '../db/schema';
import { eraseSubmissions, type Transaction } from './operations';
import type { LeadType } from './types';

/**
 * Erasing a person (the inbox's "Erase a person", issue 41): everything that names their address, in one
 * transaction.
 * - Their submissions of every kind, bookings included, with everything about them (eraseSubmissions: resumes,
 *   every outbox row of the submission, mails and webhooks, the inbox's status and note).
 * - Other people's calls they were a guest of: their address leaves the guest list.
 * - Every other outbox row naming them, sent or not: a mail to them (its `to`, `email` or `guestEmail`) is
 *   deleted, so never sent; a mail about someone else that names them (a call's confirmation, reminders, the
 *   host's and agency's notices listing the guests and carrying the invite) keeps going without them: their
 *   address leaves its lists, its invite's ATTENDEE line goes, and any other mention (a delivery error) reads
 *   `[erased]`.
 * - The team's notes on other leads that mention them: the address reads `[erased]`; unused sign-in links
 *   for the address.
 * What it returns holds counts only, never the address.
 */

export const ERASED = '[erased]';

export interface PersonErased {
  /** Their submissions, by type. */
  erased: Partial<Record<LeadType, number>>;
  total: number;
  /** Other people's calls they were taken off as a guest. */
  guestOf: number;
  /** Outbox rows to them deleted, and rows about others rewritten without them. */
  mails: { deleted: number; rewritten: number };
  /** Notes on other leads with the address taken out. */
  notes: number;
}

/** `%value%` for ILIKE, its wildcards escaped. */
const containing = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text with every mention of the address (any case) replaced by [erased]. */
function scrubText(text: string, address: string): string {
  return text.replace(new RegExp(escapeRegExp(address), 'gi'), ERASED);
}

/**
 * An iCalendar text without the content lines that name the address (an ATTENDEE), each line judged
 * unfolded (RFC 5545 folds long lines, which may split an address) and the others kept exactly as written.
 */
export function scrubIcs(ics: string, address: string): string {
  const lines = ics.split(/\r\n(?=[^ \t])/);
  return lines.filter((line) => !line.replace(/\r\n[ \t]/g, '').toLowerCase().includes(address)).join('\r\n');
}

/** A JSON value without the address: out of every list, out of invites, [erased] in any other text. */
export function scrubValue(value: unknown, address: string, key = ''): unknown {
  if (typeof value === 'string') return key === 'ics' ? scrubIcs(value, address) : scrubText(value, address);
  if (Array.isArray(value)) return value.filter((entry) => !(typeof entry === 'string' && entry.trim().toLowerCase() === address)).map((entry) => scrubValue(entry, address));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, scrubValue(entry, address, name)]));
  return value;
}

/** Whether an outbox row goes to the address (then it is deleted rather than rewritten). */
const isTo = (payload: Record<string, unknown>, address: string) => ['to', 'email', 'guestEmail'].some((key) => typeof payload[key] === 'string' && (payload[key] as string).trim().toLowerCase() === address);

/** The ids of every submission whose address is `address` (any case, spaces around ignored). */
async function submissionsOf(tx: Transaction, address: string): Promise<string[]> {
  const ids: string[] = [];
  for (const table of [contactRequests, jobApplications, talentPool, newsletterSubscribers, chatMessages, bookings]) {
    ids.push(...(await tx.select({ id: table.id }).from(table).where(sql`lower(trim(${table.email})) = ${address}`)).map((row) => row.id));
  }
  return ids;
}

/** The outbox rows naming the address anywhere: the payload (an invite's folded lines unfolded) or the last delivery error. */
async function rowsNaming(tx: Transaction, address: string) {
  const like = containing(address);
  return tx
    .select({ id: notifications.id, payload: notifications.payload, lastError: notifications.lastError })
    .from(notifications)
    .where(
      sql`${notifications.payload}::text ilike ${like} or ${notifications.lastError} ilike ${like}
        or regexp_replace(coalesce(${notifications.payload}->>'ics', ''), E'\\r\\n[ \\t]', '', 'g') ilike ${like}`,
    );
}

/**
 * Erases a person by address (see the module comment), in one transaction; `audit` runs in it too (the
 * inbox's audit row), so the erasure and its record commit together. Resume files go after the commit.
 */
export async function erasePersonData(db: Database, email: string, audit?: (tx: Transaction, result: PersonErased) => Promise<void>): Promise<PersonErased> {
  const address = email.trim().toLowerCase();
  const { result, files } = await db.transaction(async (tx) => {
    const { counts, files } = await eraseSubmissions(tx, await submissionsOf(tx, address));
    const guests = await tx
      .update(bookings)
      .set({ guests: sql`array(select guest from unnest(${bookings.guests}) as guest where lower(guest) <> ${address})` })
      .where(sql`exists (select 1 from unnest(${bookings.guests}) as guest where lower(guest) = ${address})`)
      .returning({ id: bookings.id });
    const mails = { deleted: 0, rewritten: 0 };
    for (const row of await rowsNaming(tx, address)) {
      if (isTo(row.payload, address)) {
        await tx.delete(notifications).where(sql`${notifications.id} = ${row.id}`);
        mails.deleted += 1;
      } else {
        const payload = scrubValue(row.payload, address) as Record<string, unknown>;
        await tx.update(notifications).set({ payload, lastError: row.lastError === null ? null : scrubText(row.lastError, address) }).where(sql`${notifications.id} = ${row.id}`);
        mails.rewritten += 1;
      }
    }
    const notes = await tx.select({ leadId: leadStates.leadId, note: leadStates.note }).from(leadStates).where(sql`${leadStates.note} ilike ${containing(address)}`);
    for (const row of notes) await tx.update(leadStates).set({ note: scrubText(row.note ?? '', address) }).where(sql`${leadStates.leadId} = ${row.leadId}`);
    await tx.delete(inboxSignInTokens).where(sql`lower(${inboxSignInTokens.email}) = ${address} and ${inboxSignInTokens.usedAt} is null`);
    const result: PersonErased = { erased: counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0), guestOf: guests.length, mails, notes: notes.length };
    await audit?.(tx, result);
    return { result, files };
  });
  await removeResumeFiles(db, files);
  return result;
}
