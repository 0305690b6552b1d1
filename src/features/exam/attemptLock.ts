// One writer per attempt across tabs (Web Locks): the tab holding `attempt:{productId}` may record actions;
// another tab sees that the attempt is open elsewhere and can take it over (steal), which demotes the first.
//
// Within one page the lock is shared: every simulator of the product (a remount, React's StrictMode running
// effects twice, a switch of mode) holds the same grant, counted, and the page gives it back only once the last
// one has let go for a moment. Asking a second time from the same page would find the lock held by the page's
// own first request and call the page "another tab".
export type LockStatus = 'acquiring' | 'owner' | 'elsewhere' | 'unsupported';

export interface AttemptLockHandle {
  /** Take the lock from the tab holding it. */
  takeOver(): void;
  /** This holder is done; the page keeps the lock a moment for the next one. */
  release(): void;
}

interface PageHolder {
  status: LockStatus;
  listeners: Set<(status: LockStatus) => void>;
  releaseHeld: (() => void) | null;
  releaseTimer: ReturnType<typeof setTimeout> | null;
}

/** How long the page keeps a lock nobody holds, for a remount to pick it up. */
const RELEASE_GRACE_MS = 50;
const holders = new Map<string, PageHolder>();

export function attemptLockName(productId: string): string {
  return `exam-quiz-attempt:${productId}`;
}

function setStatus(holder: PageHolder, status: LockStatus): void {
  holder.status = status;
  for (const listener of holder.listeners) listener(status);
}

function request(productId: string, holder: PageHolder, locks: LockManager, steal: boolean): void {
  setStatus(holder, 'acquiring');
  const options: LockOptions = steal ? { steal: true } : { ifAvailable: true };
  locks
    .request(attemptLockName(productId), options, (lock) => {
      // Everyone let go before the grant came: give it straight back.
      if (holders.get(productId) !== holder) return undefined;
      if (!lock) {
        setStatus(holder, 'elsewhere');
        return undefined;
      }
      holder.releaseHeld?.();
      setStatus(holder, 'owner');
      return new Promise<void>((resolve) => {
        holder.releaseHeld = resolve;
      });
    })
    .catch(() => {
      // Stolen by another tab (AbortError): this page stops writing.
      holder.releaseHeld = null;
      if (holders.get(productId) === holder) setStatus(holder, 'elsewhere');
    });
}

export function holdAttemptLock(productId: string, onStatus: (status: LockStatus) => void, locks: LockManager | undefined = globalThis.navigator?.locks): AttemptLockHandle {
  if (!locks) {
    // Without Web Locks (old browsers) every tab writes; answers still merge per question by time.
    onStatus('unsupported');
    return { takeOver: () => undefined, release: () => undefined };
  }
  let holder = holders.get(productId);
  if (holder) {
    if (holder.releaseTimer) clearTimeout(holder.releaseTimer);
    holder.releaseTimer = null;
  } else {
    holder = { status: 'acquiring', listeners: new Set(), releaseHeld: null, releaseTimer: null };
    holders.set(productId, holder);
    request(productId, holder, locks, false);
  }
  const mine = holder;
  mine.listeners.add(onStatus);
  onStatus(mine.status);
  let released = false;
  return {
    takeOver: () => request(productId, mine, locks, true),
    release() {
      if (released) return;
      released = true;
      mine.listeners.delete(onStatus);
      if (mine.listeners.size > 0) return;
      mine.releaseTimer = setTimeout(() => {
        if (mine.listeners.size > 0) return;
        holders.delete(productId);
        mine.releaseHeld?.();
        mine.releaseHeld = null;
      }, RELEASE_GRACE_MS);
    },
  };
}
