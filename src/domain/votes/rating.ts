// Votes on products and questions (issue 4): the 1–5 scale, the one-decimal average, targets and voter ids.

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];

export type VoteTargetKind = 'product' | 'question';

/** What a rating reads as: the average (one decimal, 0 without votes) and how many votes it is made of. */
export interface RatingSummary {
  average: number;
  votes: number;
}

/** GET getVote: the summary, and the caller's own vote when the caller is known. */
export interface VoteSummary extends RatingSummary {
  yourVote: Rating | null;
}

/** POST votes/{userId}: 'thanks' for a first vote; 'already-voted' when the voter had voted (the first vote stands). */
export interface VoteResult extends RatingSummary {
  status: 'thanks' | 'already-voted';
}

export const NO_RATING: RatingSummary = { average: 0, votes: 0 };

export function isRating(value: unknown): value is Rating {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}

/** The average of `votes` ratings adding up to `sum`, rounded half up to one decimal; 0 when there are none. */
export function averageRating(sum: number, votes: number): number {
  if (!Number.isFinite(sum) || !Number.isInteger(votes) || votes <= 0) return 0;
  // sum * 10 / votes is exact at the halves (x.5), so Math.round rounds them up as intended.
  return Math.round((sum * 10) / votes) / 10;
}

/** The target of a vote: the product itself, or one of its questions as `${productId}:${questionId}`. */
export function voteTarget(productId: string, questionId?: string | null): { kind: VoteTargetKind; id: string } {
  return questionId ? { kind: 'question', id: `${productId}:${questionId}` } : { kind: 'product', id: productId };
}

/** A guest's anonymous voter id: what crypto.randomUUID() gives (any version), lower or upper case. */
export const VOTER_ID_PATTERN = '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$';

export function isVoterId(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(VOTER_ID_PATTERN).test(value);
}

/** Who voted, as stored: signed-in users and anonymous guests live in separate name spaces, so neither can pose as the other. */
export function voterKey(voter: { userId: string } | { voterId: string }): string {
  return 'userId' in voter ? `user:${voter.userId}` : `anon:${voter.voterId.toLowerCase()}`;
}
