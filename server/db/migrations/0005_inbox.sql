CREATE TABLE "inbox_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_challenges" (
	"challenge" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" jsonb,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbox_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"method" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_sign_in_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbox_users" (
	"email" text PRIMARY KEY NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_states" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"status_by" text,
	"status_at" timestamp with time zone,
	"note" text,
	"note_by" text,
	"note_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "inbox_passkeys_email_idx" ON "inbox_passkeys" USING btree ("email");--> statement-breakpoint
CREATE INDEX "inbox_sessions_email_idx" ON "inbox_sessions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "inbox_sign_in_tokens_email_idx" ON "inbox_sign_in_tokens" USING btree ("email");