// The header's sync indicator (issue 22): how many learner actions wait for the server.
import { countIndexCold } from './coldCount.ts';
import { SHOP_DATABASE_NAME } from './names.ts';

export function countPendingActionsCold(name = SHOP_DATABASE_NAME): Promise<number> {
  return countIndexCold('outbox', 'status', 'pending', name);
}
