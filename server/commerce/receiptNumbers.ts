// Receipt numbers, one form for first payments and renewals: `EQ-2026-000042`, the tenant, the year and the tenant's
// counter of that year. The database only counts (receipt_counters: the upsert locks the tenant's row of the year
// until the transaction ends, so concurrent payments get distinct numbers without gaps); the number is written here.
import { sql } from 'drizzle-orm';
import type { Tx } from '../services/syncStore.ts';
import { receiptCounters } from '../db/schema.ts';

export function formatReceiptNumber(tenant: string, year: number, sequence: number): string {
  return `${tenant.toUpperCase()}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The tenant's next receipt number in the year of `at` (UTC), counted in `tx`. */
export async function nextReceiptNumber(tx: Tx, tenant: string, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(receiptCounters)
    .values({ tenant, year, last: 1 })
    .onConflictDoUpdate({ target: [receiptCounters.tenant, receiptCounters.year], set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  return formatReceiptNumber(tenant, year, row!.last);
}
