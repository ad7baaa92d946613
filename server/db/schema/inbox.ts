import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The signed-in inbox (server/inbox/): team members added from the CLI (INBOX_USERS from the
 * environment are honoured besides these), one-time sign-in links, sessions, passkeys, WebAuthn
 * challenges, each lead's status and note, and an audit of erasures. Tokens and session ids are
 * stored only as SHA-256 hashes.
 */
export const inboxUsers = pgTable('inbox_users', {
  /** Lower-case address. */
  email: text('email').primaryKey(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's own settings: the zone the inbox shows times in (the office's when none is chosen). */
export const inboxPreferences = pgTable('inbox_preferences', {
  /** Lower-case address of the member. */
  email: text('email').primaryKey(),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const inboxSignInTokens = pgTable(
  'inbox_sign_in_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('inbox_sign_in_tokens_email_idx').on(table.email)],
);

export const inboxSessions = pgTable(
  'inbox_sessions',
  {
    /** SHA-256 of the cookie's value. */
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How the session began: link or passkey. */
    method: text('method').notNull(),
  },
  (table) => [index('inbox_sessions_email_idx').on(table.email)],
);

export const inboxPasskeys = pgTable(
  'inbox_passkeys',
  {
    /** The credential id (base64url), as the authenticator names it. */
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    /** What the device said it is (from the browser's user agent), to tell passkeys apart. */
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('inbox_passkeys_email_idx').on(table.email)],
);

/** A WebAuthn challenge handed out once; taken (deleted) by the answer that uses it. */
export const inboxChallenges = pgTable('inbox_challenges', {
  challenge: text('challenge').primaryKey(),
  /** register (a signed-in member adds a device) or sign-in. */
  purpose: text('purpose').notNull(),
  /** The member registering; null for sign-in (any of the member's passkeys answers). */
  email: text('email'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A lead's handling in the inbox: status with who and when, its owner (a team member) and a private note. */
export const leadStates = pgTable('lead_states', {
  leadId: uuid('lead_id').primaryKey(),
  /** The team member who answers the lead (an inbox address); null while nobody has taken it. */
  owner: text('owner'),
  /** new, in-progress, done, spam. */
  status: text('status').notNull().default('new'),
  statusBy: text('status_by'),
  statusAt: timestamp('status_at', { withTimezone: true }),
  note: text('note'),
  noteBy: text('note_by'),
  noteAt: timestamp('note_at', { withTimezone: true }),
});

/** What team members did that must be accounted for (erasures, calls cancelled or moved): who, what and how many or which booking, never whose data. */
export const inboxAudit = pgTable('inbox_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
});
