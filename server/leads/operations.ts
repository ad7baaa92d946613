import type { Readable } from 'node:stream';
import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull, lt, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db';
import { removeResumeFiles, resumeByteStream } from '../db/resume-bytes';
import { bookings, chatMessages, contactRequests, jobApplications, leadStates, newsletterSubscribers, notifications, rateLimitHits, resumes, talentPool } from '../db/schema';
import { leadTypes, type LeadType } from './types';

/**
 * What operators do with stored submissions (npm run leads -- …): list, export, fetch a resume,
 * erase one person's submission, purge by age. Used by the CLI (scripts/leads.ts) on PostgreSQL or the
 * embedded database (over its socket while a server runs), and by the tests.
 */

export { RETENTION_MONTHS } from '@/content/lead-pages';

const tables = {
  contact: contactRequests,
  'job-application': jobApplications,
  'talent-pool': talentPool,
  newsletter: newsletterSubscribers,
  chat: chatMessages,
  booking: bookings,
} as const;

/** One stored submission: its type and every stored field (resume bytes left out). */
export type Lead = { type: LeadType; id: string; createdAt: string; resume?: { id: string; fileName: string; format: string; size: number } | null } & Record<string, unknown>;

/** Hashes of mailed tokens: of no use to an operator, never printed or exported. */
const secretColumns = new Set(['confirmTokenHash', 'unsubscribeTokenHash', 'manageTokenHash', 'inviteTokenHash']);

function omitSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !secretColumns.has(key)));
}

export async function listLeads(db: Database, type?: LeadType): Promise<Lead[]> {
  const types = type ? [type] : [...leadTypes];
  const leads: Lead[] = [];
  for (const kind of types) {
    const table = tables[kind];
    const rows = (await db.select().from(table).orderBy(desc(table.createdAt))) as (Record<string, unknown> & { id: string; createdAt: Date })[];
    const files =
      kind === 'job-application' || kind === 'talent-pool'
        ? await db
            .select({ id: resumes.id, fileName: resumes.fileName, format: resumes.format, size: resumes.size, owner: kind === 'job-application' ? resumes.jobApplicationId : resumes.talentPoolId })
            .from(resumes)
            .where(kind === 'job-application' ? inArray(resumes.jobApplicationId, rows.map((row) => row.id).concat('00000000-0000-0000-0000-000000000000')) : inArray(resumes.talentPoolId, rows.map((row) => row.id).concat('00000000-0000-0000-0000-000000000000')))
        : [];
    for (const row of rows) {
      const file = files.find((entry) => entry.owner === row.id);
      leads.push({
        ...omitSecrets(row),
        type: kind,
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        ...(kind === 'job-application' || kind === 'talent-pool' ? { resume: file ? { id: file.id, fileName: file.fileName, format: file.format, size: file.size } : null } : {}),
      });
    }
  }
  return leads.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A stored resume: its name and format as kept, its size, and its bytes as a stream (one chunk in memory at a time). */
export interface ResumeStream {
  fileName: string;
  format: string;
  size: number;
  stream: Readable;
}

/** The resume of a submission (by the submission's id or the resume's own id), streamed; null when there is none. */
export async function openResume(db: Database, id: string): Promise<ResumeStream | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: resumes.id, fileName: resumes.fileName, format: resumes.format, size: resumes.size, fileKey: resumes.fileKey })
    .from(resumes)
    .where(or(eq(resumes.id, id), eq(resumes.jobApplicationId, id), eq(resumes.talentPoolId, id)));
  if (!row) return null;
  return { fileName: row.fileName, format: row.format, size: row.size, stream: resumeByteStream(db, row) };
}

/** The resume of a submission (by the submission's id or the resume's own id), bytes exactly as uploaded. */
export async function getResume(db: Database, id: string): Promise<{ fileName: string; format: string; bytes: Buffer } | null> {
  const resume = await openResume(db, id);
  if (!resume) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of resume.stream) chunks.push(chunk as Buffer);
  return { fileName: resume.fileName, format: resume.format, bytes: Buffer.concat(chunks, resume.size) };
}

/** The file keys of the resumes of these submissions (erased with them). */
const resumeFileKeys = async (db: Pick<Database, 'select'>, owners: SQL) =>
  (await db.select({ key: resumes.fileKey }).from(resumes).where(and(isNotNull(resumes.fileKey), owners))).map((row) => row.key);

