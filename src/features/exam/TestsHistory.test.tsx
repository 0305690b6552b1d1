// @vitest-environment jsdom
// "Your tests" on the quiz page: the signed-in learner's tests from the server, gone at once for someone else, and
// asked for again once the device has sent a new test (the outbox drained), not on every answer.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { ShopDatabase } from '../../db/db.ts';
import type { ApiClient } from '../../api/client.ts';
import type { TestRecord, TestsList } from '../../domain/exam/testsList.ts';
import { recordExamAction } from '../../db/examActions.ts';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../i18n/i18n.ts';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { TestsHistory } from './TestsHistory.tsx';

afterEach(cleanup);

const PRODUCT = 'DE-eq-it-cloud-cloud-fundamentals';
const record = (testId: string, name: string, submitted: boolean): TestRecord => ({
  testId,
  name,
  status: submitted ? 'submitted' : 'started',
  nQuestion: 10,
  nRightQuestion: submitted ? 8 : null,
  passingScorePer: submitted ? 80 : null,
  failure: submitted ? false : null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:30:00.000Z',
});

/** The tests list call as the server answers it, with every path asked for. */
function fakeApi(tests: () => TestRecord[]) {
  const paths: string[] = [];
  const api = {
    request: async (path: string) => {
      paths.push(path);
      return { productId: PRODUCT, mode: 'exam', lastActiveTestId: null, tests: tests() } satisfies TestsList;
    },
  } as unknown as ApiClient;
  return { api, paths };
}

describe('TestsHistory', () => {
  it("shows the learner's tests, and nothing of them to a guest", async () => {
    const db = new ShopDatabase(`history-${Math.random()}`);
    const { api } = fakeApi(() => [{ ...record('t0', 'Replaced one', false), status: 'abandoned' }, record('t1', 'Mock exam 1', true)]);
    const view = await renderWithI18n(<TestsHistory api={api} db={db} productId={PRODUCT} owner="u1" mode="exam" />);
    expect((await screen.findByRole('region', { name: 'Your tests' })).textContent).toContain('Mock exam 1');
    expect(screen.getByText(/Mock exam 1/).closest('li')?.textContent).toContain('80 % – passed');
    expect(screen.getByText(/Replaced one/).closest('li')?.textContent).toContain('not finished');

    view.rerender(
      <I18nProvider i18n={i18n}>
        <TestsHistory api={api} db={db} productId={PRODUCT} owner="guest" mode="exam" />
      </I18nProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Your tests' })).toBeNull();
  });

  it("is not held back by another owner's actions that wait on this device (a guest's, never sent)", async () => {
    const db = new ShopDatabase(`history-${Math.random()}`);
    const at = Date.now();
    await recordExamAction(db, { productId: PRODUCT, mode: 'exam', owner: 'guest' }, { type: 'exam.start', at, test: { nQuestionsToPass: 50, productId: PRODUCT, userId: 'guest' }, nQuestion: 10, timeToFinish: 600_000 });
    const { api, paths } = fakeApi(() => [record('t1', 'Mock exam 1', true)]);
    await renderWithI18n(<TestsHistory api={api} db={db} productId={PRODUCT} owner="u1" mode="exam" />);
    expect((await screen.findByRole('region', { name: 'Your tests' })).textContent).toContain('Mock exam 1');
    expect(paths).toHaveLength(1);
  });

  it('asks again once a new test has reached the server, not for each answer', async () => {
    const db = new ShopDatabase(`history-${Math.random()}`);
    let server = [record('t1', 'Mock exam 1', true)];
    const { api, paths } = fakeApi(() => server);
    await renderWithI18n(<TestsHistory api={api} db={db} productId={PRODUCT} owner="u1" mode="exam" />);
    await screen.findByText(/Mock exam 1/);
    expect(paths).toHaveLength(1);

    // A new test starts on this device and is answered; its actions wait in the outbox.
    const context = { productId: PRODUCT, mode: 'exam' as const, owner: 'u1' };
    const at = Date.now();
    await act(async () => {
      await recordExamAction(db, context, { type: 'exam.start', at, test: { nQuestionsToPass: 50, productId: PRODUCT, userId: 'u1' }, testId: 't2', testName: 'Mock exam 2', nQuestion: 10, timeToFinish: 600_000 });
      await recordExamAction(db, context, { type: 'answer.select', at: at + 1, question: 1, picked: ['A'], correct: true });
    });
    expect(paths).toHaveLength(1);

    // The sync sends them; the server now lists the new test.
    server = [...server, record('t2', 'Mock exam 2', false)];
    await act(async () => {
      await db.outbox.clear();
    });
    await waitFor(() => expect(screen.getByText(/Mock exam 2/)).toBeTruthy());
    expect(paths).toHaveLength(2);

    // A further answer, sent as well: the list is not asked for again.
    await act(async () => {
      await recordExamAction(db, context, { type: 'answer.select', at: at + 2, question: 2, picked: ['B'], correct: false });
      await db.outbox.clear();
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths).toHaveLength(2);
  });
});
