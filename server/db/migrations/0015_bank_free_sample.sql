ALTER TABLE "bank_questions" ADD COLUMN "sample_rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Banks stored before this column: the same ranks as src/domain/catalog/freeSample.ts (topics in turn, in the order
-- they first appear; each topic in bank order).
UPDATE "bank_questions" AS q SET "sample_rank" = s.rank
  FROM (SELECT bank_id, locale, question_id,
               row_number() OVER (PARTITION BY bank_id, locale ORDER BY in_topic, first_position) AS rank
          FROM (SELECT bank_id, locale, question_id,
                       row_number() OVER (PARTITION BY bank_id, locale, topic ORDER BY position) AS in_topic,
                       min(position) OVER (PARTITION BY bank_id, locale, topic) AS first_position
                  FROM "bank_questions") AS ranked) AS s
 WHERE q.bank_id = s.bank_id AND q.locale = s.locale AND q.question_id = s.question_id;
