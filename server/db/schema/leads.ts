import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, submissionColumns } from './columns';

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
    /** Optional, asked on the quote path (lib/forms/qualification.ts's values); null when not answered. */
    budget: text('budget'),
    timeline: text('timeline'),
    userAgent: text('user_agent'),
    /** HMAC-SHA256 of the client address: lets abuse be traced without storing the address. */
    ipHash: text('ip_hash'),
    /** The client-generated id (or Idempotency-Key): a retry is stored once. */
    submissionId: text('submission_id'),
  },
  (table) => [index('contact_requests_created_at_idx').on(table.createdAt), uniqueIndex('contact_requests_submission_idx').on(table.submissionId)],
);


/** Job applications (POST /api/job-applications); the resume, when attached, is in `resumes`. */
export const jobApplications = pgTable(
  'job_applications',
  {
    ...submissionColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    position: text('position').notNull(),
    opening: text('opening'),
    experience: text('experience'),
    coverLetter: text('cover_letter'),
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
    location: text('location'),
    currentRole: text('current_role'),
    areaOfInterest: text('area_of_interest'),
    keySkills: text('key_skills'),
    experience: text('experience'),
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

export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
