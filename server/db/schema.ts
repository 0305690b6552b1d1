// Database schema (Drizzle). Migrations in ./migrations are generated from this file with `npm run db:generate`.
import { sql } from 'drizzle-orm';
import type { ProductKind, ProductPricing } from '@domain/catalog/types.ts';
import { bigint, boolean, check, customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OptionLetter } from '@domain/constants.ts';
import type { TextFormat } from '@domain/richText/textFormat.ts';
import type { TestMode } from '@domain/config/types.ts';
import type { LocalExamState } from '@domain/exam/types.ts';
import { packExamState, unpackExamState, type PackedExamState } from '@domain/exam/stateCodec.ts';
import type { TestStatus } from '@domain/exam/testsList.ts';
import type { VoteTargetKind } from '@domain/votes/rating.ts';
import type { DrillReason, DrillSchedule } from '@domain/drill/schedule.ts';

/** Client error reports and telemetry (SPEC §8, ARCHITECTURE.md §1: stored in the database, exportable as CSV). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    tenant: text('tenant').notNull(),
    country: text('country'),
    level: integer('level').notNull(),
    errorName: text('error_name').notNull(),
    errorType: text('error_type').notNull(),
    errorMessage: text('error_message').notNull(),
    errorUrl: text('error_url'),
    productId: text('product_id'),
    productName: text('product_name'),
    productType: text('product_type'),
    examMode: text('exam_mode'),
    userId: text('user_id'),
    userName: text('user_name'),
    clientDate: bigint('client_date', { mode: 'number' }),
    userAgent: text('user_agent'),
    telemetry: jsonb('telemetry').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** The id of the request that delivered the report (x-request-id): finds its server log lines. */
    requestId: text('request_id'),
  },
  (t) => [index('error_reports_received_idx').on(t.receivedAt)],
);

