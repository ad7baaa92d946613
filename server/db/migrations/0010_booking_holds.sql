ALTER TABLE "bookings" ADD COLUMN "range_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_range_idx" ON "bookings" USING btree ("range_hash");