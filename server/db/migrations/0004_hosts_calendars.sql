CREATE TABLE "calendar_busy" (
	"host" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_sources" (
	"host" text PRIMARY KEY NOT NULL,
	"fetched_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"etag" text,
	"last_modified" text,
	"last_error" text,
	"url_hash" text
);
--> statement-breakpoint
CREATE TABLE "schedule_blocked_dates" (
	"date" date NOT NULL,
	"host" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "schedule_blocked_dates_date_host_pk" PRIMARY KEY("date","host")
);
--> statement-breakpoint
CREATE TABLE "schedule_host_hours" (
	"host" text PRIMARY KEY NOT NULL,
	"hours" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"minimum_notice_hours" integer,
	"horizon_days" integer,
	"max_calls_per_day" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guests" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "budget" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "timeline" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "network_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "submission_digest" text;--> statement-breakpoint
CREATE INDEX "calendar_busy_host_idx" ON "calendar_busy" USING btree ("host","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "bookings_network_idx" ON "bookings" USING btree ("network_hash");--> statement-breakpoint
-- Written by hand (drizzle cannot declare it): one winner per host and time. A range over text makes
-- "same host" a gist-indexable overlap ('[host,host]' ranges overlap only when the hosts are equal),
-- so no extension (btree_gist) is needed on PostgreSQL or PGlite.
CREATE TYPE "booking_host_range" AS RANGE (subtype = text, collation = "C");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (booking_host_range("host", "host", '[]') WITH &&, tstzrange("starts_at", "holds_until") WITH &&) WHERE ("status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason" CHECK (char_length("cancel_reason") <= 500);
