// @vitest-environment jsdom
// Entitlement enforcement where attempts start (issue 13): the simulator asks its guard before every NEW attempt;
// a refused start leaves nothing started, and an attempt already running is finished even once starts are refused.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ShopDatabase } from '../../db/db.ts';
import type { ExamQuestion } from '../../domain/exam/questions.ts';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { Simulator } from './Simulator.tsx';

const questions: ExamQuestion[] = [1, 2].map((n) => ({
  number: n,
  id: `q${n}`,
  topic: 't',
  text: `Question text ${n}`,
  options: (['A', 'B'] as const).map((letter) => ({ letter, text: `Option ${letter}${n}` })),
  correct: ['A'],
  explanation: `Because ${n}`,
}));

let db: ShopDatabase;
beforeAll(() => {
  db = new ShopDatabase(`sim-entitled-${Math.random()}`);
});
afterEach(cleanup);

function renderGuarded(productId: string, guardStart: (start: () => void) => void) {
  return renderWithI18n(
    <Simulator db={db} productId={productId} mode="exam" owner="u1" questions={questions} timeToFinishMs={600_000} nQuestionsToPass={50} guardStart={guardStart} />,
  );
}

describe('Simulator with an entitlement guard', () => {
  it('a refused start starts nothing', async () => {
    const refuse = vi.fn();
    await renderGuarded('P-refused', refuse);
    fireEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    expect(refuse).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Start a timed exam' })).toBeNull();
    expect(await db.examStates.get('P-refused')).toBeUndefined();
    expect(await db.outbox.where('productId').equals('P-refused').count()).toBe(0);
  });

  it('an attempt running when the entitlement ends is finished; the next one is refused', async () => {
    let entitled = true;
    const guard = vi.fn((start: () => void) => {
      if (entitled) start();
    });
    await renderGuarded('P-ending', guard);
    fireEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Begin' }));
    expect(await screen.findByRole('timer')).toBeTruthy();

    entitled = false; // the end date passes during the exam
    fireEvent.click(screen.getByRole('radio', { name: /Option A1/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Option A1/ }).getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: /passed/i })).toBeTruthy();
    const submitted = (await db.examStates.get('P-ending'))?.state;
    expect(submitted?.submittedResult).toBe(true);

    const calls = guard.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Start a new session' }));
    expect(guard.mock.calls.length).toBe(calls + 1);
    expect(screen.queryByRole('dialog', { name: 'Start a timed exam' })).toBeNull();
    // Still the submitted attempt: nothing new started.
    expect((await db.examStates.get('P-ending'))?.state?.testId).toBe(submitted?.testId);
  });
});
