import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Field measurements of Core Web Vitals (POST /api/vitals), aggregated as they arrive: one counter per
 * page, day, metric, device class and value bucket (lib/vitals.ts), so p75 can be computed and no single
 * page view, address or visitor is kept.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    metric: text('metric').notNull(),
    device: text('device').notNull(),
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path, table.metric, table.device, table.bucket] })],
);

/**
 * How many beacons one sender gave one page and metric today, so one address cannot set a page's p75
 * (server/vitals/store.ts caps it). The key is a keyed hash of address, page and metric, never the
 * address; rows of past days are deleted (they are of no use once their day is over).
 */
export const webVitalsQuota = pgTable(
  'web_vitals_quota',
  {
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.key] })],
);
