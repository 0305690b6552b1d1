// The app's CheckoutDeps: the Dexie cart and records, the API client, the browser.
import type { AppServices } from '../../platform/services.ts';
import { shopDb } from '../../db/db.ts';
import { readBillingInformation, saveBillingInformation } from '../../db/commerceRecords.ts';
import { currentTenant } from '../../platform/tenant.ts';
import { cartStore } from './cartStore.ts';
import { createCommerceApi } from './commerceApi.ts';
import type { CheckoutDeps } from './checkoutDeps.ts';
import { refreshAccount } from './refreshAccount.ts';

export function createAppCheckoutDeps(services: AppServices): CheckoutDeps {
  const commerce = createCommerceApi(services.api);
  return {
    readCart: () => cartStore.read(),
    changePlan: (productId, months) => cartStore.changePlan(productId, months),
    removeLines: (productIds) => cartStore.remove(productIds),
    readBilling: () => readBillingInformation(shopDb(), currentTenant),
    saveBilling: (form) => saveBillingInformation(shopDb(), currentTenant, form),
    checkout: (request) => commerce.checkout(request),
    paymentProvider: () => commerce.provider(),
    order: (userId, orderId, signal) => commerce.order(userId, orderId, signal),
    redirect: (url) => window.location.assign(url),
    online: () => navigator.onLine,
    afterPaid: (userId) => refreshAccount(services.api, userId),
  };
}
