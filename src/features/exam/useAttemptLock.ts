// React binding of the attempt lock: held while the simulator is mounted, released on unmount.
import { useEffect, useRef, useState } from 'react';
import { createAttemptLock, type AttemptLock, type LockStatus } from './attemptLock.ts';

export function useAttemptLock(productId: string): { status: LockStatus; takeOver: () => void } {
  const [status, setStatus] = useState<LockStatus>('acquiring');
  const lock = useRef<AttemptLock | null>(null);
  useEffect(() => {
    const current = createAttemptLock(productId, setStatus);
    lock.current = current;
    current.acquire();
    return () => current.release();
  }, [productId]);
  return { status, takeOver: () => lock.current?.acquire(true) };
}
