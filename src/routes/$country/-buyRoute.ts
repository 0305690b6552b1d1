// The buy and dynamic-buy routes' shared parts (not a route: TanStack Router skips files starting with '-'): the
// query of SPEC §2 "Links", the product it names in the country's catalog (legacy cq values rewritten), the page.
import type { Catalog } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { PlanMonths } from '../../domain/catalog/pricingOptions.ts';
import { rewriteCqLegacy } from '../../domain/routes/cqLegacy.ts';
import { catalogWithCopy } from '../../db/catalogCopies.ts';
import { demoPartOf, findProduct } from '../../features/exam/productQuestions.ts';
import type { AppServices } from '../../platform/services.ts';

export interface BuySearch {
  super_category?: string;
  category?: string;
  product?: string;
}

export function validateBuySearch(search: Record<string, unknown>): BuySearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return { super_category: text(search.super_category), category: text(search.category), product: text(search.product) };
}

export async function loadBuyProduct(services: AppServices, country: CountryCode, search: BuySearch) {
  const catalog = await catalogWithCopy(services.tenant, country, () => services.api.request<Catalog>('buy/getProductCatalog', { query: { country } }));
  const given = { superCategory: search.super_category, category: search.category, product: search.product };
  const parts = services.tenant === 'cq' ? rewriteCqLegacy(given) : given;
  const product = parts.superCategory && parts.category && parts.product ? findProduct(catalog, parts.superCategory, parts.category, parts.product) : undefined;
  return { product, demo: product ? demoPartOf(catalog, product) : undefined };
}

/** The cart loads with Dexie only when the learner adds a line. */
export async function addLineToCart(productId: string, months: PlanMonths): Promise<void> {
  const { cartStore } = await import('../../features/commerce/cartStore.ts');
  await cartStore.add({ productId, months });
}
