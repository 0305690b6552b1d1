// Discounted product ids kept from a promo (SPEC §5): trimmed, longer than 10 characters, no duplicates.
import { DISCOUNT_ID_MIN_LENGTH_EXCLUSIVE } from '../constants.ts';

/** The usable discounted product ids, in their first-seen order. */
export function normalizeDiscountIds(ids: readonly string[]): string[] {
  const kept = ids.map((id) => id.trim()).filter((id) => id.length > DISCOUNT_ID_MIN_LENGTH_EXCLUSIVE);
  return [...new Set(kept)];
}
