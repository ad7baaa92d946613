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
 * the buffer after it. No two confirmed bookings of one host overlap: an exclusion constraint the
 * database enforces (`bookings_no_overlap`, written by hand in migrations 0003 and 0004 since drizzle
 * cannot declare one), so a race between two visitors, or two server processes, has exactly one winner
 * per host and time.
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
    /** The locale the visitor read the times in (BCP 47, checked by lib/forms/booking.ts), for the mails; null = the default. */
    locale: text('locale'),
    /** confirmed or cancelled. */
    status: text('status').notNull().default('confirmed'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** iCalendar SEQUENCE: raised by every change the invitee's calendar must apply. */
    sequence: integer('sequence').notNull().default(0),
    /** SHA-256 of the tokens in the mailed links and the invite's download path; never the tokens. */
    manageTokenHash: text('manage_token_hash'),
    inviteTokenHash: text('invite_token_hash').notNull(),
    /** Who takes the call: a staff id of content/scheduling.ts's callHosts ('' for calls booked before hosts). */
    host: text('host').notNull().default(''),
    /** Guests' e-mail addresses (lower case, at most MAX_GUESTS): they get the invite too. */
    guests: text('guests').array().notNull().default(sql`'{}'::text[]`),
    /** Optional qualification (lib/forms/qualification.ts's budgetRanges and timelines values). */
    budget: text('budget'),
    timeline: text('timeline'),
    /** The call's video room (https). */
    meetingUrl: text('meeting_url'),
    /** The visitor's optional reason when cancelling (at most 500 characters), shown to the team. */
    cancelReason: text('cancel_reason'),
    /** HMAC of the client address's network (/24 IPv4, /64 IPv6): the per-network cap counts by it. */
    networkHash: text('network_hash'),
    /** SHA-256 of what was booked under the submission id: a replay with another body is refused. */
    submissionDigest: text('submission_digest'),
  },
  (table) => [
    index('bookings_starts_at_idx').on(table.startsAt),
    index('bookings_email_idx').on(table.email),
    index('bookings_network_idx').on(table.networkHash),
    uniqueIndex('bookings_submission_idx').on(table.submissionId),
    uniqueIndex('bookings_manage_token_idx').on(table.manageTokenHash),
    check('bookings_status', sql`${table.status} in ('confirmed', 'cancelled')`),
    check('bookings_times', sql`${table.startsAt} < ${table.endsAt} and ${table.endsAt} <= ${table.holdsUntil}`),
  ],
);

/**
 * Busy times read from the hosts' own calendars (SCHEDULE_BUSY_ICS), one row per busy interval, written
 * by the calendar poller (server/schedule/calendars.ts) and read by every server process and the CLI.
 * Replaced as a whole per host on every successful read.
 */
export const calendarBusy = pgTable(
  'calendar_busy',
  {
    host: text('host').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('calendar_busy_host_idx').on(table.host, table.startsAt)],
);

/** Per host: when its calendar was last read successfully (its busy rows' age), and the conditional-request validators. Never the URL. */
export const calendarSources = pgTable('calendar_sources', {
  host: text('host').primaryKey(),
  /** The last successful read (200 or 304): the busy rows are this fresh. */
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  /** The last attempt, successful or not. */
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  etag: text('etag'),
  lastModified: text('last_modified'),
  /** Why the last attempt failed (no URL in it), or null. */
  lastError: text('last_error'),
  /** A hash of the configured URL: a changed URL starts afresh (no stale validators). */
  urlHash: text('url_hash'),
});

/**
 * Availability edited as data (server/schedule/availability-store.ts): these rows overlay the
 * environment's defaults (server/schedule/config.ts). One settings row (id 1); null = the default.
 */
export const scheduleSettings = pgTable('schedule_settings', {
  id: integer('id').primaryKey(),
  minimumNoticeHours: integer('minimum_notice_hours'),
  horizonDays: integer('horizon_days'),
  maxCallsPerDay: integer('max_calls_per_day'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** A host's weekly hours (the SCHEDULE_HOURS syntax, e.g. "mon-thu=09:00-12:00; fri=09:00-13:00"), replacing the agency's for that host. */
export const scheduleHostHours = pgTable('schedule_host_hours', {
  host: text('host').primaryKey(),
  hours: text('hours').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/** Days without calls added as data: agency-wide (host '') or for one host, beside SCHEDULE_BLOCKED_DATES. */
export const scheduleBlockedDates = pgTable(
  'schedule_blocked_dates',
  {
    date: date('date', { mode: 'string' }).notNull(),
    host: text('host').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
  },
  (table) => [primaryKey({ columns: [table.date, table.host] })],
);

export type ContactRequest = typeof contactRequests.$inferSelect;
export type NewContactRequest = typeof contactRequests.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type Booking = typeof bookings.$inferSelect;

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

/** A lead's handling in the inbox: status with who and when, and a private note. */
export const leadStates = pgTable('lead_states', {
  leadId: uuid('lead_id').primaryKey(),
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
