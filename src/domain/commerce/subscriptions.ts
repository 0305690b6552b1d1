// Plans that renew (issue 21): which payment methods can renew, the interval of a plan, what a subscription shows
// and which change a buyer may ask for. Pure rules, shared by the server and the pages.
import type { PlanMonths } from '../catalog/pricingOptions.ts';
import type { PaymentMethodType } from '../markets/market.ts';

/** Methods Stripe can charge again without the buyer (a saved card, a debit mandate). */
const RECURRING_METHODS: readonly PaymentMethodType[] = ['card', 'sepa_debit', 'us_bank_account'];

export const canRecur = (method: PaymentMethodType): boolean => RECURRING_METHODS.includes(method);

/** The methods of a checkout: all of the country's for a one-time purchase, only those that can renew otherwise. */
export function methodsFor<M extends PaymentMethodType>(methods: readonly M[], oneTime: boolean): M[] {
  return oneTime ? [...methods] : methods.filter(canRecur);
}

/** Whether the country offers a method that cannot renew (the checkout page offers "pay once" then). */
export const hasOneTimeMethods = (methods: readonly PaymentMethodType[]): boolean => methods.some((method) => method !== 'sofort' && !canRecur(method));

/** One subscription renews every line at once: its lines must share one plan length (null when they do not). */
export function subscriptionMonths(lines: readonly { months: PlanMonths }[]): PlanMonths | null {
  const [first] = lines;
  if (!first || lines.some((line) => line.months !== first.months)) return null;
  return first.months;
}

/** Stripe's recurring price data for a plan: every 1, 3 or 12 months. */
export const planInterval = (months: PlanMonths) => ({ interval: 'month' as const, interval_count: months });

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled';

/** GET /api/2.0/{tenant}/subscriptions/{userId} → SubscriptionView[] */
export interface SubscriptionView {
  subscriptionId: string;
  orderId: string;
  provider: 'stripe' | 'test';
  status: SubscriptionStatus;
  productIds: string[];
  months: PlanMonths;
  currency: string;
  /** What the next renewal costs, minor units. */
  amountMinor: number;
  /** The paid period ends then (ISO); it renews then unless cancelled. */
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** Past due: when the provider charges the failed renewal again (ISO); null when it will not. */
  nextPaymentAttempt: string | null;
}

export type RenewalState =
  | { kind: 'renews'; on: string }
  | { kind: 'cancelled'; until: string }
  /** The last renewal payment failed: access runs to the paid end only; the provider may try again (ISO) or not. */
  | { kind: 'past_due'; nextAttempt: string | null }
  | { kind: 'ended' };

/**
 * What a subscription shows: it renews on its period end, runs to it after a cancellation, is past due (a failed
 * renewal: never "renews on", as the provider has moved its period on before being paid), or has ended.
 */
export function renewalState(subscription: Pick<SubscriptionView, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'> & { nextPaymentAttempt?: string | null }, now: number): RenewalState {
  const end = Date.parse(subscription.currentPeriodEnd);
  if (subscription.status === 'canceled' || !(end > now)) return { kind: 'ended' };
  if (subscription.status === 'past_due') return { kind: 'past_due', nextAttempt: subscription.nextPaymentAttempt ?? null };
  if (subscription.cancelAtPeriodEnd) return { kind: 'cancelled', until: subscription.currentPeriodEnd };
  return { kind: 'renews', on: subscription.currentPeriodEnd };
}

export type SubscriptionChange = 'cancel' | 'resume';

/** Why a change is refused (null: allowed). Resuming needs a cancelled subscription that has not ended yet. */
export function refuseChange(subscription: Pick<SubscriptionView, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>, change: SubscriptionChange, now: number): 'ended' | 'not_cancelled' | null {
  const state = renewalState(subscription, now);
  if (state.kind === 'ended') return 'ended';
  if (change === 'resume' && state.kind !== 'cancelled') return 'not_cancelled';
  return null;
}

/** The renewal of a product among the user's subscriptions: the newest one that still runs. */
export function renewalOf(subscriptions: readonly SubscriptionView[], productId: string, now: number): RenewalState | null {
  const running = subscriptions
    .filter((subscription) => subscription.productIds.includes(productId))
    .map((subscription) => renewalState(subscription, now))
    .filter((state) => state.kind !== 'ended');
  return running.find((state) => state.kind === 'renews') ?? running.find((state) => state.kind === 'past_due') ?? running[0] ?? null;
}
