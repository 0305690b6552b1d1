// What a product page shows from the device before the exam engine loads: the stored attempt, the saved setups and
// the due review cards, in one read transaction. The device database is loaded for it after the page's first paint
// (deviceDb.ts); the workspace follows later changes through Dexie's live queries once the learner starts.
import type { QuizSetup } from '../domain/config/setup.ts';
import type { ShopDatabase, StoredExamState } from './db.ts';
import { deviceDb } from './deviceDb.ts';

export interface ProductSummary {
  /** The product's stored attempt (any mode or owner), or null. */
  stored: StoredExamState | null;
  /** The learner's saved setups of the product, per mode. */
  setups: Partial<Record<'practice' | 'exam', QuizSetup>>;
  /** The owner's drill cards of the product due at `now`. */
  dueCards: number;
}

export async function readProductSummary(productId: string, owner: string, now: number, db?: ShopDatabase): Promise<ProductSummary> {
  // The repositories come with the database (drillCards.ts imports Dexie): nothing of it loads with the page.
  const [database, { countDueDrillCards }, { loadSetup }] = await Promise.all([db ?? deviceDb(), import('./drillCards.ts'), import('./productConfigs.ts')]);
  return database.transaction('r', database.examStates, database.productConfigs, database.drillCards, async () => {
    const [stored, practice, exam, dueCards] = await Promise.all([
      database.examStates.get(productId),
      loadSetup(database, productId, 'practice'),
      loadSetup(database, productId, 'exam'),
      countDueDrillCards(database, owner, productId, now),
    ]);
    const setups: ProductSummary['setups'] = {};
    if (practice) setups.practice = practice;
    if (exam) setups.exam = exam;
    return { stored: stored ?? null, setups, dueCards };
  });
}