/** Super categories of a country's catalog (SPEC §3 "Catalog"). */
export const superCategories = pgTable(
  'super_categories',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    country: text('country').notNull(),
    url: text('url').notNull(),
    title: text('title').notNull(),
    popularity: integer('popularity').notNull().default(0),
    strategy: text('strategy').notNull().default('popularity'),
    isCqSuperCategory: boolean('is_cq_super_category').notNull().default(false),
    /**
     * Catalog cleanup (SPEC §9, server/jobs/catalogCleanup.ts): null follows the market (level 1 for its
     * country-specific lists, else never), 0 never, 1 or 2 that level. Retired lists leave the served catalog.
     */
    cleanupLevel: integer('cleanup_level'),
    /** Last change to the list itself; the cleanup also counts its products' catalog_update_date. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('super_categories_key').on(t.tenant, t.country, t.url)],
);

/** Categories, keyed by url inside a super category. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    superCategoryId: integer('super_category_id').notNull().references(() => superCategories.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_key').on(t.superCategoryId, t.url)],
);

export interface BankTopic {
  id: string;
  name: string;
}

/** A question bank in one language (server/seed/questions/*.json); version is a hash of its content. */
export const questionBanks = pgTable(
  'question_banks',
  {
    bankId: text('bank_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    topics: jsonb('topics').$type<BankTopic[]>().notNull(),
    version: text('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bankId, t.locale] })],
);

/** The questions of a bank in one language, in their bank order (position from 1). */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    bankId: text('bank_id').notNull(),
    locale: text('locale').notNull(),
    questionId: text('question_id').notNull(),
    position: integer('position').notNull(),
    /** Rank in the bank's free sample (its topics in turn, src/domain/catalog/freeSample.ts): free demos serve the first ones. */
    sampleRank: integer('sample_rank').notNull().default(0),
    topic: text('topic').notNull(),
    text: text('text').notNull(),
    options: jsonb('options').$type<{ letter: OptionLetter; text: string }[]>().notNull(),
    correct: jsonb('correct').$type<OptionLetter[]>().notNull(),
    explanation: text('explanation').notNull(),
    /** plain: shown as text; html: sanitised HTML (src/domain/richText/safeHtml.ts), e.g. imported from GIFT [html]. */
    format: text('format').$type<TextFormat>().notNull().default('plain'),
  },
  (t) => [
    primaryKey({ columns: [t.bankId, t.locale, t.questionId] }),
    uniqueIndex('bank_questions_position_key').on(t.bankId, t.locale, t.position),
    foreignKey({ columns: [t.bankId, t.locale], foreignColumns: [questionBanks.bankId, questionBanks.locale], name: 'bank_questions_bank_fk' }).onDelete('cascade'),
  ],
);

/** Products; productId starts with the country code (SPEC §3). */
export const products = pgTable(
  'products',
  {
    productId: text('product_id').primaryKey(),
    tenant: text('tenant').notNull(),
    country: text('country').notNull(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    productNameUrl: text('product_name_url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<ProductKind>().notNull(),
    popularity: integer('popularity').notNull().default(0),
    popularProduct: boolean('popular_product').notNull().default(false),
    pricing: jsonb('pricing').$type<ProductPricing>().notNull(),
    questionCount: integer('question_count').notNull().default(0),
    testCount: integer('test_count').notNull().default(0),
    topicCount: integer('topic_count').notNull().default(0),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    catalogUpdateDate: timestamp('catalog_update_date', { withTimezone: true }).notNull().defaultNow(),
    /** The question bank the product's questions come from, in the site's language (null: no questions yet). */
    bankId: text('bank_id'),
    bankLocale: text('bank_locale'),
    /** Only the first questions of the bank's free sample, every topic in turn (free demo quizzes); null for all of them. */
    questionLimit: integer('question_limit'),
    /** Only the questions of this topic of the bank (topic quizzes); null for every topic. */
    topicId: text('topic_id'),
  },
  (t) => [
    index('products_country_idx').on(t.tenant, t.country),
    uniqueIndex('products_url_key').on(t.categoryId, t.productNameUrl),
    foreignKey({ columns: [t.bankId, t.bankLocale], foreignColumns: [questionBanks.bankId, questionBanks.locale], name: 'products_bank_fk' }).onDelete('restrict'),
  ],
);

/** Bookkeeping for one-off start-up work such as the first-start demo seed. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const at = (name: string) => timestamp(name, { withTimezone: true });

import type { LoginMethod } from '@domain/auth/userRecord.ts';
export type { LoginMethod };

/** Accounts (SPEC §3 User), one tenant each; the e-mail is unique per tenant whatever its case (email_key). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    /** argon2id; null for accounts made through OpenID Connect that never set a password. */
    passwordHash: text('password_hash'),
    loginMethod: text('login_method').$type<LoginMethod>().notNull(),
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    userName: text('user_name').notNull(),
    country: text('country'),
    locale: text('locale'),
    roles: jsonb('roles').$type<string[]>().notNull().default(sql`'["learner"]'::jsonb`),
    secretQuestion: text('secret_question'),
    /** argon2id of the trimmed, lower-cased answer. */
    secretAnswerHash: text('secret_answer_hash'),
    createdAt: at('created_at').notNull(),
    lastLogin: at('last_login'),
    /**
     * Every access token carries the generation it was issued under (claim `gen`); bumping it (sign out everywhere,
     * password reset) makes all earlier tokens fail on the next request, on every API process.
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
  },
  (t) => [uniqueIndex('users_email_key').on(t.tenant, t.emailKey), uniqueIndex('users_oidc_key').on(t.tenant, t.oidcIssuer, t.oidcSubject)],
);

/** One sign-in's chain of refresh tokens; revoking the family ends the session. Its lifetime is absolute. */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tenant: text('tenant').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** The user's token generation at sign-in: a family of an older generation no longer refreshes. */
    generation: integer('generation').notNull().default(0),
  },
  (t) => [index('refresh_token_families_user_idx').on(t.userId), index('refresh_token_families_expires_idx').on(t.expiresAt)],
);

/** Refresh tokens, stored only as SHA-256 hashes; each has at most one successor (parent_id unique). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    familyId: text('family_id').notNull().references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), uniqueIndex('refresh_tokens_parent_key').on(t.parentId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use password reset tokens (hashed), with a count of wrong secret answers. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    failedAnswers: integer('failed_answers').notNull().default(0),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Sign-ups waiting for the e-mailed confirmation link: the account is created only when the link is opened, so a
 * sign-up answers the same whether the address is new or already registered. Token stored as SHA-256.
 */
export const signupConfirmations = pgTable(
  'signup_confirmations',
  {
    id: text('id').primaryKey(),
    tenant: text('tenant').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    userName: text('user_name').notNull(),
    country: text('country'),
    locale: text('locale'),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('signup_confirmations_hash_key').on(t.tokenHash), index('signup_confirmations_expires_idx').on(t.expiresAt)],
);

/**
 * A sign-up's password, sealed (auth/sealing.ts), until its account.signup job hashes it: the job's data names only
 * this row, so no pg-boss table (a dead-letter copy of a failed job included) ever holds the password. The job deletes
 * the row as it completes; auth.prune deletes what a failed job left once it expired (auth/signupSecrets.ts).
 */
export const signupSecrets = pgTable(
  'signup_secrets',
  {
    id: text('id').primaryKey(),
    sealedPassword: text('sealed_password').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('signup_secrets_expires_idx').on(t.expiresAt)],
);

/** Sign-in throttling state per key (account or client address) when no Redis is configured. Times in epoch ms. */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: bigint('last_failure_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('sign_in_throttle_expires_idx').on(t.expiresAt)],
);

/** Every e-mail the shop sends; an SMTP sender delivers pending rows when SMTP_URL is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    locale: text('locale').notNull(),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_pending_idx').on(t.sentAt, t.id)],
);

/** Paid access per product (SPEC §3 User.endDates); filled by the payments work. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    endDate: at('end_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** When a user last used each product (SPEC §3 User.mostRecentUsedProducts, §9 top 5). */
export const recentProducts = pgTable(
  'recent_products',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('recent_products_user_idx').on(t.userId, t.lastUsedAt)],
);

/**
 * An attempt's state in jsonb, stored with its answers and log packed (src/domain/exam/stateCodec.ts: 3.4 KB instead of
 * 23.7 KB for a 100-question attempt) and read back in that shape; a row written before packing
 * reads as it is. Raw SQL over the column (services/syncStore.ts) packs and unpacks with the same codec.
 */
export const packedExamStateJsonb = customType<{ data: LocalExamState; driverData: string }>({
  dataType: () => 'jsonb',
  toDriver: (state) => JSON.stringify(packExamState(state)),
  fromDriver: (stored) => unpackExamState((typeof stored === 'string' ? JSON.parse(stored) : stored) as PackedExamState | LocalExamState),
});

/** A user's attempt per product (SPEC §3 local exam state, as the server holds it); state null: no attempt yet. */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    mode: text('mode').$type<TestMode>().notNull(),
    state: packedExamStateJsonb('state').$type<LocalExamState | null>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** The tests of a product (SPEC §7 "Tests"): named attempts per user, product and mode; scores null until submitted. */
export const examTests = pgTable(
  'exam_tests',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    mode: text('mode').$type<TestMode>().notNull(),
    testId: text('test_id').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<TestStatus>().notNull(),
    nQuestion: integer('n_question').notNull(),
    nRight: integer('n_right'),
    scorePer: integer('score_per'),
    failure: boolean('failure'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.mode, t.testId] }),
    check('exam_tests_mode', sql`${t.mode} in ('practice', 'exam')`),
    check('exam_tests_status', sql`${t.status} in ('new', 'started', 'submitted', 'abandoned')`),
  ],
);

