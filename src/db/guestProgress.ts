// Progress made on this device before signing in belongs to 'guest'. At sign-in it is offered to the account:
// adopting it hands the attempts and their queued actions to the user (the outbox then sends them); declining
// keeps them on this device as they are. Nothing is deleted either way.
import type { ShopDatabase } from './db.ts';
import { GUEST_USER_ID } from '../domain/constants.ts';

export interface GuestProgress {
  products: string[];
  actions: number;
}

export async function findGuestProgress(db: ShopDatabase): Promise<GuestProgress> {
  const states = await db.examStates.where('owner').equals(GUEST_USER_ID).toArray();
  const actions = await db.outbox.where('owner').equals(GUEST_USER_ID).count();
  return { products: states.map((state) => state.productId), actions };
}

/** Gives the guest's attempts and queued actions to the user, in one transaction. */
export async function adoptGuestProgress(db: ShopDatabase, userId: string): Promise<number> {
  return db.transaction('rw', db.examStates, db.outbox, async () => {
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
    return states.length;
  });
}
