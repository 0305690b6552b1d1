// Small per-tenant commerce records on this device (issue 13): the billing information the checkout form saves
// (SPEC §3 "saved locally under a cart-user-information key") and the signed entitlement token with the JWKS it is
// verified with and the newest server time the device has seen (ARCHITECTURE §9: a clock set back before it means
// "refresh first").
import type { BillingForm } from '../domain/validation/billing.ts';
import type { EntitlementJwks } from '../domain/commerce/entitlementKeys.ts';
import type { Tenant } from '../domain/markets/types.ts';
import type { ShopDatabase } from './db.ts';

export const CART_USER_INFORMATION_KEY = 'cart-user-information';

export interface StoredEntitlements {
  /** The ES256 JWT as the server issued it (verified again on every read by the client). */
  token: string;
  /** The newest server time (epoch ms) this device has seen for the account. */
  newestServerTime: number;
  /** The server's public keys (GET /.well-known/jwks.json) fetched with the token; absent in records kept before. */
  jwks?: EntitlementJwks;
}

/** A fresh answer: the token, the server's time, and the JWKS when it could be fetched (null: keep the one kept). */
export interface FreshEntitlements {
  token: string;
  serverTime: number;
  jwks: EntitlementJwks | null;
}

const billingKey = (tenant: Tenant) => `${CART_USER_INFORMATION_KEY}|${tenant}`;
const entitlementKey = (tenant: Tenant, userId: string) => `entitlements|${tenant}|${userId}`;

export async function readBillingInformation(db: ShopDatabase, tenant: Tenant): Promise<BillingForm | null> {
  const record = await db.commerceRecords.get(billingKey(tenant));
  return (record?.value as BillingForm | undefined) ?? null;
}

export async function saveBillingInformation(db: ShopDatabase, tenant: Tenant, billing: BillingForm, now = Date.now()): Promise<void> {
  await db.commerceRecords.put({ key: billingKey(tenant), value: billing, updatedAt: now });
}

export async function readEntitlements(db: ShopDatabase, tenant: Tenant, userId: string): Promise<StoredEntitlements | null> {
  const record = await db.commerceRecords.get(entitlementKey(tenant, userId));
  return (record?.value as StoredEntitlements | undefined) ?? null;
}

/**
 * Keeps a fresh token with its JWKS (or the JWKS kept before, when none could be fetched); the newest server time seen
 * never goes back (an older answer arriving late cannot lower it).
 */
export async function saveEntitlements(db: ShopDatabase, tenant: Tenant, userId: string, fresh: FreshEntitlements, now = Date.now()): Promise<StoredEntitlements> {
  return db.transaction('rw', db.commerceRecords, async () => {
    const key = entitlementKey(tenant, userId);
    const previous = (await db.commerceRecords.get(key))?.value as StoredEntitlements | undefined;
    const jwks = fresh.jwks ?? previous?.jwks;
    const value: StoredEntitlements = { token: fresh.token, newestServerTime: Math.max(fresh.serverTime, previous?.newestServerTime ?? 0), ...(jwks ? { jwks } : {}) };
    await db.commerceRecords.put({ key, value, updatedAt: now });
    return value;
  });
}

/** Notes a server time seen elsewhere (any answer's Date), so a clock set back is noticed even without a new token. */
export async function noteServerTime(db: ShopDatabase, tenant: Tenant, userId: string, serverTime: number): Promise<void> {
  await db.transaction('rw', db.commerceRecords, async () => {
    const key = entitlementKey(tenant, userId);
    const record = await db.commerceRecords.get(key);
    const value = record?.value as StoredEntitlements | undefined;
    if (!record || !value || value.newestServerTime >= serverTime) return;
    await db.commerceRecords.put({ ...record, value: { ...value, newestServerTime: serverTime } });
  });
}
