// The shop's calls (src/domain/commerce/README.md): checkout, orders, the account's cart, entitlements and the
// built-in test-mode payments. All silent: the pages say in words what failed.
import type { ApiClient } from '../../api/client.ts';
import type { CartLine, CheckoutRequest, CheckoutResponse, OrderView } from '../../domain/commerce/orders.ts';
import type { EntitlementGrant } from '../../domain/commerce/entitlementToken.ts';
import type { SubscriptionChange, SubscriptionView } from '../../domain/commerce/subscriptions.ts';

export interface AccountCart {
  lines: CartLine[];
  updatedAt: string | number | null;
}

export interface EntitlementsAnswer {
  token: string;
  products: EntitlementGrant[];
  serverTime: number;
}

const user = (userId: string) => encodeURIComponent(userId);

export function createCommerceApi(api: ApiClient) {
  return {
    provider: async (): Promise<'stripe' | 'test' | 'test-chosen' | 'off'> => {
      const answer = await api.request<{ provider: 'stripe' | 'test' | 'off'; chosen?: boolean }>('checkout/provider', { silent: true });
      return answer.provider === 'test' && answer.chosen ? 'test-chosen' : answer.provider;
    },
    checkout: (request: CheckoutRequest) => api.request<CheckoutResponse>('checkout', { method: 'POST', body: request, silent: true }),
    orders: (userId: string) => api.request<OrderView[]>(`orders/${user(userId)}`, { silent: true }),
    order: (userId: string, orderId: string, signal?: AbortSignal) =>
      api.request<OrderView>(`orders/${user(userId)}/${encodeURIComponent(orderId)}`, { silent: true, signal }),
    accountCart: (userId: string) => api.request<AccountCart>(`cart/${user(userId)}`, { silent: true }),
    saveAccountCart: (userId: string, lines: CartLine[]) => api.request<AccountCart>(`cart/${user(userId)}`, { method: 'PUT', body: { lines }, silent: true }),
    entitlements: (userId: string) => api.request<EntitlementsAnswer>(`entitlements/${user(userId)}`, { silent: true }),
    subscriptions: (userId: string) => api.request<SubscriptionView[]>(`subscriptions/${user(userId)}`, { silent: true }),
    changeSubscription: (userId: string, subscriptionId: string, change: SubscriptionChange) =>
      api.request<SubscriptionView>(`subscriptions/${user(userId)}/${encodeURIComponent(subscriptionId)}/${change}`, { method: 'POST', body: {}, silent: true }),
    paymentMethodUrl: (userId: string, subscriptionId: string) =>
      api.request<{ url: string }>(`subscriptions/${user(userId)}/${encodeURIComponent(subscriptionId)}/payment-method`, { method: 'POST', body: {}, silent: true }),
  };
}

export type CommerceApi = ReturnType<typeof createCommerceApi>;
