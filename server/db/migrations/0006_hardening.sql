CREATE TABLE "web_vitals_quota" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_vitals_quota_day_key_pk" PRIMARY KEY("day","key")
);
--> statement-breakpoint
ALTER TABLE "resumes" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "file_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_file_key_idx" ON "resumes" USING btree ("file_key");--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_one_place" CHECK (num_nonnulls("resumes"."bytes", "resumes"."file_key") = 1);