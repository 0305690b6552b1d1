// @vitest-environment jsdom
// The operator view with a fake API client: the list loads with the country filter, filters are sent as the server
// reads them, an empty list and a failed load are said in words; and the route guard lets only operators in.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ApiError, type ApiClient, type RequestOptions } from '../../api/client.ts';
import { guardOperator } from '../../routes/$country/-guard.ts';
import { writeUserRecord } from '../session/storedUser.ts';
import type { UserRecord } from '../../domain/auth/userRecord.ts';
import { OperatorPage } from './OperatorPage.tsx';
import type { OperatorReportEvent, QuestionReview } from './operatorApi.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const event: OperatorReportEvent = {
  eventId: '7c2b7d0e-3f4a-4d5e-9a1b-2c3d4e5f6a7b',
  type: 'question_feedback',
  country: 'de',
  userId: null,
  deviceId: 'd1',
  productId: 'DE-P1',
  questionId: 'q7',
  reason: 'typo',
  comment: 'B is misspelt',
  reportedAt: '2030-01-01T10:00:00.000Z',
  createdAt: '2030-01-01T10:00:01.000Z',
  forwardedAt: null,
};

const review: QuestionReview = {
  status: 'open',
  bank: 'cloud-fundamentals',
  locale: 'de',
  question: 'cf-007',
  confidencePercent: 80,
  proposedKey: 'B',
  proposedExplanation: 'B is right.',
  evidence: '12 strong learners chose B',
  updatedAt: '2030-01-02T10:00:00.000Z',
};

/** Answers the reports calls with `answer` (and records them), the review list with `reviews`. */
function fakeApi(answer: (path: string, options?: RequestOptions) => unknown, reviews: () => unknown = () => ({ reviews: [] })) {
  const calls: { path: string; query: RequestOptions['query'] }[] = [];
  const api: ApiClient = {
    baseUrl: '/api/2.0/eq',
    request: async <T,>(path: string, options?: RequestOptions) => {
      if (path === 'operator/reviews') return reviews() as T;
      if (path === 'operator/jobs') return { queues: [], failed: [], stuck: [], retriedLastHour: 0, database: { connectionErrors: 0, unavailableAnswers: 0, lastErrorAt: null, lastErrorMessage: null, lastConnectedAt: null } } as T;
      calls.push({ path, query: options?.query });
      return answer(path, options) as T;
    },
  };
  return { api, calls };
}

describe('OperatorPage', () => {
  it("shows the question fixer's review list with its evidence, or says that nothing waits, or that it failed", async () => {
    await renderWithI18n(<OperatorPage country="de" api={fakeApi(() => ({ events: [] }), () => ({ reviews: [review] })).api} />);
    expect(await screen.findByRole('cell', { name: '12 strong learners chose B' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Waiting for review' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'cloud-fundamentals · de · cf-007' })).toBeTruthy();
    cleanup();
    await renderWithI18n(<OperatorPage country="de" api={fakeApi(() => ({ events: [] })).api} />);
    expect(await screen.findByText('No question waits for review.')).toBeTruthy();
    cleanup();
    const failing = fakeApi(
      () => ({ events: [] }),
      () => {
        throw new ApiError(500, '/api/2.0/eq/operator/reviews', 'boom', 'internal', undefined);
      },
    );
    await renderWithI18n(<OperatorPage country="de" api={failing.api} />);
    expect(await screen.findByText('The review list could not be loaded. Please try again.')).toBeTruthy();
  });

  it('lists the country’s reports, then asks again with the filters chosen', async () => {
    const { api, calls } = fakeApi((_, options) => ({ events: options?.query?.type === 'ai_demo_error' ? [] : [event] }));
    await renderWithI18n(<OperatorPage country="de" api={api} />);
    expect(await screen.findByRole('cell', { name: 'B is misspelt' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Question feedback' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Guest' })).toBeTruthy();
    expect(calls[0]).toEqual({ path: 'operator/reports', query: { type: undefined, country: 'de', productId: undefined, since: undefined } });

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'ai_demo_error' } });
    fireEvent.input(screen.getByLabelText('Received from'), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('No reports match these filters.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ path: 'operator/reports', query: { type: 'ai_demo_error', country: 'de', productId: undefined, since: '2030-01-01T00:00:00Z' } });
  });

  it('says so when the reports cannot be loaded', async () => {
    const { api } = fakeApi(() => {
      throw new ApiError(0, 'operator/reports', 'offline', 'network', undefined);
    });
    await renderWithI18n(<OperatorPage country="de" api={api} />, 'de');
    expect((await screen.findByRole('alert')).textContent).toBe('Die Meldungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.');
  });
});

describe('guardOperator', () => {
  const user = (roles: string[]): UserRecord => ({ userId: 'u1', creationDate: '', email: 'a@example.com', lastLogin: null, userName: 'a', endDates: [], subscribedProducts: [], roles, loginMethod: 'password', mostRecentUsedProducts: [], secretQuestion: null, country: null, locale: null });

  it('sends a visitor to sign in, answers 404 to a learner and lets an operator in', () => {
    expect(() => guardOperator('de', '/de/operator')).toThrow(expect.objectContaining({ options: expect.objectContaining({ to: '/$country/auth/signin' }) }));
    writeUserRecord(user(['learner']));
    expect(() => guardOperator('de', '/de/operator')).toThrow(expect.objectContaining({ isNotFound: true }));
    writeUserRecord(user(['learner', 'operator']));
    expect(guardOperator('de', '/de/operator')).toBeUndefined();
  });
});
