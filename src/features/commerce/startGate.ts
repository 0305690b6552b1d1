// May a new attempt of this product start? (issue 13) Free products always; a paid one only for a signed-in learner
// whose verified entitlement token covers it now (entitlements.ts). Loaded by the product page only when a new
// attempt of a paid product is asked for, so the page itself carries none of this.
import type { ApiClient } from '../../api/client.ts';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import { isSold } from '../../domain/commerce/forSale.ts';
import type { UserRecord } from '../session/userRecord.ts';
import { mayStartProduct } from './entitlements.ts';

export async function mayStartNewAttempt(api: ApiClient, user: UserRecord | null, product: CatalogProduct): Promise<boolean> {
  if (!isSold(product.pricing)) return true;
  if (!user) return false;
  return mayStartProduct({ api }, user.userId, product.productId);
}
