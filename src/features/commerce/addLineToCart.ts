// "Add to cart" of the buy pages: the cart (and Dexie with it) loads only when the learner adds a line.
import type { PlanMonths } from '../../domain/catalog/pricingOptions.ts';

export async function addLineToCart(productId: string, months: PlanMonths): Promise<void> {
  const { cartStore } = await import('./cartStore.ts');
  await cartStore.add({ productId, months });
}
