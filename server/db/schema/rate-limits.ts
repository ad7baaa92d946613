import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per counted attempt (key = form + address hash): shared by every server process on one database. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rate_limit_hits_key_at_idx').on(table.key, table.at)],
);
