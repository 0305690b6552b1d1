CREATE TABLE "top_ads" (
	"product_id" text PRIMARY KEY NOT NULL,
	"promoted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "format" text DEFAULT 'plain' NOT NULL;--> statement-breakpoint
ALTER TABLE "super_categories" ADD COLUMN "cleanup_level" integer;--> statement-breakpoint
ALTER TABLE "super_categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "super_categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "top_ads" ADD CONSTRAINT "top_ads_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "top_ads_promoted_idx" ON "top_ads" USING btree ("promoted_at");