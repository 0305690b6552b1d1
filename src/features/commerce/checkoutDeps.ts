// What the checkout and order pages need from the app: the cart and billing information on this device, the API,
// the way to the payment page. Pages get them through CheckoutDepsContext (tests hand in their own).
import { createContext, useContext } from 'react';
import type { CartLine, CheckoutRequest, CheckoutResponse, OrderView } from '../../domain/commerce/orders.ts';
import type { PlanMonths } from '../../domain/catalog/pricingOptions.ts';
import type { BillingForm } from '../../domain/validation/billing.ts';

export interface CheckoutDeps {
  readCart(): Promise<CartLine[]>;
  changePlan(productId: string, months: PlanMonths): Promise<void>;
  removeLines(productIds: readonly string[]): Promise<void>;
  readBilling(): Promise<BillingForm | null>;
  saveBilling(form: BillingForm): Promise<void>;
  checkout(request: CheckoutRequest): Promise<CheckoutResponse>;
  order(userId: string, orderId: string, signal?: AbortSignal): Promise<OrderView>;
  /** Leaves for the payment page (Stripe Checkout or the built-in test-mode page). */
  redirect(url: string): void;
  online(): boolean;
  /**
   * Which provider takes the payments: 'test' is the built-in test mode (shown with its banner), 'test-chosen' the
   * same chosen by the operator with PAYMENTS=test (the banner says so), 'off' nobody (checkout answers 503).
   */
  paymentProvider(): Promise<PaymentsShown>;
  /** A paid order: the account's record and entitlements are fetched again. */
  afterPaid(userId: string): Promise<void>;
}

export type PaymentsShown = 'stripe' | 'test' | 'test-chosen' | 'off';

export const CheckoutDepsContext = createContext<CheckoutDeps | null>(null);

export function useCheckoutDeps(): CheckoutDeps {
  const deps = useContext(CheckoutDepsContext);
  if (!deps) throw new Error('CheckoutDepsContext is not provided');
  return deps;
}
