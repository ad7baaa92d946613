ALTER TABLE "contact_requests" ADD COLUMN "budget" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "timeline" text;