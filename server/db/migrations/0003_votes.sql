CREATE TABLE "votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"voter" text NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_rating_range" CHECK ("votes"."rating" between 1 and 5),
	CONSTRAINT "votes_target_kind" CHECK ("votes"."target_kind" in ('product', 'question'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "votes_voter_key" ON "votes" USING btree ("tenant","target_kind","target_id","voter");