// What a new attempt changes beyond the attempt itself: the product's popularity (attempts in the window) and the
// learner's recently used products (SPEC §3 mostRecentUsedProducts, top 5). Runs in the sync transaction.
import { recentProducts } from '../db/schema.ts';
import type { Tx } from './syncStore.ts';
import { countryOfProduct, recordAttempt } from './popularity.ts';

export async function recordAttemptStarted(tx: Tx, userId: string, productId: string, at: Date): Promise<void> {
  const country = countryOfProduct(productId);
  if (country) await recordAttempt(tx, { productId, country, at });
  await tx
    .insert(recentProducts)
    .values({ userId, productId, lastUsedAt: at })
    .onConflictDoUpdate({ target: [recentProducts.userId, recentProducts.productId], set: { lastUsedAt: at } });
}
