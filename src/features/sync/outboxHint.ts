// A hint in localStorage whether the outbox held entries to send when this device last looked, so a page can
// skip loading IndexedDB and the sync machine at start when there is nothing to send. Exam entries are sent for
// signed-in learners only (reports, for guests too, count in the hint); without a hint (first visit, an older version, storage refused) a signed-in device
// counts as "may hold work". The hint only saves work, never loses it: exam pages start the sync themselves.
const KEY = 'eq.outbox-hint';

export function outboxMayHoldWork(signedIn: boolean, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    const hint = storage?.getItem(KEY) ?? null;
    return hint === 'pending' || (hint === null && signedIn);
  } catch {
    return signedIn;
  }
}

export function recordOutboxHint(pendingCount: number, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, pendingCount > 0 ? 'pending' : 'empty');
  } catch {
    // Without storage the next start simply loads the sync.
  }
}
