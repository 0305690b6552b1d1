// The vote calls (issue 4): GET getVote and POST votes/{userId}. Guests vote under an anonymous voter id that this
// device keeps in localStorage ('voterId'); signed-in learners vote as themselves (the client adds their token).
import type { ApiClient } from '../../api/client.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { isVoterId, type Rating, type VoteResult, type VoteSummary } from '../../domain/votes/rating.ts';

export const VOTER_ID_KEY = 'voterId';

export interface VoteTargetRef {
  productId: string;
  /** Absent: the vote is on the product itself. */
  questionId?: string;
}

export interface VotesApi {
  /** The target's rating, with the caller's own vote when known. */
  get(target: VoteTargetRef, signal?: AbortSignal): Promise<VoteSummary>;
  /** A first vote is thanked; a repeat vote answers 'already-voted' and changes nothing. */
  vote(target: VoteTargetRef, rating: Rating): Promise<VoteResult>;
}

/** A random UUID, also where crypto.randomUUID is missing (pages served without HTTPS). */
function newVoterId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Kept for the page's life when storage is unavailable (private modes, blocked storage). */
let memoryVoterId: string | null = null;

/** This device's anonymous voter id, or null before its first guest vote. */
export function readVoterId(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string | null {
  try {
    const stored = storage?.getItem(VOTER_ID_KEY);
    if (isVoterId(stored)) return stored;
  } catch {
    // Storage blocked: fall back to the id held in memory.
  }
  return memoryVoterId;
}

/** This device's anonymous voter id, created and kept on first use. */
export function anonymousVoterId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string {
  const existing = readVoterId(storage);
  if (existing) return existing;
  const id = newVoterId();
  memoryVoterId = id;
  try {
    storage?.setItem(VOTER_ID_KEY, id);
  } catch {
    // Storage full or blocked: the id lives in memory for this page.
  }
  return id;
}

/** The calls for one learner: `userId` is the signed-in user's id or 'guest', read at call time. */
export function createVotesApi(api: ApiClient, userId: () => string): VotesApi {
  return {
    get(target, signal) {
      const voterId = userId() === GUEST_USER_ID ? readVoterId() : null;
      return api.request<VoteSummary>('getVote', {
        query: { productId: target.productId, questionId: target.questionId, voterId: voterId ?? undefined },
        productId: target.productId,
        signal,
      });
    },
    vote(target, rating) {
      const user = userId();
      const body = { productId: target.productId, ...(target.questionId ? { questionId: target.questionId } : {}), rating };
      // Silent: the rating component says itself when a vote could not be sent.
      return api.request<VoteResult>(`votes/${encodeURIComponent(user)}`, {
        method: 'POST',
        body: user === GUEST_USER_ID ? { ...body, voterId: anonymousVoterId() } : body,
        productId: target.productId,
        silent: true,
      });
    },
  };
}
