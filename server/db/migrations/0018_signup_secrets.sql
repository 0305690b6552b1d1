CREATE TABLE "signup_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"sealed_password" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signup_secrets_expires_idx" ON "signup_secrets" USING btree ("expires_at");--> statement-breakpoint
-- Sign-up jobs made before this version carried the sealed password in their data, and pg-boss copied failed ones
-- into the dead-letter queue (kept 30 days): delete them, so no sealed password outlives the upgrade by a day. (A
-- sign-up sent during the upgrade then gets no mail; sending the form again does.) A new database has no pg-boss
-- schema yet: the job system creates it after the migrations.
DO $$
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    DELETE FROM pgboss.job WHERE data ? 'sealedPassword';
  END IF;
END $$;
