// The learner's setup of a product per mode, kept on the device (signed-in learners also keep it on the server).
import type { QuizSetup } from '../domain/config/setup.ts';
import type { TestMode } from '../domain/config/types.ts';
import type { ShopDatabase } from './db.ts';

const keyOf = (productId: string, mode: TestMode) => `${productId}:${mode}`;

export async function loadSetup(db: ShopDatabase, productId: string, mode: TestMode): Promise<QuizSetup | null> {
  const stored = await db.productConfigs.get(keyOf(productId, mode));
  return stored ? (stored.config as QuizSetup) : null;
}

export async function saveSetup(db: ShopDatabase, productId: string, mode: TestMode, setup: QuizSetup): Promise<void> {
  await db.productConfigs.put({ key: keyOf(productId, mode), productId, mode, config: setup, updatedAt: Date.now() });
}

/** Forgets the setup of one mode, or of both (the full reset of SPEC §4). */
export async function resetSetup(db: ShopDatabase, productId: string, mode: TestMode | 'all'): Promise<void> {
  const modes: TestMode[] = mode === 'all' ? ['practice', 'exam'] : [mode];
  await db.productConfigs.bulkDelete(modes.map((m) => keyOf(productId, m)));
}
