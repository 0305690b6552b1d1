// The buy and dynamic-buy routes' loader (not a route: TanStack Router skips files starting with '-'), loaded with the
// page: the product the query of SPEC §2 "Links" names in the country's catalog (legacy cq values rewritten), the page.
import type { Catalog } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { rewriteCqLegacy } from '../../domain/routes/cqLegacy.ts';
import { catalogWithCopy } from '../../db/catalogCopies.ts';
import { demoPartOf, findProduct } from '../../features/exam/productQuestions.ts';
import type { AppServices } from '../../platform/services.ts';

import type { BuySearch } from './-buySearch.ts';

export async function loadBuyProduct(services: AppServices, country: CountryCode, search: BuySearch) {
  const catalog = await catalogWithCopy(services.tenant, country, () => services.api.request<Catalog>('buy/getProductCatalog', { query: { country } }));
  const given = { superCategory: search.super_category, category: search.category, product: search.product };
  const parts = services.tenant === 'cq' ? rewriteCqLegacy(given) : given;
  const product = parts.superCategory && parts.category && parts.product ? findProduct(catalog, parts.superCategory, parts.category, parts.product) : undefined;
  return { product, demo: product ? demoPartOf(catalog, product) : undefined };
}
