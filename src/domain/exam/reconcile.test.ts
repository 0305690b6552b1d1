// Before/after table tests and property tests of the sync rule and the answer merge.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { OPTION_LETTERS, type OptionLetter } from '../constants.ts';
import { remainingMs } from './clock.ts';
import { mergeAnswers, mergeAnswersIntoState, reconcileExamState, type ServerSyncSnapshot } from './reconcile.ts';
import { answer, newLocalExamState, optionFlags } from './solution.ts';
import type { ExamQuestionView, LocalExamState, QuestionSolution, UserSolution } from './types.ts';
import type { TestMode } from '../config/types.ts';

const START = 1_000_000;
const running = newLocalExamState({ productId: 'USAWS01', userId: 'u1', nQuestionsToPass: 70 }, 4, 60_000, START);
const paused: LocalExamState = { ...running, pause: true, pausedRemainingMs: 30_000 };
const serverRunning: ServerSyncSnapshot = { pause: false, submittedResult: false, questions: [] };
const serverPaused: ServerSyncSnapshot = { ...serverRunning, pause: true };
const serverSubmitted: ServerSyncSnapshot = { ...serverRunning, submittedResult: true };

const threeRight: UserSolution = { 1: answer(['A'], true, START), 2: answer(['B'], true, START), 3: answer(['C'], true, START) };

function question(questionNumber: number, letters: OptionLetter[]): ExamQuestionView {
  return { questionNumber, options: letters.map((letter) => ({ letter, text: `option ${letter}` })) };
}

describe('reconcileExamState', () => {
  it.each<[string, LocalExamState, ServerSyncSnapshot, TestMode, number, Partial<LocalExamState>]>([
    [
      'paused locally, running on the server: resumes from now with the time left',
      paused,
      serverRunning,
      'exam',
      START + 500_000,
      { pause: false, pausedRemainingMs: null, startDate: START + 500_000, stopDate: START + 530_000, submittedResult: false },
    ],
    [
      'paused on both: stays paused with its time left',
      paused,
      serverPaused,
      'exam',
      START + 500_000,
      { pause: true, pausedRemainingMs: 30_000, startDate: START, stopDate: START + 60_000, submittedResult: false },
    ],
    [
      'running locally, paused on the server: keeps its stored times',
      running,
      serverPaused,
      'exam',
      START + 10_000,
      { pause: false, startDate: START, stopDate: START + 60_000, submittedResult: false },
    ],
    [
      'server shows submitted: finalised and scored',
      { ...running, userSolution: threeRight },
      serverSubmitted,
      'practice',
      START + 10_000,
      { submittedResult: true, pause: false, nRightQuestion: 3, passingScorePer: 75, failure: false, lastModified: START + 10_000 },
    ],
    [
      'server shows submitted while paused: finalised, not paused',
      { ...paused, userSolution: { 1: answer(['A'], true, START) } },
      { ...serverSubmitted, pause: true },
      'exam',
      START + 10_000,
      { submittedResult: true, pause: false, nRightQuestion: 1, passingScorePer: 25, failure: true },
    ],
    [
      'exam time has run out (stop equals now): finalised',
      running,
      serverRunning,
      'exam',
      START + 60_000,
      { submittedResult: true, nRightQuestion: 0, passingScorePer: 0, failure: true },
    ],
    [
      'exam time still running one ms before stop: not finalised',
      running,
      serverRunning,
      'exam',
      START + 59_999,
      { submittedResult: false },
    ],
    [
      'practice past its stop time: not finalised',
      running,
      serverRunning,
      'practice',
      START + 600_000,
      { submittedResult: false },
    ],
    [
      'paused exam past its stop time keeps its time and is not finalised',
      paused,
      serverPaused,
      'exam',
      START + 600_000,
      { submittedResult: false, pause: true },
    ],
  ])('%s', (_name, local, server, mode, now, after) => {
    expect(reconcileExamState(local, server, mode, now)).toMatchObject(after);
  });

  it('answers a single-option question with A, correct, and counts it when finalising', () => {
    const server: ServerSyncSnapshot = { ...serverSubmitted, questions: [question(1, ['A']), question(2, ['A', 'B'])] };
    const result = reconcileExamState(running, server, 'exam', START + 1);
    expect(result.userSolution[1]).toEqual({ ...optionFlags(['A']), hasBeenAnswered: true, isCorrect: true, answeredAt: START + 1 });
    expect(result.userSolution[2]).toBeUndefined();
    expect(result.nRightQuestion).toBe(1);
  });

  it('replaces a wrong pick on a single-option question but keeps its action time', () => {
    const local = { ...running, userSolution: { 4: answer(['B'], false, START + 7) } };
    const result = reconcileExamState(local, { ...serverRunning, questions: [question(4, ['C'])] }, 'exam', START + 9);
    expect(result.userSolution[4]).toEqual({ ...optionFlags(['A']), hasBeenAnswered: true, isCorrect: true, answeredAt: START + 7 });
    expect(result.lastModified).toBe(START + 9);
  });

  it('returns the same state when nothing changes', () => {
    const local = { ...running, userSolution: { 1: answer(['A'], true, START) } };
    expect(reconcileExamState(local, { ...serverRunning, questions: [question(1, ['A'])] }, 'exam', START + 1)).toBe(local);
  });

  it('returns a submitted attempt untouched, whatever the server says', () => {
    const submitted = { ...paused, submittedResult: true, pause: false, nRightQuestion: 2 };
    const server = { pause: false, submittedResult: false, questions: [question(3, ['A'])] };
    expect(reconcileExamState(submitted, server, 'exam', START + 10 ** 9)).toBe(submitted);
  });
});

