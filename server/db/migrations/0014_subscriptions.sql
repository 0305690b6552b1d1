CREATE TABLE "plan_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"user_id" text NOT NULL,
	"order_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"months" integer NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"order_id" text NOT NULL,
	"receipt_number" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "saved_card" text;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_subscriptions" ADD CONSTRAINT "plan_subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_plan_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."plan_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_subscriptions_user_idx" ON "plan_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_subscriptions_order_key" ON "plan_subscriptions" USING btree ("order_id");