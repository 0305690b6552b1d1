// The device's cart merged into the account's at sign-in (issue 13): the union by product, the device's plan wins
// (it is what the learner chose last on this device); the account's other lines keep their order after the device's.
import type { CartLine } from './orders.ts';

export function mergeCarts(device: readonly CartLine[], account: readonly CartLine[]): CartLine[] {
  const merged: CartLine[] = [];
  const seen = new Set<string>();
  for (const line of [...device, ...account]) {
    if (seen.has(line.productId)) continue;
    seen.add(line.productId);
    merged.push({ productId: line.productId, months: line.months });
  }
  return merged;
}
