// The header's cart count (issue 13 budget: no Dexie on the sale and quiz pages).
import { countIndexCold } from './coldCount.ts';
import { SHOP_DATABASE_NAME } from './names.ts';
import type { Tenant } from '../domain/markets/types.ts';

export function countCartLinesCold(tenant: Tenant, name = SHOP_DATABASE_NAME): Promise<number> {
  return countIndexCold('cartLines', 'tenant', tenant, name);
}
