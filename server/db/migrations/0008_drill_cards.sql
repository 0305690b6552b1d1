CREATE TABLE "drill_cards" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"question_id" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"reason" text NOT NULL,
	"fed_by" text NOT NULL,
	"updated_at" bigint NOT NULL,
	"rev" bigint NOT NULL,
	CONSTRAINT "drill_cards_user_id_product_id_question_id_pk" PRIMARY KEY("user_id","product_id","question_id"),
	CONSTRAINT "drill_cards_reason" CHECK ("drill_cards"."reason" in ('wrong', 'marked'))
);
--> statement-breakpoint
ALTER TABLE "drill_cards" ADD CONSTRAINT "drill_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drill_cards_user_rev_idx" ON "drill_cards" USING btree ("user_id","rev");