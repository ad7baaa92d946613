import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The outbox: one row per notification to deliver; a mailer sends it and sets sent_at. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts so far; the worker backs off exponentially between them. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: nobody else takes the row before this time (FOR UPDATE SKIP LOCKED at claim time). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The submission this notification is about (erased with it). */
    leadId: uuid('lead_id'),
  },
  (table) => [
    index('notifications_pending_idx').on(table.createdAt).where(sql`${table.sentAt} is null`),
    index('notifications_lead_idx').on(table.leadId),
  ],
);

export type Notification = typeof notifications.$inferSelect;
