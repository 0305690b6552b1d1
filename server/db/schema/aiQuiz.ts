// AI quizzes and the question fixer (issue 14): generated quizzes served like products, topic lists, learner
// feedback on generated questions, question versions written by the fixer and its review list.
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OptionLetter } from '@domain/constants.ts';
import type { ProductQuestions } from '@domain/exam/productQuestions.ts';
import type { QuizTopic } from '@domain/aiQuiz/types.ts';

/** A generated quiz: its questions exactly as products/{quizId}/questions serves them, and each key by option id. */
export const aiQuizzes = pgTable(
  'ai_quizzes',
  {
    quizId: text('quiz_id').primaryKey(),
    tenant: text('tenant').notNull(),
    country: text('country').notNull(),
    locale: text('locale').notNull(),
    generator: text('generator').$type<'catalog' | 'llm'>().notNull(),
    productId: text('product_id'),
    topics: jsonb('topics').$type<QuizTopic[]>().notNull(),
    payload: jsonb('payload').$type<ProductQuestions>().notNull(),
    /** Per question: the option id behind each letter, the key's option ids and the source question (catalog). */
    keys: jsonb('keys').$type<Record<string, { optionIds: string[]; correctIds: string[]; sourceId?: string }>>().notNull(),
    userId: text('user_id'),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_quizzes_created_idx').on(t.createdAt)],
);

/** Topics a model proposed for a product or a site (the catalog's own topics need no storage). */
export const aiTopicLists = pgTable(
  'ai_topic_lists',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    country: text('country').notNull(),
    /** The product the topics are for, or '' for the whole site. */
    scope: text('scope').notNull(),
    topics: jsonb('topics').$type<QuizTopic[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_topic_lists_scope_idx').on(t.tenant, t.country, t.scope)],
);

/**
 * Question versions written by the fixer: a fix never edits a bank question in place. The newest version of a
 * (bank, locale, question) is served from the next question list on; attempts already running keep theirs.
 */
export const questionVersions = pgTable(
  'question_versions',
  {
    id: serial('id').primaryKey(),
    bankId: text('bank_id').notNull(),
    locale: text('locale').notNull(),
    questionId: text('question_id').notNull(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    options: jsonb('options').$type<{ letter: OptionLetter; text: string }[]>().notNull(),
    correct: jsonb('correct').$type<OptionLetter[]>().notNull(),
    explanation: text('explanation').notNull(),
    confidencePercent: integer('confidence_percent').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('question_versions_idx').on(t.bankId, t.locale, t.questionId, t.version)],
);

/** The fixer's review list: suspect questions with their evidence, and a proposal when a model made one. */
export const questionReviews = pgTable(
  'question_reviews',
  {
    id: serial('id').primaryKey(),
    bankId: text('bank_id').notNull(),
    locale: text('locale').notNull(),
    questionId: text('question_id').notNull(),
    evidence: jsonb('evidence').$type<string[]>().notNull(),
    proposal: jsonb('proposal').$type<{ correct: OptionLetter[]; explanation: string } | null>(),
    confidencePercent: integer('confidence_percent'),
    status: text('status').$type<'open' | 'applied'>().notNull().default('open'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('question_reviews_idx').on(t.bankId, t.locale, t.questionId)],
);
