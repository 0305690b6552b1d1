// The demo promo codes and their redemption on a country's catalog (SPEC §3 promo discount data, §9 promo per
// country). The rule is domain/catalog/promoDiscount; this table stands in for the promo back office, which is not shown.
import type { Db } from '../db/open.ts';
import { readCatalog } from './catalog.ts';
import { MARKETS } from '@domain/markets/countries.ts';
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import {
  applyPromoCode,
  normalizePromoCode,
  promoRefusal,
  type PromoCodeDefinition,
  type PromoDiscount,
  type PromoRefusal,
} from '@domain/catalog/promoDiscount.ts';

export const DEMO_PROMO_CODES: readonly PromoCodeDefinition[] = [
  { code: 'WELCOME10', percentOff: 10, scope: { kind: 'full-products' }, expiresAt: null },
  { code: 'CERT20', percentOff: 20, scope: { kind: 'first-super-category' }, expiresAt: null },
  { code: 'CLOUD15', percentOff: 15, scope: { kind: 'products', productNameUrls: ['cloud-fundamentals'] }, expiresAt: null },
  // Ended: shows how an expired code is answered.
  { code: 'SUMMER25', percentOff: 25, scope: { kind: 'full-products' }, expiresAt: Date.UTC(2025, 8, 1) },
];

export async function redeemPromoCode(db: Db, tenant: Tenant, country: CountryCode, rawCode: string, now: number): Promise<PromoDiscount | PromoRefusal> {
  const settings = MARKETS[country].promo;
  const code = normalizePromoCode(rawCode);
  const definition = DEMO_PROMO_CODES.find((candidate) => candidate.code === code);
  // No catalog read for a code refused anyway.
  const refusal = promoRefusal(definition, settings, now);
  if (refusal !== null) return refusal;
  return applyPromoCode(definition, await readCatalog(db, tenant, country), settings, now);
}
