// Promo codes (SPEC §3 "promo discount data", §9 promo per country): which products of a country's catalog a code
// discounts, and their new prices. Pure: the server holds the codes and answers with the PromoDiscount of this file;
// the client shows the new prices of the discounted products.
import type { PromoSettings } from '../markets/market.ts';
import { normalizeDiscountIds } from '../validation/promo.ts';
import { listProducts, type ListedProduct } from './browse.ts';
import type { Catalog } from './types.ts';
import { compareIds } from '../text.ts';

export type PromoScope =
  /** Every paid full product. */
  | { kind: 'full-products' }
  /** Every paid product of the first super category (the most popular one, as the sale page ranks them). */
  | { kind: 'first-super-category' }
  /** Named products only: these are the promo's explicit products. */
  | { kind: 'products'; productNameUrls: readonly string[] };

export interface PromoCodeDefinition {
  code: string;
  /** Whole percent, 1 to 100. */
  percentOff: number;
  scope: PromoScope;
  /** Epoch ms from which the code no longer works; null: no end. */
  expiresAt: number | null;
}

/** The answer to a redeemed code (SPEC §3: promoCode, updatedPrices, productIds, explicitPromoProductIds). */
export interface PromoDiscount {
  promoCode: string;
  percentOff: number;
  productIds: string[];
  /** The products the code names itself; empty for a code that covers a whole range. */
  explicitPromoProductIds: string[];
  /** productId → new price in minor units. */
  updatedPrices: Record<string, number>;
}

export type PromoRefusal = 'unavailable' | 'unknown' | 'expired' | 'not-applicable';

/** Codes are typed by hand: spaces around them and the letter case do not matter. */
export function normalizePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

export function discountedAmountMinor(amountMinor: number, percentOff: number): number {
  return Math.round((amountMinor * (100 - percentOff)) / 100);
}

/** The super category the sale page lists first: highest popularity, then url. */
export function firstSuperCategory(catalog: Catalog): string | undefined {
  return Object.entries(catalog).sort(([urlA, a], [urlB, b]) => b.popularity - a.popularity || compareIds(urlA, urlB))[0]?.[0];
}

function inScope(product: ListedProduct, scope: PromoScope, first: string | undefined): boolean {
  switch (scope.kind) {
    case 'full-products':
      return product.kind === 'full-product';
    case 'first-super-category':
      return product.superCategoryUrl === first;
    case 'products':
      return scope.productNameUrls.includes(product.productNameUrl);
  }
}

/** What refuses a code before any catalog is looked at: a country without promos, an unknown or expired code. */
export function promoRefusal(definition: PromoCodeDefinition | undefined, settings: PromoSettings, now: number): PromoRefusal | null {
  if (!settings.enabled) return 'unavailable';
  if (!definition) return 'unknown';
  if (definition.expiresAt !== null && now >= definition.expiresAt) return 'expired';
  return null;
}

/**
 * A code applied to a country's catalog: a refusal when the country runs no promos, the code is unknown or expired,
 * or it covers no paid product there; otherwise the discounted products (ids as SPEC §5 keeps them) and prices.
 */
export function applyPromoCode(definition: PromoCodeDefinition | undefined, catalog: Catalog, settings: PromoSettings, now: number): PromoDiscount | PromoRefusal {
  const refusal = promoRefusal(definition, settings, now);
  if (refusal !== null || !definition) return refusal ?? 'unknown';
  const first = firstSuperCategory(catalog);
  const allowed = settings.superCategories;
  const products = listProducts(catalog).filter(
    (product) =>
      product.pricing.amountMinor > 0 &&
      (allowed === 'all' || allowed.includes(product.superCategoryUrl)) &&
      inScope(product, definition.scope, first),
  );
  const productIds = normalizeDiscountIds(products.map((product) => product.productId));
  if (productIds.length === 0) return 'not-applicable';
  const updatedPrices: Record<string, number> = {};
  for (const product of products) {
    if (productIds.includes(product.productId)) updatedPrices[product.productId] = discountedAmountMinor(product.pricing.amountMinor, definition.percentOff);
  }
  return {
    promoCode: definition.code,
    percentOff: definition.percentOff,
    productIds,
    explicitPromoProductIds: definition.scope.kind === 'products' ? productIds : [],
    updatedPrices,
  };
}

/** New price per discounted product: only ids SPEC §5 keeps, and only with a usable price. */
export function discountedPrices(discount: Pick<PromoDiscount, 'productIds' | 'updatedPrices'> | null): ReadonlyMap<string, number> {
  const prices = new Map<string, number>();
  if (!discount) return prices;
  for (const id of normalizeDiscountIds(discount.productIds)) {
    const price = Object.hasOwn(discount.updatedPrices, id) ? discount.updatedPrices[id] : undefined;
    if (typeof price === 'number' && Number.isInteger(price) && price >= 0) prices.set(id, price);
  }
  return prices;
}
