// Prices a checkout from our own tables (never from the request): each line is the product's price for its plan
// (pricingOptions), the promo code applied where it covers the product, tax included. Every refusal is a 4xx
// { error, message } before anything is created or charged.
import { isSold } from '@domain/commerce/forSale.ts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { products } from '../db/schema.ts';
import { HttpError, badRequest } from '../lib/httpError.ts';
import { redeemPromoCode } from '../services/promo.ts';
import { MARKETS } from '@domain/markets/countries.ts';
import { isCountryCode, type CountryCode, type Tenant } from '@domain/markets/types.ts';
import { pricingOptions, type PlanMonths } from '@domain/catalog/pricingOptions.ts';
import { discountedAmountMinor } from '@domain/catalog/promoDiscount.ts';
import { VAT_RATE_PERCENT, vatIncluded } from '@domain/commerce/vat.ts';
import type { CartLine } from '@domain/commerce/orders.ts';
import type { CheckoutLineItem } from '../payments/provider.ts';

export interface PricedCheckout {
  country: CountryCode;
  currency: string;
  lines: CheckoutLineItem[];
  totalMinor: number;
  discountMinor: number;
  vatMinor: number;
  vatRatePercent: number;
  promoCode: string | null;
}

const PROMO_MESSAGES = {
  unavailable: 'Promo codes are not available in this country.',
  unknown: 'This promo code does not exist.',
  expired: 'This promo code has expired.',
  'not-applicable': 'This promo code does not apply to the products in your cart.',
} as const;

export async function priceCheckout(db: Db, tenant: Tenant, lines: readonly CartLine[], promoCode: string | undefined, now: number): Promise<PricedCheckout> {
  if (lines.length === 0) throw badRequest('The cart is empty.', 'empty_cart');
  const ids = lines.map((line) => line.productId);
  if (new Set(ids).size !== ids.length) throw badRequest('A product appears twice in the cart.', 'duplicate_product');
  const rows = await db
    .select({ productId: products.productId, tenant: products.tenant, country: products.country, title: products.title, kind: products.kind, pricing: products.pricing })
    .from(products)
    .where(and(inArray(products.productId, ids), eq(products.tenant, tenant)));
  const byId = new Map(rows.map((row) => [row.productId, row]));
  const countries = new Set<string>();
  const priced: CheckoutLineItem[] = [];
  let fullTotal = 0;
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) throw new HttpError(404, 'unknown_product', `No product ${line.productId} on this site.`, { productId: line.productId });
    const plan = pricingOptions(product.pricing.amountMinor).find((option) => option.months === line.months);
    if (!isSold(product.pricing) || !plan) {
      throw new HttpError(400, 'not_for_sale', `${product.title} is free or not sold for ${line.months} months.`, { productId: line.productId });
    }
    countries.add(product.country);
    priced.push({ productId: product.productId, name: product.title, months: line.months as PlanMonths, amountMinor: plan.amountMinor, listAmountMinor: plan.amountMinor });
    fullTotal += plan.amountMinor;
  }
  const [country] = [...countries];
  if (countries.size !== 1 || !country || !isCountryCode(country)) throw badRequest('All products of one order must come from the same country site.', 'mixed_countries');

  let appliedCode: string | null = null;
  if (promoCode !== undefined && promoCode.trim() !== '') {
    const discount = await redeemPromoCode(db, tenant, country, promoCode, now);
    if (typeof discount === 'string') throw new HttpError(400, 'promo_refused', PROMO_MESSAGES[discount], { reason: discount });
    const covered = priced.filter((line) => discount.productIds.includes(line.productId));
    if (covered.length === 0) throw new HttpError(400, 'promo_refused', PROMO_MESSAGES['not-applicable'], { reason: 'not-applicable' });
    for (const line of covered) line.amountMinor = discountedAmountMinor(line.amountMinor, discount.percentOff);
    appliedCode = discount.promoCode;
  }
  const totalMinor = priced.reduce((sum, line) => sum + line.amountMinor, 0);
  const vatRatePercent = VAT_RATE_PERCENT[country];
  return {
    country,
    currency: MARKETS[country].currency,
    lines: priced,
    totalMinor,
    discountMinor: fullTotal - totalMinor,
    vatMinor: vatIncluded(totalMinor, vatRatePercent),
    vatRatePercent,
    promoCode: appliedCode,
  };
}

/** The buyer saw another currency or total than the server charges now: refused, nothing charged. */
export function checkWhatTheBuyerSaw(priced: PricedCheckout, currency: string, expectedTotalMinor: number): void {
  if (currency.toUpperCase() !== priced.currency.toUpperCase()) {
    throw new HttpError(409, 'currency_changed', `Prices here are in ${priced.currency}, not ${currency}. Review your cart and pay again.`, { currency: priced.currency });
  }
  if (expectedTotalMinor !== priced.totalMinor) {
    throw new HttpError(409, 'price_changed', 'The total has changed since you opened the checkout. Review the new total and pay again.', { totalMinor: priced.totalMinor });
  }
}
