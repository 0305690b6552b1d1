// Catalog operations (issue 15): top ads, the products promoted on the sale page for a while (SPEC §9: 7 days).
// The super categories' cleanup columns (cleanup_level, updated_at, retired_at) are on super_categories in ../schema.ts.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../schema.ts';

/** A promoted product and when it was promoted; served as a top ad until the market's retention has passed. */
export const topAds = pgTable(
  'top_ads',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.productId, { onDelete: 'cascade' }),
    promotedAt: timestamp('promoted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('top_ads_promoted_idx').on(t.promotedAt)],
);