const letterArb = fc.constantFrom(...OPTION_LETTERS);
const solutionArb: fc.Arbitrary<QuestionSolution> = fc
  .record({ picked: fc.uniqueArray(letterArb, { maxLength: 3 }), isCorrect: fc.boolean(), answeredAt: fc.integer({ min: 0, max: 20 }) })
  .map(({ picked, isCorrect, answeredAt }) => answer(picked, isCorrect, answeredAt));
const userSolutionArb: fc.Arbitrary<UserSolution> = fc.dictionary(fc.integer({ min: 1, max: 6 }).map(String), solutionArb, { maxKeys: 6 });
const serverArb: fc.Arbitrary<ServerSyncSnapshot> = fc.record({
  pause: fc.boolean(),
  submittedResult: fc.boolean(),
  questions: fc.array(
    fc.record({ questionNumber: fc.integer({ min: 1, max: 6 }), options: fc.array(fc.record({ letter: letterArb, text: fc.constant('x') }), { maxLength: 3 }) }),
    { maxLength: 4 },
  ),
});
const localArb: fc.Arbitrary<LocalExamState> = fc
  .record({
    pause: fc.boolean(),
    pausedRemainingMs: fc.option(fc.integer({ min: -10_000, max: 120_000 })),
    submittedResult: fc.boolean(),
    stopOffset: fc.integer({ min: -120_000, max: 120_000 }),
    userSolution: userSolutionArb,
  })
  .map(({ stopOffset, ...rest }) => ({ ...running, ...rest, stopDate: START + stopOffset }));
const modeArb = fc.constantFrom<TestMode>('exam', 'practice');
const nowArb = fc.integer({ min: START - 100_000, max: START + 200_000 });

