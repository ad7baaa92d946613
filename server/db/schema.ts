import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Binary data (a resume file): Buffer in, Buffer out, for both drivers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

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
    /** The client-generated id (or Idempotency-Key): a retry is stored once. */
    submissionId: text('submission_id'),
  },
  (table) => [index('contact_requests_created_at_idx').on(table.createdAt), uniqueIndex('contact_requests_submission_idx').on(table.submissionId)],
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

/** Common columns of every submission. */
const submissionColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  submissionId: text('submission_id'),
  userAgent: text('user_agent'),
  ipHash: text('ip_hash'),
});

/** Job applications (POST /api/job-applications); the resume, when attached, is in `resumes`. */
export const jobApplications = pgTable(
  'job_applications',
  {
    ...submissionColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    position: text('position').notNull(),
    opening: text('opening'),
    experience: text('experience').notNull(),
    coverLetter: text('cover_letter').notNull(),
    skills: text('skills'),
    portfolio: text('portfolio'),
  },
  (table) => [index('job_applications_created_at_idx').on(table.createdAt), uniqueIndex('job_applications_submission_idx').on(table.submissionId)],
);

/** Talent-pool entries (POST /api/talent-pool): resume required, consent recorded. */
export const talentPool = pgTable(
  'talent_pool',
  {
    ...submissionColumns(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    location: text('location').notNull(),
    currentRole: text('current_role').notNull(),
    areaOfInterest: text('area_of_interest').notNull(),
    keySkills: text('key_skills').notNull(),
    experience: text('experience').notNull(),
    links: text('links'),
    /** The consent text the person agreed to, as shown. */
    consent: text('consent').notNull(),
  },
  (table) => [index('talent_pool_created_at_idx').on(table.createdAt), uniqueIndex('talent_pool_submission_idx').on(table.submissionId)],
);

/**
 * Resume files, exactly as uploaded; each belongs to one application or talent-pool entry and goes with
 * it. The bytes are in `bytes` (PostgreSQL) or in a private file named by `file_key` (embedded PGlite):
 * server/db/resume-bytes.ts.
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    jobApplicationId: uuid('job_application_id').references(() => jobApplications.id, { onDelete: 'cascade' }),
    talentPoolId: uuid('talent_pool_id').references(() => talentPool.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** pdf, doc or docx, judged from the bytes. */
    format: text('format').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes'),
    /** 32 random hex digits: the file's name in the embedded database's resume directory. */
    fileKey: text('file_key'),
  },
  (table) => [
    uniqueIndex('resumes_job_application_idx').on(table.jobApplicationId),
    uniqueIndex('resumes_talent_pool_idx').on(table.talentPoolId),
    uniqueIndex('resumes_file_key_idx').on(table.fileKey),
    check('resumes_one_owner', sql`num_nonnulls(${table.jobApplicationId}, ${table.talentPoolId}) = 1`),
    check('resumes_one_place', sql`num_nonnulls(${table.bytes}, ${table.fileKey}) = 1`),
  ],
);

/** Newsletter subscribers: one row per normalised address; double opt-in. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    ...submissionColumns(),
    email: text('email').notNull(),
    /** pending (confirmation mailed), confirmed, unsubscribed. */
    status: text('status').notNull().default('pending'),
    /** SHA-256 of the tokens mailed in the links; the tokens themselves are never stored here. */
    confirmTokenHash: text('confirm_token_hash'),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(table.email),
    uniqueIndex('newsletter_subscribers_submission_idx').on(table.submissionId),
    index('newsletter_subscribers_confirm_idx').on(table.confirmTokenHash),
    index('newsletter_subscribers_unsubscribe_idx').on(table.unsubscribeTokenHash),
  ],
);

/** Messages from the floating widget (POST /api/chat). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    ...submissionColumns(),
    message: text('message').notNull(),
    email: text('email'),
    page: text('page'),
  },
  (table) => [index('chat_messages_created_at_idx').on(table.createdAt), uniqueIndex('chat_messages_submission_idx').on(table.submissionId)],
);

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

/**
 * Calls booked on /contact#schedule. A confirmed booking holds [starts_at, holds_until): its call and
 * the buffer after it. No two confirmed bookings overlap: an exclusion constraint the database enforces
 * (`bookings_no_overlap`, written by hand in migration 0003 since drizzle cannot declare one), so a race
 * between two visitors, or two server processes, has exactly one winner.
 */
export const bookings = pgTable(
  'bookings',
  {
    ...submissionColumns(),
    /** A call type id from content/scheduling.ts. */
    callType: text('call_type').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    holdsUntil: timestamp('holds_until', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    topic: text('topic'),
    /** The zone the visitor saw the times in (for the mails); IANA name or null. */
    visitorTimeZone: text('visitor_time_zone'),
    /** confirmed or cancelled. */
    status: text('status').notNull().default('confirmed'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** iCalendar SEQUENCE: raised by every change the invitee's calendar must apply. */
    sequence: integer('sequence').notNull().default(0),
    /** SHA-256 of the tokens in the mailed links and the invite's download path; never the tokens. */
    manageTokenHash: text('manage_token_hash'),
    inviteTokenHash: text('invite_token_hash').notNull(),
  },
  (table) => [
    index('bookings_starts_at_idx').on(table.startsAt),
    uniqueIndex('bookings_submission_idx').on(table.submissionId),
    uniqueIndex('bookings_manage_token_idx').on(table.manageTokenHash),
    check('bookings_status', sql`${table.status} in ('confirmed', 'cancelled')`),
    check('bookings_times', sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.holdsUntil}`),
  ],
);

export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
