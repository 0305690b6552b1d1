// The account's side of the shop on this device (loaded on demand by watchAccount.ts): at sign-in the device's cart
// is merged into the account's (union by product, the device's plan wins) and both become the result; later changes
// are sent as they happen (the server's cart-abandon reminders read it); the entitlement token is refreshed.
import type { ApiClient } from '../../api/client.ts';
import { mergeCarts } from '../../domain/commerce/cartMerge.ts';
import type { CartLine } from '../../domain/commerce/orders.ts';
import { createCommerceApi } from './commerceApi.ts';
import { cartStore } from './cartStore.ts';
import { refreshEntitlements } from './entitlements.ts';

export interface CartSync {
  readDevice(): Promise<CartLine[]>;
  replaceDevice(lines: readonly CartLine[]): Promise<void>;
  readAccount(): Promise<CartLine[]>;
  writeAccount(lines: CartLine[]): Promise<void>;
}

const sameLines = (a: readonly CartLine[], b: readonly CartLine[]) =>
  a.length === b.length && a.every((line, index) => line.productId === b[index]?.productId && line.months === b[index]?.months);

/** The merge of sign-in: returns the lines both sides now hold. */
export async function mergeAccountCart(sync: CartSync): Promise<CartLine[]> {
  const [device, account] = await Promise.all([sync.readDevice(), sync.readAccount()]);
  const merged = mergeCarts(device, account);
  if (!sameLines(merged, device)) await sync.replaceDevice(merged);
  if (!sameLines(merged, account)) await sync.writeAccount(merged);
  return merged;
}

function appCartSync(api: ApiClient, userId: string): CartSync {
  const commerce = createCommerceApi(api);
  return {
    readDevice: () => cartStore.read(),
    replaceDevice: (lines) => cartStore.replace(lines),
    readAccount: () => commerce.accountCart(userId).then((cart) => cart.lines ?? []),
    writeAccount: (lines) => commerce.saveAccountCart(userId, lines).then(() => undefined),
  };
}

export async function afterSignIn(api: ApiClient, userId: string): Promise<void> {
  await Promise.allSettled([mergeAccountCart(appCartSync(api, userId)), refreshEntitlements(api, userId)]);
}

export async function pushDeviceCart(api: ApiClient, userId: string): Promise<void> {
  await createCommerceApi(api).saveAccountCart(userId, await cartStore.read());
}

export { refreshEntitlements };
