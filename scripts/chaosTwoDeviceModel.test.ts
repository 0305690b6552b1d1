// The two-device chaos run's model (e2e/chaosTwoDeviceModel.ts). It lives beside the Playwright specs, which would
// take a *.test.ts in e2e/ for one of theirs, so its unit test runs here with the other script tests.
import { describe, expect, it } from 'vitest';
import { answer, newLocalExamState } from '../src/domain/exam/solution.ts';
import type { LocalExamState } from '../src/domain/exam/types.ts';
import {
  attemptDifferences,
  compareTwoDevices,
  expectedAttempt,
  newTwoDeviceModel,
  nextTwoDeviceAction,
  timeline,
  type DeviceView,
  type LearnerEvent,
  type TwoDeviceModel,
} from '../e2e/chaosTwoDeviceModel.ts';
import { seededRandom } from '../e2e/chaosModel.ts';

const START = 1_000_000;
const MINUTES_20 = 20 * 60_000;
const TEST = { nQuestionsToPass: 70, productId: 'p', userId: 'u' };

function modelOf(events: LearnerEvent[]): TwoDeviceModel {
  return { ...newTwoDeviceModel(MINUTES_20, START), events };
}

/** A running attempt started at START, with the given answers, marks and clock. */
function attempt(change: Partial<LocalExamState> = {}): LocalExamState {
  return { ...newLocalExamState(TEST, 10, MINUTES_20, START), ...change };
}

const pausedWith = (leftMs: number): Partial<LocalExamState> => ({ pause: true, pausedRemainingMs: leftMs });

describe('expectedAttempt: answers and marks', () => {
  it('keeps the later answer by device time, whatever order the events were recorded in, and who gave it', () => {
    const model = modelOf([
      { kind: 'answer', device: 'B', at: START + 5_000, question: 1, letters: ['C'] },
      { kind: 'answer', device: 'A', at: START + 3_000, question: 1, letters: ['A'] },
      { kind: 'answer', device: 'A', at: START + 4_000, question: 2, letters: ['B', 'A'] },
    ]);
    const expected = expectedAttempt(model, START + 10_000);
    expect(expected.answers).toEqual(
      new Map([
        [1, ['C']],
        [2, ['A', 'B']],
      ]),
    );
    expect(expected.answeredBy.get(1)).toEqual({ device: 'B', at: START + 5_000 });
  });

  it('takes an empty later pick for no answer', () => {
    const model = modelOf([
      { kind: 'answer', device: 'A', at: START + 1_000, question: 3, letters: ['A'] },
      { kind: 'answer', device: 'B', at: START + 2_000, question: 3, letters: [] },
    ]);
    expect(expectedAttempt(model, START + 3_000).answers.size).toBe(0);
  });

  it('keeps the later mark or unmark by device time', () => {
    const model = modelOf([
      { kind: 'mark', device: 'B', at: START + 9_000, question: 4, marked: false },
      { kind: 'mark', device: 'A', at: START + 2_000, question: 4, marked: true },
      { kind: 'mark', device: 'A', at: START + 3_000, question: 5, marked: true },
    ]);
    expect([...expectedAttempt(model, START + 10_000).marked]).toEqual([5]);
  });

  it('counts nothing stamped after the first submit', () => {
    const model = modelOf([
      { kind: 'answer', device: 'A', at: START + 1_000, question: 1, letters: ['A'] },
      { kind: 'submit', device: 'B', at: START + 2_000 },
      { kind: 'answer', device: 'A', at: START + 3_000, question: 1, letters: ['B'] },
      { kind: 'mark', device: 'A', at: START + 4_000, question: 2, marked: true },
    ]);
    const expected = expectedAttempt(model, START + 5_000);
    expect(expected.submitted).toBe(true);
    expect(expected.answers.get(1)).toEqual(['A']);
    expect(expected.submittedAt).toBe(START + 2_000);
    expect(expected.marked.size).toBe(0);
    expect(timeline(model)).toHaveLength(2);
  });
});

