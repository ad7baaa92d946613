CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_id" text,
	"user_agent" text,
	"ip_hash" text,
	"message" text NOT NULL,
	"email" text,
	"page" text
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_id" text,
	"user_agent" text,
	"ip_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"position" text NOT NULL,
	"opening" text,
	"experience" text NOT NULL,
	"cover_letter" text NOT NULL,
	"skills" text,
	"portfolio" text
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_id" text,
	"user_agent" text,
	"ip_hash" text,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_application_id" uuid,
	"talent_pool_id" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "resumes_one_owner" CHECK (num_nonnulls("resumes"."job_application_id", "resumes"."talent_pool_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "talent_pool" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_id" text,
	"user_agent" text,
	"ip_hash" text,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"location" text NOT NULL,
	"current_role" text NOT NULL,
	"area_of_interest" text NOT NULL,
	"key_skills" text NOT NULL,
	"experience" text NOT NULL,
	"links" text,
	"consent" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_talent_pool_id_talent_pool_id_fk" FOREIGN KEY ("talent_pool_id") REFERENCES "public"."talent_pool"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_created_at_idx" ON "chat_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_submission_idx" ON "chat_messages" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_submission_idx" ON "job_applications" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_submission_idx" ON "newsletter_subscribers" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirm_idx" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unsubscribe_idx" ON "newsletter_subscribers" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_at_idx" ON "rate_limit_hits" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_job_application_idx" ON "resumes" USING btree ("job_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_talent_pool_idx" ON "resumes" USING btree ("talent_pool_id");--> statement-breakpoint
CREATE INDEX "talent_pool_created_at_idx" ON "talent_pool" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_pool_submission_idx" ON "talent_pool" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_requests_submission_idx" ON "contact_requests" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "notifications_lead_idx" ON "notifications" USING btree ("lead_id");