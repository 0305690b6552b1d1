// The drill's sync protocol (POST drill/{userId}): a device sends the cards it changed and the server's revision it
// last saw; the server keeps each card's newest version (last writer wins, by the time of the learner's action, a
// tie keeps the stored one) and answers what changed since that revision, plus its copy of every card sent.
import type { DrillReason, DrillSchedule } from './schedule.ts';

/** At most this many cards in a request, and in the "changed since" part of an answer. */
export const DRILL_SYNC_MAX_CARDS = 500;

/** One card as it travels: the question of a product, its FSRS schedule, and when the learner last changed it. */
export interface DrillCardRecord extends DrillSchedule {
  productId: string;
  questionId: string;
  reason: DrillReason;
  /** The submitted attempt that last fed it. */
  fedBy: string;
  /** Epoch ms of the learner's action that made this version. */
  updatedAt: number;
}

export interface DrillSyncRequest {
  cards: DrillCardRecord[];
  /** The server revision the device has seen every change up to (0: none yet). */
  since: number;
}

export interface DrillSyncResponse {
  /** Cards changed after `since` (at most DRILL_SYNC_MAX_CARDS, in revision order), and the server's copy of each card sent. */
  cards: DrillCardRecord[];
  /** The revision the device has now seen every change up to. */
  cursor: number;
  /** More changes wait after `cursor`: ask again. */
  more: boolean;
}

/** Whether the server's copy replaces the device's: it is newer, or as new (a tie keeps the server's). */
export function serverCardWins(local: { updatedAt: number } | undefined, server: { updatedAt: number }): boolean {
  return local === undefined || server.updatedAt >= local.updatedAt;
}
