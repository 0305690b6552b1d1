// Hook point for work that must happen once per paid order, inside fulfil's transaction (exactly once: a redelivered
// event never reaches it again). Popularity counting plugs in here:
//   ON_PAID.push((tx, sale) => recordSale(tx, sale));   // recordSale(tx, { productId, country, at })
import type { Tx } from '../services/syncStore.ts';
import type { CountryCode } from '@domain/markets/types.ts';

export interface Sale {
  productId: string;
  country: CountryCode;
  at: Date;
}

export type OnPaidHook = (tx: Tx, sale: Sale) => Promise<void>;

/** Called for every line of an order when it becomes paid, in fulfil's transaction. */
export const ON_PAID: OnPaidHook[] = [];