describe('expectedAttempt: the single timeline', () => {
  it('runs from the start while nobody pauses', () => {
    const expected = expectedAttempt(modelOf([]), START + 30_000);
    expect(expected).toMatchObject({ paused: false, runningMs: 30_000, allowedLeftMs: MINUTES_20 - 30_000 });
  });

  it('stops at a pause nobody worked after, until the next resume from any device', () => {
    const model = modelOf([
      { kind: 'pause', device: 'A', at: START + 10_000 },
      { kind: 'resume', device: 'B', at: START + 40_000 },
      { kind: 'answer', device: 'B', at: START + 45_000, question: 1, letters: ['A'] },
    ]);
    expect(expectedAttempt(model, START + 50_000)).toMatchObject({ paused: false, runningMs: 20_000 });
  });

  it('an offline pause followed by work on the other device stops nothing: that time was spent', () => {
    // The case: A pauses offline, B keeps working ~25 s, then pauses.
    const model = modelOf([
      { kind: 'pause', device: 'A', at: START + 10_000 },
      { kind: 'answer', device: 'B', at: START + 20_000, question: 1, letters: ['A'] },
      { kind: 'mark', device: 'B', at: START + 30_000, question: 2, marked: true },
      { kind: 'pause', device: 'B', at: START + 35_000 },
    ]);
    const expected = expectedAttempt(model, START + 60_000);
    expect(expected).toMatchObject({ paused: true, runningMs: 35_000, allowedLeftMs: MINUTES_20 - 35_000 });
  });

  it('two pauses with no work between: the first one stops the clock', () => {
    const model = modelOf([
      { kind: 'pause', device: 'A', at: START + 10_000 },
      { kind: 'pause', device: 'B', at: START + 20_000 },
      { kind: 'resume', device: 'A', at: START + 50_000 },
    ]);
    expect(expectedAttempt(model, START + 60_000).runningMs).toBe(20_000);
  });

  it('a pause still open at the end keeps the clock stopped', () => {
    const model = modelOf([{ kind: 'pause', device: 'B', at: START + 5_000 }]);
    expect(expectedAttempt(model, START + 100_000)).toMatchObject({ paused: true, runningMs: 5_000 });
  });

  it('a resume of a running clock changes nothing', () => {
    const model = modelOf([{ kind: 'resume', device: 'A', at: START + 5_000 }]);
    expect(expectedAttempt(model, START + 8_000).runningMs).toBe(8_000);
  });

  it('stops the clock at the submit', () => {
    const model = modelOf([{ kind: 'submit', device: 'A', at: START + 7_000 }]);
    expect(expectedAttempt(model, START + 60_000)).toMatchObject({ submitted: true, paused: false, runningMs: 7_000 });
  });
});

