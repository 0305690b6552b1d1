CREATE TABLE "ai_quizzes" (
	"quiz_id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"country" text NOT NULL,
	"locale" text NOT NULL,
	"generator" text NOT NULL,
	"product_id" text,
	"topics" jsonb NOT NULL,
	"payload" jsonb NOT NULL,
	"keys" jsonb NOT NULL,
	"user_id" text,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_topic_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"country" text NOT NULL,
	"scope" text NOT NULL,
	"topics" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" text NOT NULL,
	"locale" text NOT NULL,
	"question_id" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"proposal" jsonb,
	"confidence_percent" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" text NOT NULL,
	"locale" text NOT NULL,
	"question_id" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"explanation" text NOT NULL,
	"confidence_percent" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_quizzes_created_idx" ON "ai_quizzes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ai_topic_lists_scope_idx" ON "ai_topic_lists" USING btree ("tenant","country","scope");--> statement-breakpoint
CREATE UNIQUE INDEX "question_reviews_idx" ON "question_reviews" USING btree ("bank_id","locale","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_versions_idx" ON "question_versions" USING btree ("bank_id","locale","question_id","version");