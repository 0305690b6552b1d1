// The cart as pages use it: the tenant's lines on this device (src/db/cart.ts), every change told to the header.
import type { CartLine } from '../../domain/commerce/orders.ts';
import type { PlanMonths } from '../../domain/catalog/pricingOptions.ts';
import { shopDb } from '../../db/db.ts';
import { addToCart, changeCartPlan, readCart, removeFromCart, replaceCart } from '../../db/cart.ts';
import { currentTenant } from '../../platform/tenant.ts';
import { notifyCartChanged } from './cartEvents.ts';

async function changed<T>(work: Promise<T>): Promise<T> {
  const result = await work;
  notifyCartChanged();
  return result;
}

export const cartStore = {
  read: (): Promise<CartLine[]> => readCart(shopDb(), currentTenant),
  add: (line: CartLine) => changed(addToCart(shopDb(), currentTenant, line)),
  changePlan: (productId: string, months: PlanMonths) => changed(changeCartPlan(shopDb(), currentTenant, productId, months)),
  remove: (productIds: readonly string[]) => changed(removeFromCart(shopDb(), currentTenant, productIds)),
  replace: (lines: readonly CartLine[]) => changed(replaceCart(shopDb(), currentTenant, lines)),
};
