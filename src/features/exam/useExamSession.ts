// The edge of the exam session machine: storage (watch the attempt, record actions with their outbox entry), the
// cross-tab lock and the clock are provided here; components read the snapshot and send events.
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import { watchAttempt } from '../../db/attempts.ts';
import type { ShopDatabase } from '../../db/db.ts';
import { recordExamAction, releaseSeqReservation } from '../../db/examActions.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { ExamEvent } from '../../domain/exam/events.ts';
import { holdAttemptLock } from './attemptLock.ts';
import { examSessionMachine, type ExamAction, type SessionEvent } from './examSessionMachine.ts';
import { askPersistentStorageOnce } from './storageSafety.ts';
import { newTestId } from './testNames.ts';

export interface ExamSessionOptions {
  db: ShopDatabase;
  productId: string;
  mode: TestMode;
  owner: string;
  questionListVersion?: string;
  /** Called after every recorded action, e.g. to wake the sync machine. */
  onRecorded?: () => void;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The machine with this page's storage, lock and recording. */
export function sessionLogic({ db, productId, mode, owner, questionListVersion, onRecorded }: ExamSessionOptions) {
  return examSessionMachine.provide({
    actors: {
      watchAttempt: fromCallback<SessionEvent, { productId: string }>(({ sendBack, input }) =>
        watchAttempt(
          db,
          input.productId,
          (stored) => sendBack({ type: 'attempt.changed', stored }),
          (error) => sendBack({ type: 'storage.failed', message: messageOf(error) }),
        ),
      ),
      holdLock: fromCallback<SessionEvent, { productId: string }>(({ sendBack, receive, input }) => {
        const handle = holdAttemptLock(input.productId, (status) => {
          // A tab that becomes the writer numbers its actions above any the other tab reserved.
          if (status === 'owner') releaseSeqReservation(db);
          sendBack({ type: 'lock.changed', status });
        });
        receive((event) => {
          if (event.type === 'lock.takeOver') handle.takeOver();
        });
        return () => handle.release();
      }),
    },
    actions: {
      record: ({ self }, action: ExamAction) => {
        const event = { ...action, at: Date.now() } as ExamEvent;
        recordExamAction(db, { productId, mode, owner, questionListVersion }, event).then(
          () => {
            onRecorded?.();
            // Once there is progress to lose, ask the browser not to clear this site's storage.
            if (action.type === 'answer.select') void askPersistentStorageOnce().catch(() => false);
          },
          (error: unknown) => self.send({ type: 'storage.failed', message: messageOf(error) }),
        );
      },
    },
  });
}

export function useExamSession(options: ExamSessionOptions) {
  const { productId, mode, owner, questionListVersion } = options;
  const actor = useActorRef(sessionLogic(options), { input: { productId, mode, owner, questionListVersion, newTestId: () => newTestId(mode) } });
  const snapshot = useSelector(actor, (current) => current);
  return { snapshot, send: actor.send };
}
