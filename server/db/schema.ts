import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The database schema, shared by both drivers (embedded PGlite and PostgreSQL). Change it here,
 * then run `npx drizzle-kit generate` to write the next migration to server/db/migrations/.
 */

/** Enquiries sent through the contact form (POST /api/contact). */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    /** A service slug, a growth path (launch, scale, transform) or 'other'; null when not chosen. */
    service: text('service'),
    /** general, call or quote. */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    userAgent: text('user_agent'),
    /** HMAC-SHA256 of the client address: lets abuse be traced without storing the address. */
    ipHash: text('ip_hash'),
  },
  (table) => [index('contact_requests_created_at_idx').on(table.createdAt)],
);

/** The outbox: one row per notification to deliver; a mailer sends it and sets sent_at. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('notifications_pending_idx').on(table.createdAt).where(sql`${table.sentAt} is null`)],
);

export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
