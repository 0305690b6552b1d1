CREATE TABLE "signup_confirmations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_name" text NOT NULL,
	"country" text,
	"locale" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "token_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_confirmations_hash_key" ON "signup_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signup_confirmations_expires_idx" ON "signup_confirmations" USING btree ("expires_at");