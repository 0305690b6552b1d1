// One writer per attempt across tabs (Web Locks): the tab holding `attempt:{productId}` may record actions;
// another tab sees that the attempt is open elsewhere and can take it over (steal), which demotes the first.
export type LockStatus = 'acquiring' | 'owner' | 'elsewhere' | 'unsupported';

export interface AttemptLock {
  /** Ask for the lock; `steal` takes it from the tab holding it. */
  acquire(steal?: boolean): void;
  release(): void;
}

export function attemptLockName(productId: string): string {
  return `exam-quiz-attempt:${productId}`;
}

export function createAttemptLock(productId: string, onStatus: (status: LockStatus) => void, locks: LockManager | undefined = globalThis.navigator?.locks): AttemptLock {
  let releaseHeld: (() => void) | null = null;

  function acquire(steal = false): void {
    if (!locks) {
      // Without Web Locks (old browsers) every tab writes; answers still merge per question by time.
      onStatus('unsupported');
      return;
    }
    onStatus('acquiring');
    const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
    locks
      .request(attemptLockName(productId), options, (lock) => {
        if (!lock) {
          onStatus('elsewhere');
          return undefined;
        }
        onStatus('owner');
        return new Promise<void>((resolve) => {
          releaseHeld = resolve;
        });
      })
      .catch(() => {
        // Stolen by another tab (AbortError): this tab stops writing.
        releaseHeld = null;
        onStatus('elsewhere');
      });
  }

  return {
    acquire,
    release() {
      releaseHeld?.();
      releaseHeld = null;
    },
  };
}
