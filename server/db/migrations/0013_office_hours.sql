CREATE TABLE "schedule_date_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"starts" text,
	"ends" text,
	"label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "schedule_date_overrides_window" CHECK (("schedule_date_overrides"."starts" is null and "schedule_date_overrides"."ends" is null) or ("schedule_date_overrides"."starts" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "schedule_date_overrides"."ends" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and "schedule_date_overrides"."starts" < "schedule_date_overrides"."ends")),
	CONSTRAINT "schedule_date_overrides_label" CHECK ("schedule_date_overrides"."label" is null or char_length("schedule_date_overrides"."label") <= 80)
);
--> statement-breakpoint
CREATE TABLE "schedule_weekly_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"weekday" integer NOT NULL,
	"starts" text,
	"ends" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "schedule_weekly_hours_weekday" CHECK ("schedule_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "schedule_weekly_hours_window" CHECK (("schedule_weekly_hours"."starts" is null and "schedule_weekly_hours"."ends" is null) or ("schedule_weekly_hours"."starts" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "schedule_weekly_hours"."ends" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and "schedule_weekly_hours"."starts" < "schedule_weekly_hours"."ends"))
);
--> statement-breakpoint
-- The blocked dates become closed overrides (no label: they had none).
INSERT INTO "schedule_date_overrides" ("date", "owner", "created_at", "created_by") SELECT "date", "host", "created_at", "created_by" FROM "schedule_blocked_dates";--> statement-breakpoint
-- Each host's hours string ("mon-thu=09:00-12:00,13:00-17:00; fri=09:00-13:00", validated on save) becomes one
-- row per window; a later rule naming a day wins (as the parser did); a rule without windows ("sat=") a closed row.
WITH "rules" AS (
	SELECT h."host", h."updated_at", h."updated_by", r."rule", r."ord"
	FROM "schedule_host_hours" h, regexp_split_to_table(h."hours", ';') WITH ORDINALITY AS r("rule", "ord")
	WHERE btrim(r."rule") <> ''
), "days" AS (
	SELECT "host", "updated_at", "updated_by", "ord", btrim(split_part("rule", '=', 2)) AS "windows",
		array_position(ARRAY['mon','tue','wed','thu','fri','sat','sun'], lower(btrim(split_part(split_part("rule", '=', 1), '-', 1)))) AS "first_day",
		array_position(ARRAY['mon','tue','wed','thu','fri','sat','sun'], lower(btrim(coalesce(nullif(split_part(split_part("rule", '=', 1), '-', 2), ''), split_part(split_part("rule", '=', 1), '-', 1))))) AS "last_day"
	FROM "rules"
), "per_day" AS (
	SELECT DISTINCT ON ("host", "weekday") "host", "updated_at", "updated_by", "weekday", "windows"
	FROM "days", generate_series("first_day", "last_day") AS "weekday"
	ORDER BY "host", "weekday", "ord" DESC
)
INSERT INTO "schedule_weekly_hours" ("owner", "weekday", "starts", "ends", "updated_at", "updated_by")
SELECT "host", "weekday", nullif(btrim(split_part(w, '-', 1)), ''), nullif(btrim(split_part(w, '-', 2)), ''), "updated_at", "updated_by"
FROM "per_day" LEFT JOIN LATERAL regexp_split_to_table(nullif("windows", ''), ',') AS w ON true;--> statement-breakpoint
DROP TABLE "schedule_blocked_dates" CASCADE;--> statement-breakpoint
DROP TABLE "schedule_host_hours" CASCADE;--> statement-breakpoint
ALTER TABLE "schedule_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE INDEX "schedule_date_overrides_date_idx" ON "schedule_date_overrides" USING btree ("date","owner");--> statement-breakpoint
CREATE INDEX "schedule_weekly_hours_owner_idx" ON "schedule_weekly_hours" USING btree ("owner","weekday");