// Progress made on this device before signing in belongs to 'guest'. At sign-in it is offered to the account:
// adopting it hands the attempts, their queued actions and the drill cards to the user (the sync then sends them); declining
// keeps them on this device as they are. Nothing is deleted either way.
import type { ShopDatabase } from './db.ts';
import { GUEST_USER_ID } from '../domain/constants.ts';
import { adoptGuestDrillCards } from './drillCards.ts';
import { adoptGuestHistory } from './learningHistory.ts';

export interface GuestProgress {
  products: string[];
  actions: number;
}

export async function findGuestProgress(db: ShopDatabase): Promise<GuestProgress> {
  const states = await db.examStates.where('owner').equals(GUEST_USER_ID).toArray();
  const actions = await db.outbox.where('owner').equals(GUEST_USER_ID).count();
  // A product whose attempt is gone may still have drill cards to hand over.
  const drilled = await db.drillCards.where('owner').equals(GUEST_USER_ID).toArray();
  const products = [...new Set([...states.map((state) => state.productId), ...drilled.map((card) => card.productId)])];
  return { products, actions };
}

/** Gives the guest's attempts, queued actions, drill cards and history (issue 22) to the user, in one transaction. */
export async function adoptGuestProgress(db: ShopDatabase, userId: string): Promise<number> {
  return db.transaction('rw', [db.examStates, db.outbox, db.drillCards, db.attemptHistory, db.progressSnapshots], async () => {
    const states = await db.examStates.where('owner').equals(GUEST_USER_ID).toArray();
    for (const stored of states) {
      const state = stored.state ? { ...stored.state, test: { ...stored.state.test, userId } } : null;
      await db.examStates.put({ ...stored, owner: userId, state, rev: (stored.rev ?? 0) + 1 });
    }
    const entries = await db.outbox.where('owner').equals(GUEST_USER_ID).toArray();
    for (const entry of entries) {
      const event = entry.event.type === 'exam.start' ? { ...entry.event, test: { ...entry.event.test, userId } } : entry.event;
      await db.outbox.update(entry.seq, { owner: userId, event });
    }
    await adoptGuestDrillCards(db, GUEST_USER_ID, userId);
    await adoptGuestHistory(db, GUEST_USER_ID, userId);
    return states.length;
  });
}
