ALTER TABLE "job_applications" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "experience" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "cover_letter" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool" ALTER COLUMN "location" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool" ALTER COLUMN "current_role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool" ALTER COLUMN "area_of_interest" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool" ALTER COLUMN "key_skills" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_pool" ALTER COLUMN "experience" DROP NOT NULL;