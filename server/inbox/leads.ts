import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { inboxAudit, leadStates, notifications } from '../db/schema';
import { ACKNOWLEDGEMENT_KIND } from '../leads/labels';
import { erasePersonData } from '../leads/erase';
import { listLeads, type Lead } from '../leads/operations';
import { valueLabel } from '../leads/labels';
import { isLeadType, leadTypes, type LeadType } from '../leads/types';
import { INBOX_PATH } from './config';

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
  /** The team member who answers it (an inbox address), or null. */
  owner: string | null;
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

const fresh: LeadState = { status: 'new', owner: null, statusBy: null, statusAt: null, note: null, noteBy: null, noteAt: null };

/** What a lead is about, for its row: the company and service of an enquiry, the role of an application. */
export function leadContext(lead: Lead): string[] {
  const parts = [
    lead.company,
    lead.opening ? valueLabel('opening', lead.opening) : lead.position ? valueLabel('position', lead.position) : '',
    lead.service ? valueLabel('service', lead.service) : '',
    lead.currentRole,
  ];
  return parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
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

/** A person's leads by their address (lower case), newest first: the calls page links each call to them. */
export async function leadsByEmail(db: Database): Promise<Map<string, InboxLead[]>> {
  const byEmail = new Map<string, InboxLead[]>();
  for (const lead of await filteredLeads(db, {})) {
    if (typeof lead.email !== 'string' || !lead.email) continue;
    const key = lead.email.toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), lead]);
  }
  return byEmail;
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

/** What one Save on a lead's page sends: its status, owner and note, together (nothing typed is lost). */
export interface LeadChange {
  status: LeadStatus;
  owner: string | null;
  note: string;
}

/** What a Save changed, for the page's notice: nothing, or which of status, owner and note. */
export type LeadChanges = ('status' | 'owner' | 'note')[];

/**
 * Saves a lead's handling: only what differs from what is stored is written, each change with who and
 * when, and each audited (the note as "edited", never its text: the audit outlives an erasure).
 */
export async function saveLead(db: Database, lead: InboxLead, change: LeadChange, by: string, now = new Date()): Promise<LeadChanges> {
  const note = change.note.replace(/\r\n?/g, '\n').trim().slice(0, NOTE_MAX) || null;
  const { state } = lead;
  const changed: LeadChanges = [];
  if (change.status !== state.status) changed.push('status');
  if (change.owner !== state.owner) changed.push('owner');
  if (note !== state.note) changed.push('note');
  if (!changed.length) return changed;
  const set = {
    ...(changed.includes('status') ? { status: change.status, statusBy: by, statusAt: now } : {}),
    ...(changed.includes('owner') ? { owner: change.owner } : {}),
    ...(changed.includes('note') ? { note, noteBy: by, noteAt: now } : {}),
  };
  const detail = (what: LeadChanges[number]): Record<string, unknown> =>
    what === 'status' ? { leadId: lead.id, from: state.status, to: change.status } : what === 'owner' ? { leadId: lead.id, owner: change.owner } : { leadId: lead.id };
  await db.transaction(async (tx) => {
    await tx.insert(leadStates).values({ leadId: lead.id, ...set }).onConflictDoUpdate({ target: leadStates.leadId, set });
    await tx.insert(inboxAudit).values(changed.map((what) => ({ at: now, actor: by, action: `lead-${what}`, detail: detail(what) })));
  });
  return changed;
}

/** One line of a lead's history: when, who (a team member, or null for the site), and what happened. */
export interface LeadEvent {
  at: Date;
  by: string | null;
  text: string;
}

/** What a sent outbox row about a lead was, as its history says it: the team's notice, the visitor's own mails, a webhook. */
function sentLabel(kind: string): string {
  if (kind === ACKNOWLEDGEMENT_KIND) return 'Acknowledgement emailed to them (what happens next)';
  if (kind === 'newsletter') return 'Confirmation link emailed to them';
  if (kind === 'webhook') return 'Sent to a webhook';
  return 'Team notified by email';
}

/** A lead's history, oldest first: received, the mails about it, and every change the team made (from the audit). */
export async function leadActivity(db: Database, lead: InboxLead): Promise<LeadEvent[]> {
  const [audit, mails] = await Promise.all([
    db.select().from(inboxAudit).where(sql`${inboxAudit.detail}->>'leadId' = ${lead.id}`).orderBy(asc(inboxAudit.at)),
    db.select({ kind: notifications.kind, sentAt: notifications.sentAt }).from(notifications).where(eq(notifications.leadId, lead.id)),
  ]);
  const events: LeadEvent[] = [{ at: new Date(lead.createdAt), by: null, text: `Received through the ${kindLabels[lead.type].toLowerCase()} form` }];
  for (const mail of mails) if (mail.sentAt) events.push({ at: mail.sentAt, by: null, text: sentLabel(mail.kind) });
  for (const row of audit) {
    const detail = row.detail;
    const text =
      row.action === 'lead-status'
        ? `Status set to ${statusLabels[isLeadStatus(detail.to) ? detail.to : 'new']}`
        : row.action === 'lead-owner'
          ? typeof detail.owner === 'string' ? `Owner set to ${detail.owner}` : 'Owner removed'
          : row.action === 'lead-note'
            ? 'Note edited'
            : null;
    if (text) events.push({ at: row.at, by: row.actor, text });
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
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

/** The export's rows as a spreadsheet reads them: named columns, labels for chosen values, the resume's file name, the record's inbox address. */
export function exportRows(leads: readonly InboxLead[], origin: string) {
  return leads.map(({ state, type, id, createdAt, resume, ...fields }) => ({
    Received: createdAt,
    Form: kindLabels[type],
    ...Object.fromEntries(Object.entries(fields).filter(([key]) => !internalFields.has(key)).map(([key, value]) => [fieldLabel(key), valueLabel(key, value)])),
    ...(resume !== undefined ? { Resume: resume?.fileName ?? '' } : {}),
    Status: statusLabels[state.status],
    Owner: state.owner ?? '',
    'Status set by': state.statusBy ?? '',
    'Status set at': state.statusAt?.toISOString() ?? '',
    Note: state.note ?? '',
    'In the inbox': `${origin}${INBOX_PATH}/leads/${id}`,
  }));
}

/** Fields the team has no use for, on a lead's page or in a spreadsheet: the submission's own reference, the internal hashes, the browser's user agent. */
export const internalFields: ReadonlySet<string> = new Set(['submissionId', 'ipHash', 'networkHash', 'submissionDigest', 'userAgent']);

/** Field names as a person reads them (`coverLetter` is Cover letter). */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The list's filters from the page's query (`param` reads one parameter), unknown values left out. */
export function leadQuery(param: (name: string) => string | undefined): LeadQuery {
  const kind = param('kind');
  const status = param('status');
  const q = param('q')?.slice(0, 200).trim();
  const page = Number(param('page'));
  return {
    ...(kind && isLeadType(kind) ? { kind } : {}),
    ...(isLeadStatus(status) ? { status } : {}),
    ...(q ? { q } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}
