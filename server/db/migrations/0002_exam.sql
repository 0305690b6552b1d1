CREATE TABLE "applied_sync_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_id" text NOT NULL,
	"seq" integer NOT NULL,
	"product_id" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_questions" (
	"bank_id" text NOT NULL,
	"locale" text NOT NULL,
	"question_id" text NOT NULL,
	"position" integer NOT NULL,
	"topic" text NOT NULL,
	"text" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"explanation" text NOT NULL,
	CONSTRAINT "bank_questions_bank_id_locale_question_id_pk" PRIMARY KEY("bank_id","locale","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"mode" text NOT NULL,
	"state" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_attempts_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_configs" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"mode" text NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_configs_user_id_product_id_mode_pk" PRIMARY KEY("user_id","product_id","mode")
);
--> statement-breakpoint
CREATE TABLE "question_banks" (
	"bank_id" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"topics" jsonb NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_banks_bank_id_locale_pk" PRIMARY KEY("bank_id","locale")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bank_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bank_locale" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "question_limit" integer;--> statement-breakpoint
ALTER TABLE "applied_sync_entries" ADD CONSTRAINT "applied_sync_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD CONSTRAINT "bank_questions_bank_fk" FOREIGN KEY ("bank_id","locale") REFERENCES "public"."question_banks"("bank_id","locale") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configs" ADD CONSTRAINT "product_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applied_sync_entries_key" ON "applied_sync_entries" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "applied_sync_entries_client_idx" ON "applied_sync_entries" USING btree ("user_id","client_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_questions_position_key" ON "bank_questions" USING btree ("bank_id","locale","position");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bank_fk" FOREIGN KEY ("bank_id","bank_locale") REFERENCES "public"."question_banks"("bank_id","locale") ON DELETE restrict ON UPDATE no action;