import { customType, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column types and columns more than one feature's tables share. */

/** Binary data (a resume file): Buffer in, Buffer out, for both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** Common columns of every submission. */
export const submissionColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  submissionId: text('submission_id'),
  userAgent: text('user_agent'),
  ipHash: text('ip_hash'),
});
