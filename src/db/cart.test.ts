// The cart and the commerce records on a real Dexie (fake-indexeddb): what a learner would notice after a reload.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ShopDatabase } from './db.ts';
import { addToCart, changeCartPlan, readCart, removeFromCart, replaceCart } from './cart.ts';
import { countCartLines } from './cartCount.ts';
import { readBillingInformation, readEntitlements, saveBillingInformation, saveEntitlements } from './commerceRecords.ts';
import type { BillingForm } from '../domain/validation/billing.ts';

let counter = 0;
const freshDb = () => new ShopDatabase(`cart-test-${++counter}`);

describe('cart', () => {
  it('keeps lines per tenant across a reopen, in the order they were added', async () => {
    const name = `cart-test-${++counter}`;
    const db = new ShopDatabase(name);
    await addToCart(db, 'eq', { productId: 'DE-B', months: 1 }, 2);
    await addToCart(db, 'eq', { productId: 'DE-A', months: 3 }, 1);
    await addToCart(db, 'cq', { productId: 'EN-C', months: 12 }, 3);
    db.close();
    const reopened = new ShopDatabase(name);
    expect(await readCart(reopened, 'eq')).toEqual([{ productId: 'DE-A', months: 3 }, { productId: 'DE-B', months: 1 }]);
    expect(await readCart(reopened, 'cq')).toEqual([{ productId: 'EN-C', months: 12 }]);
    expect(await countCartLines('eq', reopened)).toBe(2);
    expect(await countCartLines('cq', reopened)).toBe(1);
    reopened.close();
  });

  it('adds a product once, changes its plan and removes it', async () => {
    const db = freshDb();
    await addToCart(db, 'eq', { productId: 'DE-A', months: 1 }, 1);
    await addToCart(db, 'eq', { productId: 'DE-B', months: 1 }, 2);
    await addToCart(db, 'eq', { productId: 'DE-A', months: 12 }, 3);
    expect(await readCart(db, 'eq')).toEqual([{ productId: 'DE-A', months: 12 }, { productId: 'DE-B', months: 1 }]);
    await changeCartPlan(db, 'eq', 'DE-B', 3);
    await removeFromCart(db, 'eq', ['DE-A']);
    expect(await readCart(db, 'eq')).toEqual([{ productId: 'DE-B', months: 3 }]);
    await replaceCart(db, 'eq', [{ productId: 'DE-C', months: 1 }, { productId: 'DE-B', months: 12 }]);
    expect(await readCart(db, 'eq')).toEqual([{ productId: 'DE-C', months: 1 }, { productId: 'DE-B', months: 12 }]);
  });

  it('counts nothing on a device that never had a cart, and 0 (not an error) when the storage cannot be read', async () => {
    expect(await countCartLines('eq', freshDb())).toBe(0);
    const broken = freshDb();
    // A newer version on the device than this code knows (or a private window refusing storage): the open fails.
    broken.close({ disableAutoOpen: true });
    expect(await countCartLines('eq', broken)).toBe(0);
  });
});

describe('commerce records', () => {
  it('saves the billing information per tenant and the entitlement token with its JWKS and the newest server time', async () => {
    const db = freshDb();
    const billing = { licensed: 'person', name: 'Ana' } as BillingForm;
    await saveBillingInformation(db, 'eq', billing);
    expect(await readBillingInformation(db, 'eq')).toEqual(billing);
    expect(await readBillingInformation(db, 'cq')).toBeNull();
    const jwks = { keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: 'k1', alg: 'ES256', use: 'sig' }] } as const;
    await saveEntitlements(db, 'eq', 'u1', { token: 'token-a', serverTime: 2_000, jwks: { keys: [...jwks.keys] } });
    // A later answer whose JWKS could not be fetched keeps the JWKS kept before.
    const late = await saveEntitlements(db, 'eq', 'u1', { token: 'token-b', serverTime: 1_000, jwks: null });
    expect(late).toEqual({ token: 'token-b', newestServerTime: 2_000, jwks });
    expect(await readEntitlements(db, 'eq', 'u1')).toEqual(late);
    expect(await readEntitlements(db, 'eq', 'u2')).toBeNull();
  });
});
