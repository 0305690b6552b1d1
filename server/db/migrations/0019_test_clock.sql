ALTER TABLE "plan_subscriptions" ADD COLUMN "next_payment_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "clock_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_payment_sessions" ADD COLUMN "retry_at" timestamp with time zone;