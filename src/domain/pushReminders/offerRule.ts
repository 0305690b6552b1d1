// When the results page may offer study reminders (issue 34): never on a learner's first visit (the device first saw
// a finished test less than FIRST_VISIT_MS ago), and not again for DISMISS_MS after "Not now".

export const FIRST_VISIT_MS = 12 * 3600 * 1000;
export const DISMISS_MS = 30 * 24 * 3600 * 1000;

export interface OfferMemory {
  /** When this device first showed a result (null: never, so this is the first visit). */
  firstSeenAt: number | null;
  /** When the learner last answered "Not now" (null: never). */
  dismissedAt: number | null;
}

export function mayOfferReminders(memory: OfferMemory, now: number): boolean {
  if (memory.firstSeenAt === null || now - memory.firstSeenAt < FIRST_VISIT_MS) return false;
  return memory.dismissedAt === null || now - memory.dismissedAt >= DISMISS_MS;
}
