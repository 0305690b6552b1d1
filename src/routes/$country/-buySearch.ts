// The buy and dynamic-buy pages' query (SPEC §2 "Links"): super_category, category, product.
export interface BuySearch {
  super_category?: string;
  category?: string;
  product?: string;
}

export function validateBuySearch(search: Record<string, unknown>): BuySearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return { super_category: text(search.super_category), category: text(search.category), product: text(search.product) };
}
