CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"super_category_id" integer NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant" text NOT NULL,
	"country" text,
	"level" integer NOT NULL,
	"error_name" text NOT NULL,
	"error_type" text NOT NULL,
	"error_message" text NOT NULL,
	"error_url" text,
	"product_id" text,
	"product_name" text,
	"product_type" text,
	"exam_mode" text,
	"user_id" text,
	"user_name" text,
	"client_date" bigint,
	"user_agent" text,
	"telemetry" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"country" text NOT NULL,
	"category_id" integer NOT NULL,
	"product_name_url" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"popular_product" boolean DEFAULT false NOT NULL,
	"pricing" jsonb NOT NULL,
	"question_count" integer DEFAULT 0 NOT NULL,
	"test_count" integer DEFAULT 0 NOT NULL,
	"topic_count" integer DEFAULT 0 NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"catalog_update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "super_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"country" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"strategy" text DEFAULT 'popularity' NOT NULL,
	"is_cq_super_category" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_super_category_id_super_categories_id_fk" FOREIGN KEY ("super_category_id") REFERENCES "public"."super_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_key" ON "categories" USING btree ("super_category_id","url");--> statement-breakpoint
CREATE INDEX "error_reports_received_idx" ON "error_reports" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "products_country_idx" ON "products" USING btree ("tenant","country");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_key" ON "products" USING btree ("category_id","product_name_url");--> statement-breakpoint
CREATE UNIQUE INDEX "super_categories_key" ON "super_categories" USING btree ("tenant","country","url");