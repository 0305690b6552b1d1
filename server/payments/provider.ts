// One interface for taking payments (issue 13, ARCHITECTURE §1): Stripe when STRIPE_SECRET_KEY is set, the built-in
// test-mode provider otherwise. Both create a Checkout Session for an order and report back only through signed
// webhook events (POST /api/webhooks/stripe): the success page never settles an order.
import { MARKETS } from '@domain/markets/countries.ts';
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import type { PaymentMethodType } from '@domain/markets/market.ts';
import type { PlanMonths } from '@domain/catalog/pricingOptions.ts';
import type { PaymentProviderName } from '../db/schema.ts';

/** The methods a Checkout Session offers in a country: card first, then the country's extra ones; never sofort. */
export type CheckoutMethod = Exclude<PaymentMethodType, 'sofort'>;

export function checkoutMethods(country: CountryCode): CheckoutMethod[] {
  return MARKETS[country].paymentLocales.card.methodTypes.filter((method): method is CheckoutMethod => method !== 'sofort');
}

export interface CheckoutLineItem {
  productId: string;
  /** The product's title, shown on the provider's page. */
  name: string;
  months: PlanMonths;
  /** What this line costs, promo applied, tax included, minor units. */
  amountMinor: number;
  /** What it costs without the promo: the price each renewal charges. */
  listAmountMinor: number;
}

export interface CheckoutSessionRequest {
  orderId: string;
  tenant: Tenant;
  country: CountryCode;
  /** ISO 4217, lower or upper case. */
  currency: string;
  lines: CheckoutLineItem[];
  totalMinor: number;
  /** The promo's part of the first period (a one-period coupon on a subscription), minor units. */
  discountMinor: number;
  /** A plan that renews (Stripe mode subscription, recurring price data); false: a one-time payment. */
  recurring: boolean;
  customerEmail: string;
  locale: string;
  methods: CheckoutMethod[];
  /** Absolute or site-relative addresses the buyer returns to. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  /** The Checkout Session id (cs_…), the order's providerRef. */
  sessionId: string;
  /** Where the browser goes to pay. */
  redirectUrl: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  /**
   * Asks the provider to stop (true) or resume (false) the renewal at the period end. Our state changes only when
   * its customer.subscription.updated event arrives at the webhook.
   */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Where the buyer changes the card of a subscription (Stripe's Billing Portal; a test-mode page) and returns from. */
  paymentMethodUrl(subscriptionId: string, country: CountryCode, returnUrl: string): Promise<string>;
}
