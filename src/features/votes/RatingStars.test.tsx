// @vitest-environment jsdom
// Rating and votes as a learner meets them, with fake vote calls: the rating line, voting once, thanks, already
// voted, a failed send, the "helpful?" vote on a question, and the German texts.
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import type { MessageLocale } from '../../domain/markets/types.ts';
import type { Rating, VoteResult, VoteSummary } from '../../domain/votes/rating.ts';
import { RatingStars } from './RatingStars.tsx';
import { QuestionVote } from './QuestionVote.tsx';
import { VotesApiContext } from './useVote.ts';
import type { VotesApi, VoteTargetRef } from './votesApi.ts';

afterEach(cleanup);

/** A server in memory: one vote per target, the first one stands. */
function fakeVotesApi(start: Record<string, Rating[]> = {}, mine: Record<string, Rating> = {}) {
  const ratings = new Map(Object.entries(start).map(([key, list]) => [key, [...list]]));
  const own = new Map(Object.entries(mine));
  const keyOf = (target: VoteTargetRef) => (target.questionId ? `${target.productId}:${target.questionId}` : target.productId);
  const summary = (key: string) => {
    const list = ratings.get(key) ?? [];
    const sum = list.reduce((a, b) => a + b, 0);
    return { average: list.length ? Math.round((sum * 10) / list.length) / 10 : 0, votes: list.length };
  };
  const api = {
    get: vi.fn(async (target: VoteTargetRef): Promise<VoteSummary> => ({ ...summary(keyOf(target)), yourVote: own.get(keyOf(target)) ?? null })),
    vote: vi.fn(async (target: VoteTargetRef, rating: Rating): Promise<VoteResult> => {
      const key = keyOf(target);
      if (own.has(key)) return { status: 'already-voted', ...summary(key) };
      own.set(key, rating);
      ratings.set(key, [...(ratings.get(key) ?? []), rating]);
      return { status: 'thanks', ...summary(key) };
    }),
  } satisfies VotesApi;
  return api;
}

const renderWith = (api: VotesApi, ui: ReactElement, locale: MessageLocale = 'en') =>
  renderWithI18n(<VotesApiContext.Provider value={api}>{ui}</VotesApiContext.Provider>, locale);

describe('RatingStars', () => {
  it('shows the rating at hand, then the fresh one, and thanks a first vote', async () => {
    const api = fakeVotesApi({ 'DE-1': [5, 4, 4, 4] });
    await renderWith(api, <RatingStars productId="DE-1" initial={{ average: 4.3, votes: 3 }} />);
    expect(screen.getByText(/Rating: 4\.3/).textContent).toBe('Rating: 4.3 ★ (3 votes)');
    await screen.findByText(/\(4 votes\)/);
    expect(screen.getByText(/Rating:/).textContent).toBe('Rating: 4.3 ★ (4 votes)');

    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group.querySelectorAll('button')).toHaveLength(5);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rate 2 out of 5' })));
    expect(api.vote).toHaveBeenCalledWith({ productId: 'DE-1', questionId: undefined }, 2);
    expect(screen.getByRole('status').textContent).toBe('Thank you for your vote!');
    expect(screen.getByText(/Rating:/).textContent).toBe('Rating: 3.8 ★ (5 votes)');
    expect(screen.getByRole('button', { name: 'Rate 2 out of 5' }).getAttribute('aria-pressed')).toBe('true');

    // A second click: the first vote stands, and the server is not asked again.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rate 5 out of 5' })));
    expect(screen.getByRole('status').textContent).toBe('Your vote has already been submitted.');
    expect(api.vote).toHaveBeenCalledTimes(1);
  });

  it('says the vote was already submitted when the server kept an earlier vote', async () => {
    const api = fakeVotesApi({ 'DE-2': [3] });
    await renderWith(api, <RatingStars productId="DE-2" />);
    await screen.findByText(/\(1 vote\)/);
    // Voted meanwhile from another tab: getVote said nothing yet, the server says already voted.
    await act(async () => void (await api.vote({ productId: 'DE-2' }, 3)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rate 1 out of 5' })));
    expect(screen.getByRole('status').textContent).toBe('Your vote has already been submitted.');
    expect(screen.getByText(/Rating:/).textContent).toBe('Rating: 3.0 ★ (2 votes)');
  });

  it('shows the learner’s own earlier vote and "No votes yet" on an unrated target', async () => {
    await renderWith(fakeVotesApi({}, {}), <RatingStars productId="DE-3" />);
    expect(await screen.findByText('No votes yet')).toBeTruthy();
    cleanup();
    await renderWith(fakeVotesApi({ 'DE-4': [4] }, { 'DE-4': 4 }), <RatingStars productId="DE-4" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rate 4 out of 5' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Rate 3 out of 5' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('lets the learner try again when a vote could not be sent', async () => {
    const api = fakeVotesApi();
    api.vote.mockRejectedValueOnce(new Error('offline'));
    await renderWith(api, <RatingStars productId="DE-5" />);
    await screen.findByText('No votes yet');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rate 4 out of 5' })));
    expect(screen.getByRole('status').textContent).toBe('Your vote could not be sent. Please try again.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Rate 4 out of 5' })));
    expect(screen.getByRole('status').textContent).toBe('Thank you for your vote!');
  });

  it('speaks German on a German site, with a decimal comma', async () => {
    const api = fakeVotesApi({ 'DE-6': [5, 4, 4] });
    await renderWith(api, <RatingStars productId="DE-6" />, 'de');
    await screen.findByText(/\(3 Stimmen\)/);
    expect(screen.getByText(/Bewertung/).textContent).toBe('Bewertung: 4,3 ★ (3 Stimmen)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mit 5 von 5 bewerten' })));
    expect(screen.getByRole('status').textContent).toBe('Vielen Dank für Ihre Stimme!');
  });
});

describe('QuestionVote', () => {
  it('asks whether the question helped: yes is a 5 and no a 1 on the question', async () => {
    const api = fakeVotesApi();
    await renderWith(api, <QuestionVote productId="DE-1" questionId="q7" />);
    expect(screen.getByRole('group', { name: 'Was this question helpful?' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Yes/ })));
    expect(api.vote).toHaveBeenCalledWith({ productId: 'DE-1', questionId: 'q7' }, 5);
    expect(api.get).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Thank you for your vote!');
    expect(screen.getByRole('button', { name: /Yes/ }).getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /No/ })));
    expect(screen.getByRole('status').textContent).toBe('Your vote has already been submitted.');
  });

  it('shows nothing outside the app, where there is neither a router nor a product', async () => {
    const { container } = await renderWithI18n(<QuestionVote questionId="q7" />);
    expect(container.innerHTML).toBe('');
  });
});
