// The learner's last used products (SPEC §3 mostRecentUsedProducts, §9 top 5): what this device saw them start,
// newest first, merged with what the server keeps for a signed-in learner. Pure; storage is the caller's.
export interface ProductUse {
  productId: string;
  owner: string;
  /** Epoch ms of the start. */
  at: number;
}

/** The device's list after one more use: the product moves to the front; at most `keep` entries per owner. */
export function addProductUse(uses: readonly ProductUse[], use: ProductUse, keep: number): ProductUse[] {
  const others = uses.filter((each) => !(each.owner === use.owner && each.productId === use.productId));
  const mine = [use, ...others.filter((each) => each.owner === use.owner)].slice(0, keep);
  return [...mine, ...others.filter((each) => each.owner !== use.owner)];
}

/** The owner's last used product ids: this device's newest first, then the account's (server) list; `top` of them. */
export function lastUsedProducts(uses: readonly ProductUse[], owner: string, fromAccount: readonly string[], top: number): string[] {
  const local = uses
    .filter((use) => use.owner === owner)
    .sort((a, b) => b.at - a.at)
    .map((use) => use.productId);
  return [...new Set([...local, ...fromAccount])].slice(0, top);
}