describe('reconcileExamState properties', () => {
  it('submitted stays submitted, and unchanged', () => {
    fc.assert(
      fc.property(localArb, serverArb, modeArb, nowArb, (local, server, mode, now) => {
        const submitted = { ...local, submittedResult: true };
        expect(reconcileExamState(submitted, server, mode, now)).toBe(submitted);
      }),
    );
  });

  it('a server submit always finalises', () => {
    fc.assert(
      fc.property(localArb, serverArb, modeArb, nowArb, (local, server, mode, now) => {
        expect(reconcileExamState(local, { ...server, submittedResult: true }, mode, now).submittedResult).toBe(true);
      }),
    );
  });

  it('remaining time is never negative, and a resume keeps the time left', () => {
    fc.assert(
      fc.property(localArb, serverArb, modeArb, nowArb, (local, server, mode, now) => {
        const result = reconcileExamState(local, server, mode, now);
        expect(remainingMs(result, now)).toBeGreaterThanOrEqual(0);
        if (!local.submittedResult && !result.submittedResult && local.pause && !server.pause) {
          expect(result.stopDate - now).toBe(remainingMs(local, now));
          expect(result.stopDate - now).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('a running exam whose time is over never stays unsubmitted', () => {
    fc.assert(
      fc.property(localArb, serverArb, nowArb, (local, server, now) => {
        const result = reconcileExamState(local, server, 'exam', now);
        if (!result.pause) expect(result.submittedResult || result.stopDate > now).toBe(true);
      }),
    );
  });

  it('is idempotent at the same instant', () => {
    fc.assert(
      fc.property(localArb, serverArb, modeArb, nowArb, (local, server, mode, now) => {
        const once = reconcileExamState(local, server, mode, now);
        expect(reconcileExamState(once, server, mode, now)).toEqual(once);
      }),
    );
  });
});

describe('mergeAnswers', () => {
  const early = answer(['A'], false, 10);
  const late = answer(['B'], true, 20);
  const sameTimeC = answer(['C'], true, 20);

  it.each<[string, UserSolution, UserSolution, UserSolution]>([
    ['empty with empty', {}, {}, {}],
    ['questions only one side has are kept', { 1: early }, { 2: late }, { 1: early, 2: late }],
    ['the later answer wins (remote later)', { 1: early }, { 1: late }, { 1: late }],
    ['the later answer wins (local later)', { 1: late }, { 1: early }, { 1: late }],
    ['per question, not per state', { 1: late, 2: early }, { 1: early, 2: late }, { 1: late, 2: late }],
    // "-B-…" sorts after "--C…", so the B answer wins from either side.
    ['equal times: the canonical tie-breaker picks the same answer', { 1: late }, { 1: sameTimeC }, { 1: late }],
    ['equal times, swapped', { 1: sameTimeC }, { 1: late }, { 1: late }],
    ['a NaN time loses to a real one', { 1: { ...late, answeredAt: Number.NaN } }, { 1: early }, { 1: early }],
  ])('%s', (_name, local, remote, expected) => {
    expect(mergeAnswers(local, remote)).toEqual(expected);
  });

  it('is commutative', () => {
    fc.assert(
      fc.property(userSolutionArb, userSolutionArb, (a, b) => {
        expect(mergeAnswers(a, b)).toEqual(mergeAnswers(b, a));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(userSolutionArb, userSolutionArb, (a, b) => {
        expect(mergeAnswers(a, a)).toEqual(a);
        const merged = mergeAnswers(a, b);
        expect(mergeAnswers(merged, b)).toEqual(merged);
      }),
    );
  });

  it('is associative', () => {
    fc.assert(
      fc.property(userSolutionArb, userSolutionArb, userSolutionArb, (a, b, c) => {
        expect(mergeAnswers(mergeAnswers(a, b), c)).toEqual(mergeAnswers(a, mergeAnswers(b, c)));
      }),
    );
  });

  it('keeps, for every question, an answer at least as late as either side', () => {
    fc.assert(
      fc.property(userSolutionArb, userSolutionArb, (a, b) => {
        const merged = mergeAnswers(a, b);
        for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
          const q = Number(key);
          const kept = merged[q];
          expect(kept).toBeDefined();
          expect(kept?.answeredAt).toBe(Math.max(a[q]?.answeredAt ?? -1, b[q]?.answeredAt ?? -1));
        }
      }),
    );
  });
});

describe('mergeAnswersIntoState', () => {
  it.each<[string, LocalExamState, UserSolution, Partial<LocalExamState>]>([
    ['a later remote answer is taken', { ...running, userSolution: { 1: answer(['A'], false, 10) } }, { 1: answer(['B'], true, 20) }, { lastModified: 99 }],
    ['an older remote answer changes nothing', { ...running, userSolution: { 1: answer(['B'], true, 20) } }, { 1: answer(['A'], false, 10) }, { lastModified: START }],
  ])('%s', (_name, state, remote, after) => {
    expect(mergeAnswersIntoState(state, remote, 99)).toMatchObject(after);
  });

  it('a submitted attempt takes no more answers', () => {
    const submitted = { ...running, submittedResult: true };
    expect(mergeAnswersIntoState(submitted, { 1: answer(['A'], true, START + 5) }, START + 6)).toBe(submitted);
  });

  it('takes the answers of the merge', () => {
    const state = { ...running, userSolution: { 1: answer(['A'], false, 10) } };
    expect(mergeAnswersIntoState(state, { 2: answer(['C'], true, 5) }, 99).userSolution).toEqual({
      1: answer(['A'], false, 10),
      2: answer(['C'], true, 5),
    });
  });
});
