// The client's vote calls (src/features/votes/votesApi.ts) against the real server: a signed-in learner and a guest
// vote once each, read their own vote back, and a failed getVote is reported under the request name "Get Vote".
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiError } from '../src/api/client.ts';
import { requestNameForUrl } from '@domain/errors/requestName.ts';
import { anonymousVoterId, createVotesApi, readVoterId } from '../src/features/votes/votesApi.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';
import { injectApiClient } from './injectApi.ts';
import { insertTestUser, mintAccessToken } from '../server/test/users.ts';
import { cloudProduct, readBank } from '../server/test/exam.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

function apiFor(token: string | null, onFailure: (error: ApiError) => void = () => undefined): ApiClient {
  return injectApiClient(app, token, { onFailure });
}

describe('votes from the client', () => {
  it('lets a signed-in learner vote once on a product and read the vote back', async () => {
    const userId = await insertTestUser(app);
    const votes = createVotesApi(apiFor(await mintAccessToken(app, userId)), () => userId);
    const productId = cloudProduct('de');
    expect(await votes.get({ productId })).toEqual({ average: 0, votes: 0, yourVote: null });
    expect(await votes.vote({ productId }, 4)).toEqual({ status: 'thanks', average: 4, votes: 1 });
    expect(await votes.vote({ productId }, 2)).toEqual({ status: 'already-voted', average: 4, votes: 1 });
    expect(await votes.get({ productId })).toEqual({ average: 4, votes: 1, yourVote: 4 });
  });

  it('gives a guest an anonymous voter id on the first vote and knows their vote by it', async () => {
    const votes = createVotesApi(apiFor(null), () => 'guest');
    const productId = cloudProduct('de');
    const questionId = readBank('cloud-fundamentals', 'de').questions[3]!.id;
    // Node has no localStorage: the id is kept in memory, as in a browser with storage blocked.
    expect(readVoterId()).toBeNull();
    expect(await votes.vote({ productId, questionId }, 5)).toEqual({ status: 'thanks', average: 5, votes: 1 });
    expect(readVoterId()).toBe(anonymousVoterId());
    expect(await votes.get({ productId, questionId })).toEqual({ average: 5, votes: 1, yourVote: 5 });
    expect(await votes.vote({ productId, questionId }, 1)).toMatchObject({ status: 'already-voted' });
  });

  it('reports a failed getVote as "Get Vote", and a failed vote silently to the caller', async () => {
    const onFailure = vi.fn();
    const votes = createVotesApi(apiFor(null, onFailure), () => 'guest');
    await expect(votes.get({ productId: 'DE-eq-unknown' })).rejects.toMatchObject({ status: 404, code: 'unknown_product' });
    expect(onFailure).toHaveBeenCalledTimes(1);
    const error = onFailure.mock.calls[0]![0] as ApiError;
    expect(requestNameForUrl(error.url)).toBe('Get Vote');
    expect(error.productId).toBe('DE-eq-unknown');

    await expect(votes.vote({ productId: 'DE-eq-unknown' }, 3)).rejects.toMatchObject({ status: 404 });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
