// The catalog cleanup job (SPEC §9, src/domain/catalog/cleanup.ts): retires the super-category lists whose keep time
// has passed since their last update (the list's own updated_at or its newest product's catalog_update_date). A
// retired list leaves the served catalog (services/catalog.ts), its product pages answer 301 to their category
// (plugins/retiredProducts.ts), and its products' questions stay served (routes/exam/productQuestions.ts is unchanged).
// The database holds the state: retired_at is set once, by whichever run sees it first, so runs can overlap or repeat.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { categories, products, superCategories } from '../db/schema.ts';
import { cleanupLevelOf, retirementDueAt, type CleanupLevel } from '@domain/catalog/cleanup.ts';
import { MARKETS } from '@domain/markets/countries.ts';
import { isCountryCode } from '@domain/markets/types.ts';

export interface RetiredList {
  id: number;
  tenant: string;
  country: string;
  url: string;
  level: CleanupLevel;
  lastUpdate: Date;
  dueAt: Date;
}

/** The lists due for retirement at `now`; with dryRun nothing is changed. */
export async function runCatalogCleanup(db: Db, { now, dryRun = false }: { now: number; dryRun?: boolean }): Promise<RetiredList[]> {
  const lastProductUpdate = sql<Date | string | null>`max(${products.catalogUpdateDate})`;
  const rows = await db
    .select({
      id: superCategories.id,
      tenant: superCategories.tenant,
      country: superCategories.country,
      url: superCategories.url,
      cleanupLevel: superCategories.cleanupLevel,
      updatedAt: superCategories.updatedAt,
      lastProductUpdate,
    })
    .from(superCategories)
    .leftJoin(categories, eq(categories.superCategoryId, superCategories.id))
    .leftJoin(products, eq(products.categoryId, categories.id))
    .where(isNull(superCategories.retiredAt))
    .groupBy(superCategories.id);

  const due: RetiredList[] = [];
  for (const row of rows) {
    if (!isCountryCode(row.country)) continue;
    const cleanup = MARKETS[row.country].catalogCleanup;
    const level = cleanupLevelOf(row.url, row.cleanupLevel, cleanup);
    const productUpdate = row.lastProductUpdate === null ? 0 : new Date(row.lastProductUpdate).getTime();
    const lastUpdate = Math.max(row.updatedAt.getTime(), productUpdate);
    const dueAt = retirementDueAt(lastUpdate, level, cleanup);
    if (dueAt === null || now < dueAt) continue;
    due.push({ id: row.id, tenant: row.tenant, country: row.country, url: row.url, level, lastUpdate: new Date(lastUpdate), dueAt: new Date(dueAt) });
  }
  if (!dryRun && due.length > 0) {
    await db
      .update(superCategories)
      .set({ retiredAt: new Date(now) })
      .where(and(inArray(superCategories.id, due.map((list) => list.id)), isNull(superCategories.retiredAt)));
  }
  return due;
}

export interface ListKey {
  tenant: string;
  country: string;
  url: string;
}

/** "eq/us/interview-questions" → its parts, or null. */
export function parseListKey(text: string): ListKey | null {
  const match = /^(eq|cq)\/([a-z]{2})\/([^/\s]+)$/.exec(text);
  return match ? { tenant: match[1]!, country: match[2]!, url: match[3]! } : null;
}

const keyMatches = (key: ListKey) => and(eq(superCategories.tenant, key.tenant), eq(superCategories.country, key.country), eq(superCategories.url, key.url));

/** Sets a list's cleanup level (null: follow the market, 0: never, 1 or 2); false when there is no such list. */
export async function setCleanupLevel(db: Db, key: ListKey, level: 0 | 1 | 2 | null): Promise<boolean> {
  const rows = await db.update(superCategories).set({ cleanupLevel: level }).where(keyMatches(key)).returning({ id: superCategories.id });
  return rows.length > 0;
}

/** Serves a retired list again, as updated at `now` (its keep time starts over); false when there is no such list. */
export async function restoreList(db: Db, key: ListKey, now: number): Promise<boolean> {
  const rows = await db.update(superCategories).set({ retiredAt: null, updatedAt: new Date(now) }).where(keyMatches(key)).returning({ id: superCategories.id });
  return rows.length > 0;
}
