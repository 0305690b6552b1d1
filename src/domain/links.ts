// Links built from product data (SPEC §2 "Links"): the test-configuration page and the buy or dynamic-buy page
// (with the certification tenant's legacy pdf rewrite of routes/cqLegacy.ts). Page slugs come in from the caller.
import type { Tenant } from './markets/types.ts';
import { rewriteCqLegacy } from './routes/cqLegacy.ts';

export type LinkMode = 'exam' | 'practice';

export interface TestConfigLinkInput {
  productId: string;
  tenant: Tenant;
  mode?: LinkMode;
  operation?: 'reset';
  /** The test-config page name of a country, e.g. "test-config". */
  pagePath: (country: string) => string;
}

/** The country of a product's links: its id's first two letters in lower case, or en on the certification tenant. */
export function linkCountry(productId: string, tenant: Tenant): string {
  return tenant === 'cq' ? 'en' : productId.trim().slice(0, 2).toLowerCase();
}

/** /{country}/{test-config page}?productId=…[&mode=…][&operation=reset]; empty for a blank productId. */
export function testConfigLink(input: TestConfigLinkInput): string {
  const productId = input.productId.trim();
  if (productId === '') return '';
  const country = linkCountry(productId, input.tenant);
  const params = new URLSearchParams({ productId });
  if (input.mode) params.set('mode', input.mode);
  if (input.operation) params.set('operation', input.operation);
  return `/${country}/${stripSlashes(input.pagePath(country))}?${params.toString()}`;
}

export interface BuyLinkInput {
  superCategory: string | undefined;
  category: string | undefined;
  product: string | undefined;
  /** Label of the product's price; undefined when it has none. */
  pricingLabel: string | undefined;
  /** Full paths of the country's buy and dynamic-buy pages, e.g. "/us/buy" and "/us/buy-product". */
  buyPath: string;
  dynamicBuyPath: string;
  /** On the certification tenant, legacy pdf values are rewritten (SPEC §2 "Links"). */
  tenant?: Tenant;
}

/** A price whose label does not start with 0 sends the learner to the dynamic-buy page. */
export function usesDynamicBuy(pricingLabel: string | undefined): boolean {
  const label = pricingLabel?.trim() ?? '';
  return label !== '' && !label.startsWith('0');
}

/** Buy link with super_category, category and product; empty when any of them is missing or blank. */
export function buyLink(input: BuyLinkInput): string {
  const given = { superCategory: input.superCategory, category: input.category, product: input.product };
  const { superCategory, category, product } = input.tenant === 'cq' ? rewriteCqLegacy(given) : given;
  if (!superCategory?.trim() || !category?.trim() || !product?.trim()) return '';
  const path = usesDynamicBuy(input.pricingLabel) ? input.dynamicBuyPath : input.buyPath;
  const params = new URLSearchParams({ super_category: superCategory, category, product });
  return `${path}?${params.toString()}`;
}

function stripSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}