describe('compareTwoDevices', () => {
  const now = START + 60_000;
  const events: LearnerEvent[] = [
    { kind: 'answer', device: 'A', at: START + 1_000, question: 1, letters: ['A'] },
    { kind: 'answer', device: 'B', at: START + 2_000, question: 1, letters: ['B'] },
    { kind: 'answer', device: 'A', at: START + 3_000, question: 2, letters: ['C'] },
    { kind: 'mark', device: 'A', at: START + 4_000, question: 3, marked: true },
    { kind: 'mark', device: 'B', at: START + 5_000, question: 3, marked: false },
    { kind: 'mark', device: 'B', at: START + 6_000, question: 4, marked: true },
  ];
  const right = attempt({
    userSolution: { 1: answer(['B'], false, START + 2_000), 2: answer(['C'], true, START + 3_000) },
    markedQuestions: [4],
  });

  it('finds nothing when the server and both devices hold what the learner did', () => {
    const verdict = compareTwoDevices(modelOf(events), { server: right, serverTests: 1, devices: { A: right, B: right }, now });
    expect(verdict).toEqual({ lost: 0, wrong: 0, notConverged: 0, duplicated: 0, timeReturnedMs: 0, problems: [] });
  });

  it('counts a missing answer as lost, an older one as wrong, and marks by time', () => {
    const server = attempt({ userSolution: { 1: answer(['A'], true, START + 1_000) }, markedQuestions: [3] });
    const verdict = compareTwoDevices(modelOf(events), { server, serverTests: 1, devices: { A: server, B: server }, now });
    // lost: answer to 2, mark on 4; wrong: question 1 holds A, mark on 3.
    expect(verdict).toMatchObject({ lost: 2, wrong: 2, notConverged: 0 });
    expect(verdict.problems).toContain('server: wrong: question 1 holds A, the later answer is B (on device B at +2 s)');
  });

  it('counts each device whose attempt differs from the server as not converged', () => {
    const staleMarks = { ...right, markedQuestions: [3, 4] };
    const otherClock = { ...right, ...pausedWith(MINUTES_20 - 30_000) };
    const verdict = compareTwoDevices(modelOf(events), { server: right, serverTests: 1, devices: { A: staleMarks, B: otherClock }, now });
    expect(verdict.notConverged).toBe(2);
    expect(verdict.problems.join('\n')).toMatch(/device A: not converged: marked here only: 3/);
    expect(verdict.problems.join('\n')).toMatch(/device B: not converged: paused \(server running\); clock 30 s apart/);
  });

  it('counts the time the server shows left beyond the timeline as returned', () => {
    // A paused at +10 s offline, B worked to +35 s and paused; the server kept A's pause: 25 s given back.
    const model = modelOf([
      { kind: 'pause', device: 'A', at: START + 10_000 },
      { kind: 'answer', device: 'B', at: START + 20_000, question: 1, letters: ['A'] },
      { kind: 'pause', device: 'B', at: START + 35_000 },
    ]);
    const server = attempt({ userSolution: { 1: answer(['A'], true, START + 20_000) }, ...pausedWith(MINUTES_20 - 10_000) });
    const verdict = compareTwoDevices(model, { server, serverTests: 1, devices: { A: server, B: server }, now });
    expect(verdict.timeReturnedMs).toBe(25_000);
    expect(verdict.lost + verdict.wrong + verdict.notConverged).toBe(0);
  });

  it('gives no time returned within a second of the timeline, nor when the server shows less time left', () => {
    const model = modelOf([{ kind: 'pause', device: 'B', at: START + 10_000 }]);
    const close = attempt(pausedWith(MINUTES_20 - 9_400));
    expect(compareTwoDevices(model, { server: close, serverTests: 1, devices: { A: close, B: close }, now }).timeReturnedMs).toBe(0);
    const less = attempt(pausedWith(MINUTES_20 - 20_000));
    const verdict = compareTwoDevices(model, { server: less, serverTests: 1, devices: { A: less, B: less }, now });
    expect(verdict.timeReturnedMs).toBe(0);
    expect(verdict.problems).toEqual(['server: note: 10 s less left than the timeline allows']);
  });

  it('counts the tests held twice and an attempt missing on the server', () => {
    expect(compareTwoDevices(modelOf(events), { server: right, serverTests: 3, devices: { A: right, B: right }, now }).duplicated).toBe(2);
    const none = compareTwoDevices(modelOf(events), { server: null, serverTests: 0, devices: { A: right, B: null }, now });
    expect(none).toMatchObject({ lost: 1, notConverged: 1 });
  });

  it('compares a device with the server answer by answer', () => {
    const device = attempt({ userSolution: { 1: answer(['A'], true, START), 5: answer([], false, START) } });
    const server = attempt({ userSolution: { 2: answer(['D'], true, START) } });
    expect(attemptDifferences(device, server, now)).toEqual(['question 1 A (server -)', 'question 2 - (server D)']);
  });
});

describe('nextTwoDeviceAction', () => {
  const running: DeviceView = { phase: 'running', offline: false, current: 1, total: 10 };

  it('is the same for the same seed and only picks what the device can do', () => {
    const views = { A: { ...running, offline: true }, B: { ...running, phase: 'paused' as const } };
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 200 }, () => nextTwoDeviceAction(views, random));
    };
    const picks = run(7);
    expect(run(7)).toEqual(picks);
    for (const pick of picks) {
      expect(pick).not.toBeNull();
      if (pick!.device === 'A') expect(['offline', 'resume', 'previous']).not.toContain(pick!.action);
      else expect(['resume', 'think', 'reload', 'restart']).toContain(pick!.action);
    }
  });

  it('never takes device B offline and stops once both show the results', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 500; i++) {
      const pick = nextTwoDeviceAction({ A: running, B: running }, random);
      if (pick?.device === 'B') expect(['offline', 'online']).not.toContain(pick.action);
    }
    const done: DeviceView = { ...running, phase: 'submitted' };
    expect(nextTwoDeviceAction({ A: done, B: done }, random)).toBeNull();
  });
});
