// A user's product configuration (SPEC §3), stored per mode; a mode never saved reads as the §9 defaults.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { productConfigs, products, type ConfigMode } from '../db/schema.ts';
import { defaultProductConfig } from '@domain/config/defaults.ts';
import type { ProductConfig } from '@domain/config/types.ts';
import type { Tenant } from '@domain/markets/types.ts';

export const CONFIG_MODES = ['practice', 'exam', 'flashCard'] as const satisfies readonly ConfigMode[];

/** How many questions the product has, or null when the tenant has no such product. */
export async function productQuestionCount(db: Db, tenant: Tenant, productId: string): Promise<number | null> {
  const [row] = await db
    .select({ questionCount: products.questionCount })
    .from(products)
    .where(and(eq(products.productId, productId), eq(products.tenant, tenant)));
  return row ? row.questionCount : null;
}

export async function loadProductConfig(db: Db, userId: string, productId: string, questionCount: number): Promise<ProductConfig> {
  const config = defaultProductConfig(userId, questionCount);
  const rows = await db.select().from(productConfigs).where(and(eq(productConfigs.userId, userId), eq(productConfigs.productId, productId)));
  for (const row of rows) {
    // Stored values were validated on save against the same shape.
    if (row.mode === 'practice') config.practice = row.config as ProductConfig['practice'];
    else if (row.mode === 'exam') config.exam = row.config as ProductConfig['exam'];
    else if (row.mode === 'flashCard') config.flashCard = row.config as ProductConfig['flashCard'];
  }
  return config;
}

/** Saves every mode of the config; userId and totalAvailableQuestions are the server's, not stored. */
export async function saveProductConfig(db: Db, userId: string, productId: string, config: ProductConfig): Promise<void> {
  await db.transaction(async (tx) => {
    for (const mode of CONFIG_MODES) await upsertMode(tx, userId, productId, mode, config[mode]);
  });
}

/** Puts one mode back to the §9 defaults. */
export async function resetProductConfigMode(db: Db, userId: string, productId: string, mode: ConfigMode, questionCount: number): Promise<void> {
  await upsertMode(db, userId, productId, mode, defaultProductConfig(userId, questionCount)[mode]);
}

/** Forgets one mode's saved settings, so it reads as the defaults again. */
export async function deleteProductConfigMode(db: Db, userId: string, productId: string, mode: ConfigMode): Promise<void> {
  await db.delete(productConfigs).where(and(eq(productConfigs.userId, userId), eq(productConfigs.productId, productId), eq(productConfigs.mode, mode)));
}

async function upsertMode(db: Pick<Db, 'insert'>, userId: string, productId: string, mode: ConfigMode, config: unknown): Promise<void> {
  await db
    .insert(productConfigs)
    .values({ userId, productId, mode, config })
    .onConflictDoUpdate({ target: [productConfigs.userId, productConfigs.productId, productConfigs.mode], set: { config, updatedAt: new Date() } });
}
