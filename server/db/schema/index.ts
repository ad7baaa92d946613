/**
 * The database schema, shared by both drivers (embedded PGlite and PostgreSQL), one file per feature:
 * the submissions (leads.ts, with the columns every submission has in columns.ts), the outbox, the rate
 * limits, field vitals, bookings and availability (schedule.ts) and the signed-in inbox. Change a table in
 * its file (a new file is added here), then run `npx drizzle-kit generate` to write the next migration to
 * server/db/migrations/ (drizzle.config.ts reads this folder).
 */
export * from './leads';
export * from './outbox';
export * from './rate-limits';
export * from './vitals';
export * from './schedule';
export * from './inbox';
