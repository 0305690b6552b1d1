CREATE TABLE "exam_tests" (
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"mode" text NOT NULL,
	"test_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"n_question" integer NOT NULL,
	"n_right" integer,
	"score_per" integer,
	"failure" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_tests_user_id_product_id_mode_test_id_pk" PRIMARY KEY("user_id","product_id","mode","test_id"),
	CONSTRAINT "exam_tests_mode" CHECK ("exam_tests"."mode" in ('practice', 'exam')),
	CONSTRAINT "exam_tests_status" CHECK ("exam_tests"."status" in ('new', 'started', 'submitted'))
);
--> statement-breakpoint
ALTER TABLE "exam_tests" ADD CONSTRAINT "exam_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;