// The Stripe adapter: Checkout Sessions in payment mode, line price data from our own tier table (product price ×
// plan, promo applied), the country's payment methods, metadata { orderId, tenant }, and an Idempotency-Key on the
// POST (the order id: a retried checkout never creates a second session). STRIPE_API_BASE points the SDK elsewhere.
import Stripe from "stripe";
import type {
  CheckoutSession,
  CheckoutSessionRequest,
  PaymentProvider,
} from "./provider.ts";

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
      const params: Stripe.Checkout.SessionCreateParams & {
        payment_method_types: string[];
      } = {
        mode: "payment",
        client_reference_id: request.orderId,
        customer_email: request.customerEmail,
        // An explicit list (SDK 23 types only know the dynamic filter, the API still takes the static list).
        payment_method_types: request.methods,
        ...(request.methods.includes("customer_balance")
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
            unit_amount: line.amountMinor,
            // Prices are tax-inclusive (the receipt states the VAT part).
            tax_behavior: "inclusive",
            product_data: {
              name: line.name,
              metadata: {
                productId: line.productId,
                months: String(line.months),
              },
            },
          },
        })),
        metadata: { orderId: request.orderId, tenant: request.tenant },
        payment_intent_data: {
          metadata: { orderId: request.orderId, tenant: request.tenant },
        },
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
  };
}