export type SyncOutcome = 'applied' | 'rejected';

/** Every outbox entry the server has settled, once per (user, idempotency key): how sync is exactly-once. */
export const appliedSyncEntries = pgTable(
  'applied_sync_entries',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    clientId: text('client_id').notNull(),
    seq: integer('seq').notNull(),
    productId: text('product_id').notNull(),
    outcome: text('outcome').$type<SyncOutcome>().notNull(),
    reason: text('reason'),
    appliedAt: at('applied_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('applied_sync_entries_key').on(t.userId, t.idempotencyKey), index('applied_sync_entries_client_idx').on(t.userId, t.clientId, t.seq)],
);

export type ConfigMode = 'practice' | 'exam' | 'flashCard';

/** A user's saved configuration of one mode of a product (SPEC §3 product config); absent: the §9 defaults. */
export const productConfigs = pgTable(
  'product_configs',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    mode: text('mode').$type<ConfigMode>().notNull(),
    config: jsonb('config').$type<unknown>().notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.mode] })],
);

/**
 * Votes (issue 4): one 1–5 rating per voter and target. The target is a product (its productId) or one of its
 * questions (`${productId}:${questionId}`); the voter is `user:{userId}` or, for guests, `anon:{client voter id}`.
 * No foreign key: targets outlive a catalog re-seed, and votes of a retired product simply stop being read.
 */
export const votes = pgTable(
  'votes',
  {
    id: serial('id').primaryKey(),
    tenant: text('tenant').notNull(),
    targetKind: text('target_kind').$type<VoteTargetKind>().notNull(),
    targetId: text('target_id').notNull(),
    voter: text('voter').notNull(),
    rating: integer('rating').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Also the index of a target's aggregate: it leads with (tenant, kind, target).
    uniqueIndex('votes_voter_key').on(t.tenant, t.targetKind, t.targetId, t.voter),
    check('votes_rating_range', sql`${t.rating} between 1 and 5`),
    check('votes_target_kind', sql`${t.targetKind} in ('product', 'question')`),
  ],
);

/**
 * The drill's review queue of a user (issue 12): one FSRS card per product and question. updated_at is the epoch ms
 * of the learner's action that made this version (the newest wins); rev is the server's revision of the user's
 * cards, raised on every change, so a device asks only for what changed since the revision it last saw.
 */
export const drillCards = pgTable(
  'drill_cards',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    questionId: text('question_id').notNull(),
    schedule: jsonb('schedule').$type<DrillSchedule>().notNull(),
    reason: text('reason').$type<DrillReason>().notNull(),
    fedBy: text('fed_by').notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    rev: bigint('rev', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId, t.questionId] }),
    index('drill_cards_user_rev_idx').on(t.userId, t.rev),
    check('drill_cards_reason', sql`${t.reason} in ('wrong', 'marked')`),
  ],
);
export * from './schema/cleanup.ts';
export * from './schema/aiQuiz.ts';
export * from './schema/insights.ts';
export * from './schema/commerce.ts';
export * from './schema/pushReminders.ts';
