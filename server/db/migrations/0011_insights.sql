CREATE TABLE "error_report_forwards" (
	"error_report_id" integer PRIMARY KEY NOT NULL,
	"forwarded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_popularity_days" (
	"product_id" text NOT NULL,
	"country" text NOT NULL,
	"day" date NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_popularity_days_product_id_day_pk" PRIMARY KEY("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "report_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"tenant" text NOT NULL,
	"country" text NOT NULL,
	"user_id" text,
	"device_id" text,
	"product_id" text,
	"question_id" text,
	"reason" text,
	"comment" text DEFAULT '' NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone,
	CONSTRAINT "report_events_type" CHECK ("report_events"."type" in ('question_feedback', 'simulator_feedback', 'ai_demo_error'))
);
--> statement-breakpoint
ALTER TABLE "error_report_forwards" ADD CONSTRAINT "error_report_forwards_error_report_id_error_reports_id_fk" FOREIGN KEY ("error_report_id") REFERENCES "public"."error_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_popularity_days_country_idx" ON "product_popularity_days" USING btree ("country","day");--> statement-breakpoint
CREATE UNIQUE INDEX "report_events_event_key" ON "report_events" USING btree ("tenant","event_id");--> statement-breakpoint
CREATE INDEX "report_events_created_idx" ON "report_events" USING btree ("tenant","created_at");