// A submitted attempt goes into the learner's history with its pacing (issue 22), once, whichever tab, device or
// clock submitted it: the results show it, and this hook hands it to src/db. The pacing is read from the attempt's
// own log (pacing.ts paceEventsOf), so it holds the times of every device that worked on the attempt.
import { useEffect, useEffectEvent } from 'react';
import type { ShopDatabase } from '../../db/db.ts';
import { recordFinishedAttempt } from '../../db/learningHistory.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';
import { attemptRecordOf } from '../../domain/learning/history.ts';
import { attemptPacing } from '../../domain/learning/pacing.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';

export function useRecordHistory(db: ShopDatabase, owner: string, productId: string, mode: TestMode, state: LocalExamState | null, questions: readonly { id: string; topic: string }[]): void {
  const submittedAt = state?.submittedResult ? state.lastModified : null;
  const record = useEffectEvent(() => {
    if (!state) return;
    const entry = attemptRecordOf(owner, productId, mode, state, questions.map((q) => q.id));
    if (!entry) return;
    const topicOf = new Map(questions.map((q) => [q.id, q.topic]));
    const targetMs = mode === 'exam' && state.nQuestion > 0 ? Math.round(state.timeToFinish / state.nQuestion) : null;
    const pacing = attemptPacing(state, entry.questionIds, mode === 'exam', (id) => topicOf.get(id), targetMs);
    settleQuietly(recordFinishedAttempt(db, { ...entry, pacing }), 'history record');
  });
  useEffect(() => {
    if (submittedAt !== null) record();
  }, [submittedAt, state?.testId, db, owner, productId]);
}
