// The built-in test-mode provider's calls (outside the tenant prefix, src/domain/commerce/README.md): the session the
// test payment page shows, paying it, and the dashboard of test payments with its actions.
import { ofetch, type FetchResponse } from 'ofetch';
import { ApiError } from '../../api/client.ts';
import { readXsrfToken } from '../../api/xsrf.ts';
import type { OrderLineView, OrderStatus } from '../../domain/commerce/orders.ts';
import type { TestSubscriptionView } from '../../domain/commerce/testSubscription.ts';
import type { SessionTokens } from '../../platform/services.ts';
import type { TestClockStep } from '../../domain/commerce/testClock.ts';

export type TestPaymentMethod = 'card' | 'sepa_debit' | 'multibanco' | 'customer_balance' | 'us_bank_account';

export interface TestPaymentSession {
  sessionId: string;
  orderId: string;
  country: string;
  currency: string;
  amountMinor: number;
  lines: OrderLineView[];
  methods: TestPaymentMethod[];
  successUrl: string;
  cancelUrl: string;
  status: string;
}

export type TestPayment =
  | { method: 'card'; cardNumber: string; expiry: string; cvc: string }
  | { method: 'sepa_debit'; iban: string }
  | { method: 'multibanco' | 'customer_balance' | 'us_bank_account' };

export interface TestPaymentOutcome {
  outcome: string;
  redirectUrl?: string;
  message?: string;
}

/** One row of the test payments dashboard; actions name the payment (pi_…) or, before one exists, the session (cs_…). */
export interface TestPaymentRow {
  sessionId: string;
  paymentId: string | null;
  orderId: string;
  orderStatus: OrderStatus | string;
  method: string | null;
  status: string;
  currency: string;
  amountMinor: number;
  amountReceivedMinor: number;
  createdAt: string;
  refunded?: boolean;
  disputed?: boolean;
  renewals?: number;
  /** A plan that renews: its subscription and the provider's side of it. */
  subscriptionId?: string | null;
  subscriptionStatus?: string | null;
  periodEnd?: string | null;
  cancelAtPeriodEnd?: boolean;
  /** The subscription's test clock (ISO); null for a one-time payment. */
  clockAt?: string | null;
}


export type TestPaymentAction = 'refund' | 'dispute' | 'advance' | 'transfer';

/** What an action answers: the test clock's advance says what fell due (`moved`: nothing) and the clock's time. */
export interface TestPaymentActed {
  outcome?: 'moved' | 'renewed' | 'failed' | 'ended';
  clockAt?: string;
  amountRemainingMinor?: number;
}

const BASE = '/api/test-payments';

/** One call with ofetch (as src/api/client.ts): the body parsed as JSON, an error body turned into an ApiError. */
async function call<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal; accessToken?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.accessToken) headers.Authorization = `Bearer ${init.accessToken}`;
  const xsrf = readXsrfToken();
  if (xsrf && init.method && init.method !== 'GET') headers['x-xsrf-token'] = xsrf;
  let response: FetchResponse<unknown>;
  try {
    // ofetch sends an object body as JSON with its content type; no retry (a payment is never sent twice by us).
    response = await ofetch.raw<unknown>(`${BASE}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body as Record<string, unknown> | undefined,
      credentials: 'same-origin',
      signal: init.signal,
      retry: 0,
      ignoreResponseError: true,
    });
  } catch (cause) {
    throw new ApiError(0, `${BASE}${path}`, cause instanceof Error ? cause.message : String(cause), 'network', undefined);
  }
  const data = response._data ?? null;
  if (response.ok) return data as T;
  const body = (data ?? {}) as { error?: string; message?: string };
  throw new ApiError(response.status, `${BASE}${path}`, body.message ?? response.statusText, body.error, undefined, data);
}

export const testPaymentsApi = {
  session: (sessionId: string, signal?: AbortSignal) => call<TestPaymentSession>(`/${encodeURIComponent(sessionId)}`, { signal }),
  /** `token`: the signed, expiring token of the page's link (the server answers 403 link_invalid / link_expired without it). */
  subscription: (subscriptionId: string, token: string) => call<TestSubscriptionView>(`/subscriptions/${encodeURIComponent(subscriptionId)}?token=${encodeURIComponent(token)}`),
  /** `returnUrl`: the page's `return`, a My products page (the server refuses any other with 400 unknown_return). */
  updateCard: (subscriptionId: string, card: { cardNumber: string; expiry: string; cvc: string; returnUrl: string; token: string }) =>
    call<unknown>(`/subscriptions/${encodeURIComponent(subscriptionId)}/card`, { method: 'POST', body: card }),
  pay: (sessionId: string, payment: TestPayment) => call<TestPaymentOutcome>(`/${encodeURIComponent(sessionId)}/pay`, { method: 'POST', body: payment }),
  list: (signal?: AbortSignal, accessToken?: string) =>
    call<TestPaymentRow[] | { payments: TestPaymentRow[] }>('', { signal, accessToken }).then((data) => (Array.isArray(data) ? data : data.payments)),
  /** `step`: how far an advance moves the test clock (one period when unset). */
  act: (paymentId: string, action: TestPaymentAction, amountMinor?: number, accessToken?: string, step?: TestClockStep) =>
    call<TestPaymentActed | null>(`/${encodeURIComponent(paymentId)}/${action}${step ? `?step=${step}` : ''}`, {
      method: 'POST',
      body: action === 'transfer' ? { amountMinor } : action === 'advance' ? undefined : {},
      accessToken,
    }),
};

/** The dashboard's calls as the signed-in operator (the server answers 404 to anyone else). */
export function testPaymentsDashboardApi(tokens: SessionTokens): Pick<typeof testPaymentsApi, 'list' | 'act'> {
  const bearer = async () => {
    const token = await tokens.accessToken();
    return token.kind === 'token' ? token.accessToken : token.kind === 'retry-later' ? token.staleAccessToken : undefined;
  };
  return {
    list: async (signal) => testPaymentsApi.list(signal, await bearer()),
    act: async (paymentId, action, amountMinor, _accessToken, step) => testPaymentsApi.act(paymentId, action, amountMinor, await bearer(), step),
  };
}
