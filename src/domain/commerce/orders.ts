// Orders and checkout as the API serves them (issue 13): the shapes the server answers and the client reads.
// Amounts are integers in minor units of the order's currency, everywhere.
import type { BillingForm } from '../validation/billing.ts';
import type { PlanMonths } from '../catalog/pricingOptions.ts';

export const ORDER_STATUSES = ['pending_payment', 'paid', 'failed', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A status nothing will change any more except a refund or a dispute (the order page stops following it). */
export function isSettled(status: OrderStatus): boolean {
  return status !== 'pending_payment';
}

export interface CartLine {
  productId: string;
  months: PlanMonths;
}

/** POST /api/2.0/{tenant}/checkout */
export interface CheckoutRequest {
  lines: CartLine[];
  billing: BillingForm;
  promoCode?: string;
  /** The currency the buyer saw; a different one than the country's is refused (409 currency_changed). */
  currency: string;
  /** The total the buyer saw in minor units; a different server total is refused (409 price_changed), nothing charged. */
  expectedTotalMinor: number;
  /** Marketing consent (cart-abandon reminders); unchecked by default. */
  marketingConsent: boolean;
  /** The terms were accepted; false is refused (400). */
  acceptTerms: true;
  /**
   * Pay once instead of a plan that renews (issue 21): every method of the country, Multibanco and bank transfer
   * included, and no renewal. Unset or false: a subscription paid with a method that can renew.
   */
  oneTime?: boolean;
}

export interface CheckoutResponse {
  orderId: string;
  /** Where the browser goes to pay: Stripe Checkout, or the built-in test-mode payment page. */
  redirectUrl: string;
}

export interface OrderLineView {
  productId: string;
  months: PlanMonths;
  amountMinor: number;
}

/** Delayed payment methods leave the order pending with what the buyer must do (ARCHITECTURE §9). */
export type PaymentInstructions =
  | { kind: 'multibanco'; entity: string; reference: string; expiresAt: string; amountMinor: number }
  | { kind: 'bank_transfer'; iban: string; reference: string; amountRemainingMinor: number }
  | { kind: 'processing'; method: 'sepa_debit' | 'us_bank_account' };

/** GET /api/2.0/{tenant}/orders/{userId} → OrderView[] (newest first); GET …/orders/{userId}/{orderId} → one. */
export interface OrderView {
  orderId: string;
  status: OrderStatus;
  currency: string;
  totalMinor: number;
  /** VAT included in totalMinor. */
  vatMinor: number;
  vatRatePercent: number;
  discountMinor: number;
  promoCode: string | null;
  lines: OrderLineView[];
  provider: 'stripe' | 'test';
  /** The Checkout Session id. */
  providerRef: string;
  createdAt: string;
  paidAt: string | null;
  /** Receipt (bill) number once paid, e.g. "EQ-2026-000042". */
  receiptNumber: string | null;
  instructions: PaymentInstructions | null;
  /** Why a payment failed, in the provider's words (e.g. "Your card was declined."); null otherwise. */
  failureMessage: string | null;
  billing: BillingForm;
  country: string;
  /**
   * A renewal's bill: the provider's invoice id (its `?bill=`), the order being the plan's first payment; null for
   * the order's own (first) payment. Every payment has a bill of its own, with its receipt number.
   */
  invoiceId: string | null;
}
