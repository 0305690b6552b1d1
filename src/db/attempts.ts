// The attempt of a product on this device (SPEC §3 local exam state, keyed by productId), read and watched.
// Writes go through examActions.ts (an action and its outbox entry together) or the sync's reconciliation.
import { liveQuery } from 'dexie';
import type { ShopDatabase, StoredExamState } from './db.ts';

async function readAttempt(db: ShopDatabase, productId: string): Promise<StoredExamState | null> {
  return (await db.examStates.get(productId)) ?? null;
}

/**
 * Calls `onChange` with the stored attempt now and after every change, from any tab; returns the unsubscribe. The
 * first value comes from a plain read started at once, unless the live query (which starts a task later) is quicker.
 */
export function watchAttempt(db: ShopDatabase, productId: string, onChange: (stored: StoredExamState | null) => void, onError: (error: unknown) => void): () => void {
  let live = false;
  let closed = false;
  readAttempt(db, productId).then(
    (stored) => {
      if (!live && !closed) onChange(stored);
    },
    () => undefined, // the live query reads it too, and reports what goes wrong
  );
  const subscription = liveQuery(() => readAttempt(db, productId)).subscribe({
    next: (stored) => {
      live = true;
      onChange(stored);
    },
    error: onError,
  });
  return () => {
    closed = true;
    subscription.unsubscribe();
  };
}
