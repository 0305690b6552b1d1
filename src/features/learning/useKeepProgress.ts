// Keeps what My progress shows of this product (issue 22) whenever the product page has worked it out anew.
import { useEffect } from 'react';
import type { ShopDatabase } from '../../db/db.ts';
import { keepProgressSnapshot } from '../../db/progressSnapshots.ts';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import { productQuizPath } from '../../domain/catalog/productPath.ts';
import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';
import { defaultExamOf } from '../../domain/learning/examComposition.ts';
import { progressSnapshotOf } from '../../domain/learning/progressSnapshot.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import type { LearningView } from './useLearning.ts';

export function useKeepProgress(db: ShopDatabase, owner: string, site: string, product: CatalogProduct, content: Pick<ProductQuestions, 'topics'>, learning: LearningView | undefined): void {
  useEffect(() => {
    // Nothing to show before a first finished attempt.
    if (!learning || learning.attempts.length === 0) return;
    const names = new Map(content.topics.map((topic) => [topic.id, topic.name]));
    const exam = defaultExamOf(learning.bank, content.topics);
    const snapshot = progressSnapshotOf(
      { owner, productId: product.productId, title: product.title, path: productQuizPath(site, product), passMark: exam.passPercent },
      learning.attempts,
      learning.readiness,
      (id) => names.get(id) ?? id,
      learning.dueCount,
      Date.now(),
    );
    settleQuietly(keepProgressSnapshot(db, snapshot), 'progress snapshot');
  }, [db, owner, site, product, content.topics, learning]);
}
