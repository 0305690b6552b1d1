// The built-in test-mode provider's calls (outside the tenant prefix, src/domain/commerce/README.md): the session the
// test payment page shows, paying it, and the dashboard of test payments with its actions.
import { ApiError } from '../../api/client.ts';
import { readXsrfToken } from '../../api/xsrf.ts';
import type { OrderLineView, OrderStatus } from '../../domain/commerce/orders.ts';

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
}

export type TestPaymentAction = 'refund' | 'dispute' | 'renew' | 'transfer';

const BASE = '/api/test-payments';

async function call<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const xsrf = readXsrfToken();
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (xsrf && init.method && init.method !== 'GET') headers['x-xsrf-token'] = xsrf;
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (cause) {
    throw new ApiError(0, `${BASE}${path}`, cause instanceof Error ? cause.message : String(cause), 'network', undefined);
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return data as T;
  const body = (data ?? {}) as { error?: string; message?: string };
  throw new ApiError(response.status, `${BASE}${path}`, body.message ?? response.statusText, body.error, undefined, data);
}

export const testPaymentsApi = {
  session: (sessionId: string, signal?: AbortSignal) => call<TestPaymentSession>(`/${encodeURIComponent(sessionId)}`, { signal }),
  pay: (sessionId: string, payment: TestPayment) => call<TestPaymentOutcome>(`/${encodeURIComponent(sessionId)}/pay`, { method: 'POST', body: payment }),
  list: (signal?: AbortSignal) => call<TestPaymentRow[] | { payments: TestPaymentRow[] }>('', { signal }).then((data) => (Array.isArray(data) ? data : data.payments)),
  act: (paymentId: string, action: TestPaymentAction, amountMinor?: number) =>
    call<unknown>(`/${encodeURIComponent(paymentId)}/${action}`, { method: 'POST', body: amountMinor === undefined ? {} : { amountMinor } }),
};
