// Database schema (Drizzle). Migrations in ./migrations are generated from this file with `npm run db:generate`.
import { sql } from 'drizzle-orm';
import type { ProductKind, ProductPricing } from '../../src/domain/catalog/types.ts';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('products_country_idx').on(t.tenant, t.country), uniqueIndex('products_url_key').on(t.categoryId, t.productNameUrl)],
);

/** Bookkeeping for one-off start-up work such as the first-start demo seed. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
