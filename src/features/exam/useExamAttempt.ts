// The attempt of one product on this device: read live from IndexedDB (so other tabs' writes show up), changed
// only through recorded actions (state + outbox in one transaction). A timed attempt whose time runs out is
// submitted here, at its stop time, even if the learner is offline.
import { useCallback, useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ShopDatabase } from '../../db/db.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { hasTimeRunOut } from '../../domain/exam/clock.ts';
import type { ExamEvent } from '../../domain/exam/events.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';
import { recordExamAction } from './examStore.ts';
import { askPersistentStorageOnce } from './storageSafety.ts';

/** An event without its time: the hook stamps it when the learner acts. */
export type ExamAction = ExamEvent extends infer E ? (E extends ExamEvent ? Omit<E, 'at'> : never) : never;

export interface AttemptOptions {
  db: ShopDatabase;
  productId: string;
  mode: TestMode;
  owner: string;
  now: number;
  questionListVersion?: string;
  /** Called after every recorded action, e.g. to wake the sync machine. */
  onRecorded?: () => void;
}

export function useExamAttempt({ db, productId, mode, owner, now, questionListVersion, onRecorded }: AttemptOptions) {
  const stored = useLiveQuery(() => db.examStates.get(productId), [db, productId], null);
  const state: LocalExamState | null = stored && stored.mode === mode ? stored.state : null;
  const loading = stored === null;

  const act = useCallback(
    async (action: ExamAction): Promise<LocalExamState | null> => {
      const next = await recordExamAction(db, { productId, mode, owner, questionListVersion }, { ...action, at: Date.now() } as ExamEvent);
      onRecorded?.();
      // Once there is progress to lose, ask the browser not to clear this site's storage.
      if (action.type === 'answer.select') void askPersistentStorageOnce().catch(() => false);
      return next;
    },
    [db, productId, mode, owner, questionListVersion, onRecorded],
  );

  const timedOut = mode === 'exam' && state !== null && !state.submittedResult && !state.pause && hasTimeRunOut(state, now);
  useEffect(() => {
    if (timedOut) void act({ type: 'exam.submit' });
  }, [timedOut, act]);

  /** The attempt runs on an older question list than the product has now (SPEC: newQuestionListVersionIsPresent). */
  const newQuestionListVersionIsPresent =
    state !== null && !state.submittedResult && questionListVersion !== undefined && stored?.questionListVersion !== undefined && stored.questionListVersion !== questionListVersion;

  /** An unfinished attempt of the other mode on this product: starting this mode would replace it. */
  const otherModeRunning = stored != null && stored.mode !== mode && stored.state !== null && !stored.state.submittedResult ? stored.mode : null;

  return { state, loading, act, newQuestionListVersionIsPresent, otherModeRunning };
}