/** A transaction of the database (what the erasure functions run in). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What erasing submissions removed: how many of each type, and the resume files to remove once committed. */
export interface Erased {
  counts: Partial<Record<LeadType, number>>;
  files: string[];
}

/**
 * The one erasure of submissions by id (any type), used by the CLI's `delete` and `purge` and by the inbox's
 * "Erase a person" (erase.ts): the rows, their resumes (cascade; the embedded database's files are returned
 * to remove after the commit), every outbox row about them (mails to the visitor, the team, hosts and guests,
 * reminders, webhooks: `lead_id`) and the inbox's status and note on them (`lead_states`), in the caller's
 * transaction.
 */
export async function eraseSubmissions(tx: Transaction, ids: readonly string[]): Promise<Erased> {
  const list = ids.filter(isUuid);
  if (!list.length) return { counts: {}, files: [] };
  const files = (await resumeFileKeys(tx, or(inArray(resumes.jobApplicationId, list), inArray(resumes.talentPoolId, list))!)).filter((key): key is string => key !== null);
  const counts: Partial<Record<LeadType, number>> = {};
  for (const type of leadTypes) {
    const table = tables[type];
    const deleted = await tx.delete(table).where(inArray(table.id, list)).returning({ id: table.id });
    if (deleted.length) counts[type] = deleted.length;
  }
  await tx.delete(notifications).where(inArray(notifications.leadId, list));
  await tx.delete(leadStates).where(inArray(leadStates.leadId, list));
  return { counts, files };
}

/** Erases one submission of any type with everything about it (eraseSubmissions), in one transaction. */
export async function deleteLead(db: Database, id: string): Promise<{ type: LeadType } | null> {
  if (!isUuid(id)) return null;
  const erased = await db.transaction((tx) => eraseSubmissions(tx, [id]));
  await removeResumeFiles(db, erased.files); // after the commit: a crash in between leaves a file the next start sweeps
  const [type] = Object.keys(erased.counts) as LeadType[];
  return type ? { type } : null;
}

/**
 * Deletes everything older than `months` (submissions with everything about them, as eraseSubmissions,
 * outbox rows, rate-limit hits), and the inbox's notes on submissions no longer stored.
 */
export async function purgeLeads(db: Database, months: number, now = new Date()): Promise<Record<LeadType, number>> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const { counts, files } = await db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const type of leadTypes) {
      const table = tables[type];
      // A confirmed newsletter subscription stays until its owner unsubscribes.
      const old = type === 'newsletter' ? and(lt(table.createdAt, cutoff), ne(newsletterSubscribers.status, 'confirmed')) : lt(table.createdAt, cutoff);
      ids.push(...(await tx.select({ id: table.id }).from(table).where(old)).map((row) => row.id));
    }
    const erased = await eraseSubmissions(tx, ids);
    await tx.delete(notifications).where(lt(notifications.createdAt, cutoff));
    await tx.delete(rateLimitHits).where(lt(rateLimitHits.at, cutoff));
    // Notes whose submission is gone (erased before the note went with it): nothing to handle any more.
    await tx.delete(leadStates).where(and(...leadTypes.map((type) => notInArray(leadStates.leadId, tx.select({ id: tables[type].id }).from(tables[type])))));
    return erased;
  });
  await removeResumeFiles(db, files);
  return Object.fromEntries(leadTypes.map((type) => [type, counts[type] ?? 0])) as Record<LeadType, number>;
}

/** The outbox: pending first. */
export async function listOutbox(db: Database, { pendingOnly = false } = {}) {
  const { id, createdAt, kind, sentAt, attempts, nextAttemptAt, lockedUntil, lastError, leadId } = getTableColumns(notifications);
  const columns = { id, createdAt, kind, sentAt, attempts, nextAttemptAt, lockedUntil, lastError, leadId };
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(pendingOnly ? isNull(notifications.sentAt) : undefined)
    .orderBy(desc(notifications.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null, nextAttemptAt: row.nextAttemptAt.toISOString(), lockedUntil: row.lockedUntil?.toISOString() ?? null }));
}

/** Parses an age in months, like `24m`. */
export function parseAge(value: string): number | null {
  const match = /^(\d{1,3})m$/.exec(value.trim());
  return match ? Number(match[1]) : null;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
