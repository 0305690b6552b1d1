// React binding of the attempt lock: held while the simulator is mounted, released on unmount. Each time this
// tab becomes the writer it releases its block of outbox numbers, so its actions number above the other tab's.
import { useEffect, useRef, useState } from 'react';
import { createAttemptLock, type AttemptLock, type LockStatus } from './attemptLock.ts';
import { releaseSeqReservation } from './examStore.ts';
import type { ShopDatabase } from '../../db/db.ts';

export function useAttemptLock(productId: string, db: ShopDatabase): { status: LockStatus; takeOver: () => void } {
  const [status, setStatus] = useState<LockStatus>('acquiring');
  const lock = useRef<AttemptLock | null>(null);
  useEffect(() => {
    const current = createAttemptLock(productId, (next) => {
      if (next === 'owner') releaseSeqReservation(db);
      setStatus(next);
    });
    lock.current = current;
    current.acquire();
    return () => current.release();
  }, [productId, db]);
  return { status, takeOver: () => lock.current?.acquire(true) };
}
