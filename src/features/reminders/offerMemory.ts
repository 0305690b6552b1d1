// What this device remembers for the results page's reminder offer (domain/pushReminders/offerRule.ts): when it
// first showed a result, and when the learner last said "Not now". Kept in localStorage beside the stored login.
import type { OfferMemory } from '../../domain/pushReminders/offerRule.ts';

const KEY = 'reminderOffer';

const deviceStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function readOfferMemory(storage: Storage | undefined = deviceStorage()): OfferMemory {
  try {
    const stored = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<OfferMemory> | null;
    return { firstSeenAt: typeof stored?.firstSeenAt === 'number' ? stored.firstSeenAt : null, dismissedAt: typeof stored?.dismissedAt === 'number' ? stored.dismissedAt : null };
  } catch {
    // Unreadable (not JSON): as on a first visit.
    return { firstSeenAt: null, dismissedAt: null };
  }
}

export function writeOfferMemory(memory: OfferMemory, storage: Storage | undefined = deviceStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Storage full or refused: the offer may show once more; nothing else depends on it.
  }
}
