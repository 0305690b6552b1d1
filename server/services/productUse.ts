// What a new attempt changes beyond the attempt itself: the product's popularity (attempts in the window) and the
// learner's recently used products (SPEC §3 mostRecentUsedProducts, top 5). Runs in the sync transaction, as one
// statement (the two upserts in a CTE): one round trip added to the attempt's transaction, not two.
import { sql } from 'drizzle-orm';
import { utcDay } from '@domain/catalog/popularity.ts';
import type { Tx } from './syncStore.ts';
import { countryOfProduct } from './popularity.ts';

export async function recordAttemptStarted(tx: Tx, userId: string, productId: string, at: Date): Promise<void> {
  const country = countryOfProduct(productId);
  const recent = sql`insert into recent_products (user_id, product_id, last_used_at) values (${userId}, ${productId}, ${at.toISOString()})
    on conflict (user_id, product_id) do update set last_used_at = excluded.last_used_at`;
  if (!country) {
    await tx.execute(recent);
    return;
  }
  await tx.execute(sql`with counted as (
      insert into product_popularity_days (product_id, country, day, attempts) values (${productId}, ${country}, ${utcDay(at)}, 1)
      on conflict (product_id, day) do update set attempts = product_popularity_days.attempts + 1
      returning 1
    )
    ${recent}`);
}
