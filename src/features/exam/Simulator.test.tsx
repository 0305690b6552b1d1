// @vitest-environment jsdom
// The simulator as a learner uses it, on a real Dexie (fake-indexeddb): start, answer by click and keyboard,
// mark, submit, see the score, review and retry the wrong questions. Every action lands in the outbox.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ShopDatabase } from '../../db/db.ts';
import type { ExamQuestion } from '../../domain/exam/questions.ts';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { fakeLockManager } from '../../test/fakeLocks.ts';
import { StrictMode } from 'react';
import { Simulator } from './Simulator.tsx';

const questions: ExamQuestion[] = [1, 2, 3, 4].map((n) => ({
  number: n,
  id: `q${n}`,
  topic: 't',
  text: `Question text ${n}`,
  options: (['A', 'B', 'C'] as const).map((letter) => ({ letter, text: `Option ${letter}${n}` })),
  correct: n === 4 ? ['A', 'C'] : ['B'],
  explanation: `Because ${n}`,
}));

let db: ShopDatabase;
beforeAll(() => {
  db = new ShopDatabase(`sim-${Math.random()}`);
});
afterEach(cleanup);

const render = (mode: 'exam' | 'practice') =>
  renderWithI18n(<Simulator db={db} productId={`P-${mode}`} mode={mode} owner="guest" questions={questions} timeToFinishMs={600_000} nQuestionsToPass={50} />);

describe('Simulator', () => {
  it('runs a timed exam from start to results, and every action is queued for the server', async () => {
    await render('exam');
    fireEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    // The exam-mode dialog shows what the exam holds and lets the learner name the test.
    const dialog = await screen.findByRole('dialog', { name: 'Start a timed exam' });
    expect(dialog.textContent).toContain('4 questions in 10 minutes; you pass with 50 % right answers');
    fireEvent.input(screen.getByLabelText('Name of this test'), { target: { value: 'Mock exam 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Begin' }));
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect((await db.examStates.get('P-exam'))?.state).toMatchObject({ testName: 'Mock exam 1', testId: expect.stringMatching(/^exam-/) });

    fireEvent.click(screen.getByRole('radio', { name: /Option B1/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Option B1/ }).getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark for review' }));
    await screen.findByRole('button', { name: 'Unmark' });

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await screen.findByText(/Question text 2/);
    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Option A2/ }).getAttribute('aria-checked')).toBe('true'));
    // The exam's keys: a digit picks, M marks, N and P move, Space pauses and resumes.
    fireEvent.keyDown(window, { key: '3' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Option C2/ }).getAttribute('aria-checked')).toBe('true'));
    fireEvent.keyDown(window, { key: 'n' });
    await screen.findByText(/Question text 3/);
    fireEvent.keyDown(window, { key: 'p' });
    await screen.findByText(/Question text 2/);
    fireEvent.keyDown(window, { key: 'a' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Option A2/ }).getAttribute('aria-checked')).toBe('true'));
    fireEvent.keyDown(document.body, { key: ' ' });
    await screen.findByText('The exam is paused. The clock stops until you resume.');
    fireEvent.keyDown(document.body, { key: ' ' });
    await screen.findByText(/Question text 2/);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Not passed this time' })).toBeTruthy();
    expect(screen.getByText(/1 of 4 right: 25 %/)).toBeTruthy();

    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => entry.event.type)).toEqual(['exam.start', 'answer.select', 'question.mark', 'answer.select', 'answer.select', 'answer.select', 'exam.pause', 'exam.resume', 'exam.submit']);

    // Results: in words, with the time used and a bar per topic; the review opens on the wrong answers.
    expect(screen.getByText(/Time used: /)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'By topic' }).textContent).toContain('1 of 4 (25 %)');
    const review = () => document.querySelectorAll('.review > li');
    expect(review()).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: 'Marked' }));
    expect(review()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Practise the wrong questions' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Begin' }));
    await screen.findByText(/Question text 2/);
    const stored = await db.examStates.get('P-exam');
    expect(stored?.state?.questionIds).toEqual(['q2', 'q3', 'q4']);
  });

  it('lets a practising learner check an answer with its explanation; several answers can be picked', async () => {
    await render('practice');
    fireEvent.click(await screen.findByRole('button', { name: 'Start practising' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Begin' }));
    for (let i = 0; i < 3; i++) fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Choose 2 answers.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Option A4/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Option A4/ }).getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Option C4/ }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Option C4/ }).getAttribute('aria-checked')).toBe('true'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check answer' })));
    expect(screen.getByText('Correct!')).toBeTruthy();
    expect(screen.getByText('Because 4')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('offers a new question-list version without applying it under the running attempt', async () => {
    const props = { db, productId: 'P-version', mode: 'practice' as const, owner: 'guest', questions, timeToFinishMs: 600_000, nQuestionsToPass: 50 };
    const first = await renderWithI18n(<Simulator {...props} questionListVersion="v1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start practising' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Begin' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Option B1/ }));
    await waitFor(async () => expect((await db.examStates.get('P-version'))?.state?.userSolution[1]).toBeDefined());
    first.unmount();

    await renderWithI18n(<Simulator {...props} questionListVersion="v2" />);
    expect(await screen.findByRole('dialog', { name: 'Continue where you left off?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText(/questions of this product have been updated/)).toBeTruthy();
    expect((await db.examStates.get('P-version'))?.state?.userSolution[1]).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Start again with the new questions' }));
    await waitFor(async () => expect((await db.examStates.get('P-version'))?.questionListVersion).toBe('v2'));
    expect((await db.examStates.get('P-version'))?.state?.userSolution).toEqual({});
    await waitFor(() => expect(screen.queryByText(/questions of this product have been updated/)).toBeNull());
  });

  it('asks before a new exam ends an unfinished practice session of the same product (test-switch-mode dialog)', async () => {
    const props = { db, productId: 'P-switch', owner: 'guest', questions, timeToFinishMs: 600_000, nQuestionsToPass: 50 };
    const practice = await renderWithI18n(<Simulator {...props} mode="practice" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start practising' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Begin' }));
    await screen.findByText(/Question text 1/);
    practice.unmount();

    await renderWithI18n(<Simulator {...props} mode="exam" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to the timed exam?' });
    expect(dialog.textContent).toContain('unfinished practice session');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Switch to the timed exam?' })).toBeNull());
    expect((await db.examStates.get('P-switch'))?.mode).toBe('practice');

    fireEvent.click(screen.getByRole('button', { name: 'Start the exam' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Switch' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Begin' }));
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect((await db.examStates.get('P-switch'))?.mode).toBe('exam');
  });

  it('never says a single tab is "open in another tab", in StrictMode with Web Locks', async () => {
    Object.defineProperty(navigator, 'locks', { value: fakeLockManager(), configurable: true });
    try {
      const props = { db, productId: 'P-strict', mode: 'exam' as const, owner: 'guest', questions, timeToFinishMs: 600_000, nQuestionsToPass: 50 };
      const view = await renderWithI18n(
        <StrictMode>
          <Simulator {...props} />
        </StrictMode>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Start the exam' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Begin' }));
      expect(await screen.findByRole('timer')).toBeTruthy();
      view.unmount();
      await renderWithI18n(
        <StrictMode>
          <Simulator {...props} />
        </StrictMode>,
      );
      expect(await screen.findByRole('dialog', { name: 'Continue where you left off?' })).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(screen.queryByText(/open in another tab/)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
