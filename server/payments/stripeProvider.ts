// The Stripe adapter: Checkout Sessions in subscription mode for plans that renew (recurring price data every 1, 3
// or 12 months from our own tier table, the promo as a one-period coupon, the methods that can renew) or in payment
// mode for a one-time purchase (promo applied to the line, every method of the country), metadata { orderId, tenant }
// on the session and its subscription or payment, and an Idempotency-Key on each POST (the order id: a retried
// checkout never creates a second session). Renewal changes (cancel_at_period_end) and the Billing Portal for the
// card. STRIPE_API_BASE points the SDK elsewhere.
import Stripe from "stripe";
import type {
  CheckoutSession,
  CheckoutSessionRequest,
  PaymentProvider,
} from "./provider.ts";
import { planInterval } from "@domain/commerce/subscriptions.ts";

export interface StripeOptions {
  secretKey: string;
  /** e.g. http://127.0.0.1:12111 (tests); Stripe's own API when unset. */
  apiBase?: string;
}

/** An SDK client; also the one webhook verification uses (constructEvent needs an instance, not a key). */
export function stripeClient({ secretKey, apiBase }: StripeOptions): Stripe {
  if (!apiBase)
    return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(apiBase);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/** Stripe wants absolute return addresses. */
function absolute(url: string, publicUrl: string): string {
  return new URL(url, `${publicUrl}/`).toString();
}

/** Bank transfers (customer_balance) need the transfer type of the currency. */
function bankTransferOptions(
  request: CheckoutSessionRequest,
): Stripe.Checkout.SessionCreateParams.PaymentMethodOptions.CustomerBalance {
  const currency = request.currency.toUpperCase();
  const bankTransfer: Stripe.Checkout.SessionCreateParams.PaymentMethodOptions.CustomerBalance.BankTransfer =
    currency === "GBP"
      ? { type: "gb_bank_transfer" }
      : currency === "USD"
        ? { type: "us_bank_transfer" }
        : currency === "MXN"
          ? { type: "mx_bank_transfer" }
          : {
              type: "eu_bank_transfer",
              eu_bank_transfer: { country: request.country.toUpperCase() },
            };
  return { funding_type: "bank_transfer", bank_transfer: bankTransfer };
}

export function createStripeProvider(
  options: StripeOptions & { publicUrl: string },
): PaymentProvider {
  const stripe = stripeClient(options);
  return {
    name: "stripe",
    async createCheckoutSession(
      request: CheckoutSessionRequest,
    ): Promise<CheckoutSession> {
      const metadata = { orderId: request.orderId, tenant: request.tenant };
      // A subscription's price is what every period costs; the promo takes its part off the first one only.
      const coupon =
        request.recurring && request.discountMinor > 0
          ? await stripe.coupons.create(
              {
                amount_off: request.discountMinor,
                currency: request.currency.toLowerCase(),
                duration: "once",
                max_redemptions: 1,
                metadata,
              },
              { idempotencyKey: `coupon-${request.orderId}` },
            )
          : null;
      const params: Stripe.Checkout.SessionCreateParams & {
        payment_method_types: string[];
      } = {
        mode: request.recurring ? "subscription" : "payment",
        client_reference_id: request.orderId,
        customer_email: request.customerEmail,
        // An explicit list (SDK 23 types only know the dynamic filter, the API still takes the static list).
        payment_method_types: request.methods,
        ...(request.methods.includes("customer_balance") && !request.recurring
          ? {
              customer_creation: "always",
              payment_method_options: {
                customer_balance: bankTransferOptions(request),
              },
            }
          : {}),
        line_items: request.lines.map((line) => ({
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.recurring
              ? line.listAmountMinor
              : line.amountMinor,
            // Prices are tax-inclusive (the receipt states the VAT part).
            tax_behavior: "inclusive",
            ...(request.recurring
              ? { recurring: planInterval(line.months) }
              : {}),
            product_data: {
              name: line.name,
              metadata: {
                productId: line.productId,
                months: String(line.months),
              },
            },
          },
        })),
        metadata,
        ...(request.recurring
          ? {
              subscription_data: { metadata },
              ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
            }
          : { payment_intent_data: { metadata } }),
        success_url: absolute(request.successUrl, options.publicUrl),
        cancel_url: absolute(request.cancelUrl, options.publicUrl),
      };
      const session = await stripe.checkout.sessions.create(params, {
        idempotencyKey: `checkout-${request.orderId}`,
      });
      if (!session.url)
        throw new Error(
          `Stripe returned Checkout Session ${session.id} without a url`,
        );
      return { sessionId: session.id, redirectUrl: session.url };
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, {
        cancel_at_period_end: cancel,
      });
    },

    async paymentMethodUrl(subscriptionId, _country, returnUrl) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const customer =
        typeof subscription.customer === "string"
          ? subscription.customer
          : subscription.customer.id;
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        return_url: absolute(returnUrl, options.publicUrl),
        flow_data: {
          type: "payment_method_update",
          after_completion: {
            type: "redirect",
            redirect: { return_url: absolute(returnUrl, options.publicUrl) },
          },
        },
      });
      return portal.url;
    },
  };
}
