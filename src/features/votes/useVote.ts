// A target's rating and the learner's vote on it: loads getVote (unless told not to), sends a vote once, and says
// how it went ('thanks', 'already-voted', or 'failed' so the learner can try again).
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { effectiveUserId } from '../../domain/session.ts';
import type { Rating, RatingSummary } from '../../domain/votes/rating.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { createVotesApi, type VotesApi, type VoteTargetRef } from './votesApi.ts';

/** Tests (and any host without the router) hand in their own calls here. */
export const VotesApiContext = createContext<VotesApi | null>(null);

/** The vote calls: the injected ones, else the app's API client for the current learner; null outside the app. */
export function useVotesApi(): VotesApi | null {
  const injected = useContext(VotesApiContext);
  // Without a RouterProvider (component tests of the simulator) there are no app services: no voting then.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  const api = router?.options.context.services.api;
  const userId = effectiveUserId(useCurrentUser());
  return useMemo(() => injected ?? (api ? createVotesApi(api, () => userId) : null), [injected, api, userId]);
}

export type VoteStatus = 'idle' | 'sending' | 'thanks' | 'already-voted' | 'failed';

export interface VoteState {
  /** Null until known (no initial value and getVote not answered yet). */
  summary: RatingSummary | null;
  yourVote: Rating | null;
  status: VoteStatus;
  /** Null when voting is not possible here (no API). */
  vote: ((rating: Rating) => void) | null;
}

export function useVote(target: VoteTargetRef, options: { initial?: RatingSummary; load?: boolean } = {}): VoteState {
  const api = useVotesApi();
  const { productId, questionId } = target;
  const load = options.load ?? true;
  const [summary, setSummary] = useState<RatingSummary | null>(options.initial ?? null);
  const [yourVote, setYourVote] = useState<Rating | null>(null);
  const [status, setStatus] = useState<VoteStatus>('idle');

  useEffect(() => {
    if (!api || !load) return;
    const controller = new AbortController();
    api.get({ productId, questionId }, controller.signal).then(
      (read) => {
        if (controller.signal.aborted) return;
        setSummary({ average: read.average, votes: read.votes });
        setYourVote(read.yourVote);
      },
      // Offline or failed (the client has reported it): keep the initial rating.
      () => undefined,
    );
    return () => controller.abort();
  }, [api, load, productId, questionId]);

  const vote = api
    ? (rating: Rating) => {
        if (status === 'sending') return;
        // The first vote stands: no need to ask the server again.
        if (yourVote !== null) {
          setStatus('already-voted');
          return;
        }
        setStatus('sending');
        api.vote({ productId, questionId }, rating).then(
          (result) => {
            setSummary({ average: result.average, votes: result.votes });
            if (result.status === 'thanks') setYourVote(rating);
            setStatus(result.status);
          },
          () => setStatus('failed'),
        );
      }
    : null;

  return { summary, yourVote, status, vote };
}
