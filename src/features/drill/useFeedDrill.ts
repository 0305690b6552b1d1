// A submitted attempt feeds its wrong and marked questions to the learner's drill queue: whichever tab, device or
// clock submitted it, the results page shows it and this hook hands it to src/db (which feeds each attempt once).
import { useEffect, useEffectEvent } from 'react';
import type { ShopDatabase } from '../../db/db.ts';
import { feedDrill } from '../../db/drillCards.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';

/** `onFed`: cards were added or changed (the sync sends them). */
export function useFeedDrill(db: ShopDatabase, owner: string, productId: string, state: LocalExamState | null, productQuestionIds: readonly string[], onFed?: () => void): void {
  const submittedAt = state?.submittedResult ? state.lastModified : null;
  const testId = state?.testId;
  const feed = useEffectEvent(() => {
    if (!state?.submittedResult) return;
    settleQuietly(
      feedDrill(db, owner, productId, state, productQuestionIds).then((fed) => {
        if (fed > 0) onFed?.();
      }),
      'drill feed',
    );
  });
  // Once per submitted attempt (its test and submit time name it).
  useEffect(() => {
    if (submittedAt !== null) feed();
  }, [submittedAt, testId, db, owner, productId]);
}
