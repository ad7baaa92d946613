import { inArray } from 'drizzle-orm';
import type { Database } from '../db';
import { inboxAudit, leadStates } from '../db/schema';
import { erasePersonData } from '../leads/erase';
import { listLeads, type Lead } from '../leads/operations';
import { leadTypes, type LeadType } from '../leads/types';

/**
 * The inbox's view of the stored submissions: the CLI's own operations (listLeads, deleteLead) with each
 * lead's handling (status with who and when, a private note) beside them, filters, pages, erasure of a
 * person with an audit row, and the rows of a CSV export.
 */

export const leadStatuses = ['new', 'in-progress', 'done', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const statusLabels: Record<LeadStatus, string> = { new: 'New', 'in-progress': 'In progress', done: 'Done', spam: 'Spam' };
export const isLeadStatus = (value: unknown): value is LeadStatus => (leadStatuses as readonly unknown[]).includes(value);

/** Booked calls have their own page (Calls); every other form's submissions are leads. */
export const leadKinds = leadTypes.filter((type) => type !== 'booking');
export const kindLabels: Record<LeadType, string> = {
  contact: 'Contact',
  'job-application': 'Job application',
  'talent-pool': 'Talent pool',
  newsletter: 'Newsletter',
  chat: 'Chat',
  booking: 'Booking',
};

export const PAGE_SIZE = 25;
export const NOTE_MAX = 4000;

export interface LeadState {
  status: LeadStatus;
  statusBy: string | null;
  statusAt: Date | null;
  note: string | null;
  noteBy: string | null;
  noteAt: Date | null;
}

export type InboxLead = Lead & { state: LeadState };

export interface LeadQuery {
  kind?: LeadType;
  status?: LeadStatus;
  /** Free text, matched case-insensitively against every stored field. */
  q?: string;
  /** 1-based. */
  page?: number;
}

const fresh: LeadState = { status: 'new', statusBy: null, statusAt: null, note: null, noteBy: null, noteAt: null };

/** Who a lead is from, for lists and subjects. */
export function leadName(lead: Lead): string {
  const parts = [lead.name, lead.fullName, [lead.firstName, lead.lastName].filter(Boolean).join(' ')];
  return String(parts.find((value) => typeof value === 'string' && value.trim()) ?? '');
}

/** The first line of what they wrote. */
export function leadSummary(lead: Lead): string {
  const text = lead.message ?? lead.coverLetter ?? lead.experience ?? lead.topic ?? '';
  return String(text).replace(/\s+/g, ' ').trim().slice(0, 140);
}

async function withStates(db: Database, leads: Lead[]): Promise<InboxLead[]> {
  const ids = leads.map((lead) => lead.id);
  const states = ids.length ? await db.select().from(leadStates).where(inArray(leadStates.leadId, ids)) : [];
  const byId = new Map(states.map((row) => [row.leadId, row]));
  return leads.map((lead) => {
    const row = byId.get(lead.id);
    return { ...lead, state: row ? { ...row, status: isLeadStatus(row.status) ? row.status : 'new' } : fresh };
  });
}

function matches(lead: InboxLead, text: string): boolean {
  const values = [...Object.values(lead), lead.state.note];
  return values.some((value) => typeof value === 'string' && value.toLowerCase().includes(text));
}

/** Every lead matching the query (kind, status, text), newest first. */
export async function filteredLeads(db: Database, query: LeadQuery): Promise<InboxLead[]> {
  const kinds = query.kind ? [query.kind] : leadKinds;
  const leads = (await Promise.all(kinds.map((kind) => listLeads(db, kind)))).flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const text = query.q?.trim().toLowerCase();
  return (await withStates(db, leads)).filter((lead) => (!query.status || lead.state.status === query.status) && (!text || matches(lead, text)));
}

/** One page of the query's leads, with the total for the pager. */
export async function leadPage(db: Database, query: LeadQuery, pageSize = PAGE_SIZE) {
  const all = await filteredLeads(db, query);
  const pages = Math.max(1, Math.ceil(all.length / pageSize));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  return { leads: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pages };
}

export async function findLead(db: Database, id: string): Promise<InboxLead | null> {
  for (const kind of leadTypes) {
    const lead = (await listLeads(db, kind)).find((entry) => entry.id === id);
    if (lead) return (await withStates(db, [lead]))[0] ?? null;
  }
  return null;
}

export async function setStatus(db: Database, id: string, status: LeadStatus, by: string, now = new Date()): Promise<void> {
  await db
    .insert(leadStates)
    .values({ leadId: id, status, statusBy: by, statusAt: now })
    .onConflictDoUpdate({ target: leadStates.leadId, set: { status, statusBy: by, statusAt: now } });
}

export async function setNote(db: Database, id: string, note: string, by: string, now = new Date()): Promise<void> {
  const text = note.replace(/\r\n?/g, '\n').trim().slice(0, NOTE_MAX) || null;
  await db
    .insert(leadStates)
    .values({ leadId: id, note: text, noteBy: by, noteAt: now })
    .onConflictDoUpdate({ target: leadStates.leadId, set: { note: text, noteBy: by, noteAt: now } });
}

/**
 * Erases a person (server/leads/erase.ts): every submission that names their address (any kind, bookings
 * included) with everything about it, as the CLI's `delete` does (resumes, mails, webhooks, the inbox's
 * status and note), their address out of other people's calls and mails, and out of the team's notes. The
 * audit row, in the same transaction, says who erased how many of which kind: counts only, never whose data.
 */
export async function erasePerson(db: Database, email: string, actor: string, now = new Date()): Promise<Partial<Record<LeadType, number>>> {
  const result = await erasePersonData(db, email, async (tx, erased) => {
    await tx.insert(inboxAudit).values({ at: now, actor, action: 'erase-person', detail: { ...erased } });
  });
  return result.erased;
}

/** The export's rows: every field of the lead, then its handling. */
export function exportRows(leads: readonly InboxLead[]) {
  return leads.map(({ state, ...lead }) => ({
    ...lead,
    handling: state.status,
    handlingBy: state.statusBy,
    handlingAt: state.statusAt?.toISOString() ?? null,
    note: state.note,
  }));
}
