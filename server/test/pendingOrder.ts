// A learner's pending order of one product for a month (19.90 in the country's billing), written straight to the
// database, as a checkout leaves it: for tests and benches that settle orders themselves (fulfil, webhook events).
import crypto from 'node:crypto';
import type { Db } from '../db/open.ts';
import { orderLines, orders } from '../db/schema.ts';
import type { CountryCode } from '@domain/markets/types.ts';
import type { BillingForm } from '@domain/validation/billing.ts';

export interface PendingOrderSpec {
  userId: string;
  productId: string;
  country: CountryCode;
  /** The provider and its reference (a Checkout Session id for Stripe). */
  provider: 'test' | 'stripe';
  providerRef?: string;
  at?: Date;
}

const PENDING_ORDER_MINOR = 1990;

export async function insertPendingOrder(db: Db, { userId, productId, country, provider, providerRef = '', at = new Date() }: PendingOrderSpec): Promise<string> {
  const orderId = `ord_${crypto.randomBytes(12).toString('hex')}`;
  const billing: BillingForm = {
    licensed: 'person', name: 'Ada', lastName: 'Lovelace', address: 'Street 1', city: 'City', zip: '10115', region: '', country,
    prefix: '+49', phone: '30123456', businessName: '', vat: '',
  };
  await db.insert(orders).values({
    id: orderId, tenant: 'eq', userId, country, locale: 'en-GB', currency: 'EUR', status: 'pending_payment', totalMinor: PENDING_ORDER_MINOR,
    vatMinor: 0, vatRatePercent: 0, billing, provider, providerRef, createdAt: at, updatedAt: at,
  });
  await db.insert(orderLines).values({ orderId, productId, months: 1, amountMinor: PENDING_ORDER_MINOR });
  return orderId;
}
