// Where the item difficulties are kept: one app_meta row per bank and language. Read by the questions route
// (services/productQuestions.ts), written by the computation (itemDifficulties.ts); a module of its own so that
// neither of those two imports the other.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appMeta } from '../db/schema.ts';

const KEY_PREFIX = 'item-difficulties|';
const keyOf = (bankId: string, locale: string) => `${KEY_PREFIX}${bankId}|${locale}`;

/** What app_meta keeps per bank and language: difficulty (logits, 3 decimals) and answer count by base question id. */
export interface StoredDifficulties {
  computedAt: string;
  items: Record<string, { b: number; n: number }>;
}

/** The stored difficulties of a bank's questions, or null before the first computation. */
export async function readItemDifficulties(db: Db, bankId: string, locale: string): Promise<StoredDifficulties | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, keyOf(bankId, locale)));
  if (!row) return null;
  try {
    return JSON.parse(row.value) as StoredDifficulties;
  } catch {
    // A damaged entry ships no difficulties (the estimate then uses its prior); the next computation replaces it.
    return null;
  }
}

export async function writeItemDifficulties(db: Db, bankId: string, locale: string, value: StoredDifficulties, now: Date): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insert(appMeta)
    .values({ key: keyOf(bankId, locale), value: json, updatedAt: now })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: json, updatedAt: now } });
}
