import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { submissionColumns } from './columns';

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
    /** The team member who answers for the call (an inbox address, set on the call's inbox page); null while nobody has taken it. */
    owner: text('owner'),
    /** Guests' email addresses (lower case, at most MAX_GUESTS): they get the invite too. */
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
    /** HMAC of the client's provider range (/16 IPv4, /48 IPv6): the caps that hold across many networks count by it. */
    rangeHash: text('range_hash'),
    /**
     * Set while the booking's mails are held for the visitor's proof (docs/scheduling.md, Abuse limits):
     * the time is held until then, and the booking lapses (cancelled, nothing mailed) after it.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** SHA-256 of the token in the mailed confirmation link of a held booking; never the token. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the visitor proved the address by the mailed link (null: booked at once, or not proven). */
    provenAt: timestamp('proven_at', { withTimezone: true }),
  },
  (table) => [
    index('bookings_starts_at_idx').on(table.startsAt),
    index('bookings_email_idx').on(table.email),
    index('bookings_network_idx').on(table.networkHash),
    index('bookings_range_idx').on(table.rangeHash),
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
  /** The office time zone (IANA) the hours and dates are read in; null = SCHEDULE_TIME_ZONE or the content default. */
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
});

/**
 * Weekly hours as rows: owner '' is the agency, else a host id (callHosts). One row per window
 * (several per weekday allowed, e.g. a lunch break between two); a row without times marks a weekday
 * closed. An owner with no rows works the defaults: the agency the environment's hours, a host the
 * agency's. Times are the office zone's wall clock, HH:MM (24:00 ends a day).
 */
export const scheduleWeeklyHours = pgTable(
  'schedule_weekly_hours',
  {
    id: serial('id').primaryKey(),
    owner: text('owner').notNull().default(''),
    /** 1 Monday … 7 Sunday (ISO). */
    weekday: integer('weekday').notNull(),
    starts: text('starts'),
    ends: text('ends'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    index('schedule_weekly_hours_owner_idx').on(table.owner, table.weekday),
    check('schedule_weekly_hours_weekday', sql`${table.weekday} between 1 and 7`),
    check('schedule_weekly_hours_window', sql`(${table.starts} is null and ${table.ends} is null) or (${table.starts} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.ends} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and ${table.starts} < ${table.ends})`),
  ],
);

/**
 * A date that differs from the week: agency-wide (owner '') or for one host, either closed (a row
 * without times: "Holiday", "Offsite") or with its own hours (one row per window: a half day 09:00-13:00,
 * an extra Saturday 10:00-14:00), with an optional label shown to visitors ("Christmas Day").
 */
export const scheduleDateOverrides = pgTable(
  'schedule_date_overrides',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    owner: text('owner').notNull().default(''),
    starts: text('starts'),
    ends: text('ends'),
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
  },
  (table) => [
    index('schedule_date_overrides_date_idx').on(table.date, table.owner),
    check('schedule_date_overrides_window', sql`(${table.starts} is null and ${table.ends} is null) or (${table.starts} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${table.ends} ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and ${table.starts} < ${table.ends})`),
    check('schedule_date_overrides_label', sql`${table.label} is null or char_length(${table.label}) <= 80`),
  ],
);

export type Booking = typeof bookings.$inferSelect;
