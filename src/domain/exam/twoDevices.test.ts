// Two devices on one attempt (README.md, "Two devices"): whatever order their events reach the server in, and however
// often, the server and both devices end with the same attempt, and the clock never holds more time than the one
// timeline allows.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { combineAttempts } from './combineAttempts.ts';
import { applyExamEvent, replayExamEvents, type ExamEvent } from './events.ts';
import { remainingMs } from './clock.ts';
import type { LocalExamState } from './types.ts';

const T0 = 1_800_000_000_000;
const N = 6;
const test = { nQuestionsToPass: 50, productId: 'P', userId: 'u' };
const startOf = (timeToFinish: number): Extract<ExamEvent, { type: 'exam.start' }> => ({ type: 'exam.start', at: T0, test, nQuestion: N, timeToFinish });

type Action = { kind: 'answer'; question: number; letter: 'A' | 'B' | 'C' } | { kind: 'mark'; question: number; marked: boolean } | { kind: 'pause' } | { kind: 'resume' } | { kind: 'submit' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('answer' as const), question: fc.integer({ min: 1, max: N }), letter: fc.constantFrom('A' as const, 'B' as const, 'C' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('mark' as const), question: fc.integer({ min: 1, max: N }), marked: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'pause' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'resume' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'submit' as const }) },
);

/**
 * One device's actions as it records them: in its own time order, each applied to what the device shows (a paused
 * device can only resume or submit, a submitted one does nothing more). Times are whole seconds after the start.
 */
function deviceLog(actions: readonly { action: Action; second: number }[], timeToFinish: number): ExamEvent[] {
  const start = startOf(timeToFinish);
  let shown = applyExamEvent(null, start, true)!;
  const events: ExamEvent[] = [];
  for (const { action, second } of [...actions].sort((a, b) => a.second - b.second)) {
    const at = T0 + second * 1000;
    if (shown.submittedResult) break;
    const event = eventOf(action, at, shown.pause);
    if (!event) continue;
    events.push(event);
    shown = applyExamEvent(shown, event, true)!;
  }
  return events;
}

function eventOf(action: Action, at: number, paused: boolean): ExamEvent | null {
  if (action.kind === 'submit') return { type: 'exam.submit', at };
  if (action.kind === 'resume') return paused ? { type: 'exam.resume', at } : null;
  if (paused) return null;
  if (action.kind === 'pause') return { type: 'exam.pause', at };
  if (action.kind === 'mark') return { type: 'question.mark', at, question: action.question, marked: action.marked };
  return { type: 'answer.select', at, question: action.question, picked: [action.letter], correct: action.letter === 'A' };
}

// A device stamps its own actions at distinct instants (two taps never share a millisecond); two devices may.
const timedActions = fc.uniqueArray(fc.record({ action, second: fc.integer({ min: 1, max: 900 }) }), { maxLength: 25, selector: (entry) => entry.second });

/** Events delivered in an order the generator picks, some of them more than once. */
function delivered(events: readonly ExamEvent[], order: readonly number[], repeats: readonly number[]): ExamEvent[] {
  const keyed = events.map((event, index) => ({ event, key: order[index % order.length]! + index / 1000 }));
  const sent = keyed.sort((a, b) => a.key - b.key).map(({ event }) => event);
  for (const index of repeats) if (events.length > 0) sent.splice(index % (sent.length + 1), 0, events[index % events.length]!);
  return sent;
}

const serverAfter = (events: readonly ExamEvent[], timeToFinish: number) => replayExamEvents([startOf(timeToFinish), ...events])!;

describe('two devices on one attempt', () => {
  for (const timeToFinish of [3_600_000, 300_000]) {
    it(`reach the same attempt on the server and both devices, in any order, any number of times (${timeToFinish / 60_000} min)`, () => {
      fc.assert(
        fc.property(timedActions, timedActions, fc.array(fc.nat(), { minLength: 1 }), fc.array(fc.nat(), { maxLength: 5 }), (a, b, order, repeats) => {
          const eventsA = deviceLog(a, timeToFinish);
          const eventsB = deviceLog(b, timeToFinish);
          const all = [...eventsA, ...eventsB];
          const reference = serverAfter([...all].sort((x, y) => x.at - y.at), timeToFinish);
          const server = serverAfter(delivered(all, order, repeats), timeToFinish);
          expect(server).toEqual(reference);
          // Each device combines its own copy with the server's: both end with the server's attempt.
          for (const own of [eventsA, eventsB]) {
            const device = replayExamEvents([startOf(timeToFinish), ...own])!;
            expect(combineAttempts(device, server, 'exam')).toEqual(server);
            expect(combineAttempts(server, device, 'exam')).toEqual(server);
          }
          // Two devices combining each other's copies directly agree as well.
          const deviceA = replayExamEvents([startOf(timeToFinish), ...eventsA])!;
          const deviceB = replayExamEvents([startOf(timeToFinish), ...eventsB])!;
          expect(combineAttempts(deviceA, deviceB, 'exam')).toEqual(combineAttempts(deviceB, deviceA, 'exam'));
        }),
      );
    });
  }

  it('never holds more time than the one timeline allows', () => {
    fc.assert(
      fc.property(timedActions, timedActions, fc.array(fc.nat(), { minLength: 1 }), (a, b, order) => {
        const timeToFinish = 3_600_000;
        const all = [...deviceLog(a, timeToFinish), ...deviceLog(b, timeToFinish)];
        const server = serverAfter(delivered(all, order, []), timeToFinish);
        if (server.submittedResult) return;
        const now = Math.max(T0, ...all.map((event) => event.at));
        expect(remainingMs(server, now)).toBe(timeToFinish - runningTime(all, now));
      }),
    );
  });

  it('an offline pause gives back no time spent on the other device', () => {
    const start = startOf(600_000);
    const pauseOnA: ExamEvent = { type: 'exam.pause', at: T0 + 60_000 };
    const workOnB: ExamEvent = { type: 'answer.select', at: T0 + 85_000, question: 1, picked: ['A'], correct: true };
    const resumeOnA: ExamEvent = { type: 'exam.resume', at: T0 + 300_000 };
    for (const order of [[workOnB, pauseOnA, resumeOnA], [pauseOnA, resumeOnA, workOnB], [pauseOnA, workOnB, resumeOnA]]) {
      const server = replayExamEvents([start, ...order])!;
      expect(server.pause).toBe(false);
      expect(remainingMs(server, T0 + 300_000)).toBe(300_000);
    }
  });

  it('a pause with nothing after it elsewhere stops the clock from its own time', () => {
    const server = replayExamEvents([startOf(600_000), { type: 'answer.select', at: T0 + 10_000, question: 1, picked: ['A'], correct: true }, { type: 'exam.pause', at: T0 + 60_000 }])!;
    expect(server).toMatchObject({ pause: true, pausedRemainingMs: 540_000 });
  });

  it('marks go by device time: an older offline mark does not beat a newer one', () => {
    const newer: ExamEvent = { type: 'question.mark', at: T0 + 50_000, question: 3, marked: false };
    const older: ExamEvent = { type: 'question.mark', at: T0 + 20_000, question: 3, marked: true };
    expect(replayExamEvents([startOf(600_000), newer, older])!.markedQuestions).toEqual([]);
    expect(replayExamEvents([startOf(600_000), older, newer])!.markedQuestions).toEqual([]);
  });

  it('the modified time only moves forward, so a device can tell it is behind', () => {
    let state: LocalExamState = replayExamEvents([startOf(600_000), { type: 'answer.select', at: T0 + 90_000, question: 1, picked: ['B'], correct: false }])!;
    state = applyExamEvent(state, { type: 'exam.pause', at: T0 + 30_000 }, true)!;
    expect(state.lastModified).toBe(T0 + 90_000);
  });
});

/**
 * The time the attempt ran until `now`, read instant by instant and independently of the reducer: between two
 * consecutive event times the clock is stopped when the last pause at or before that instant has no resume after it
 * by then, and the first thing after that pause (work, another pause or a resume) is a resume or nothing yet.
 */
function runningTime(events: readonly ExamEvent[], now: number): number {
  const clock = events.filter((event) => event.type !== 'exam.submit').map((event) => ({ at: event.at, kind: event.type === 'exam.pause' ? 'pause' : event.type === 'exam.resume' ? 'resume' : 'work' }));
  const times = [...new Set([T0, now, ...clock.map((event) => event.at)])].sort((a, b) => a - b);
  let running = 0;
  for (let i = 0; i + 1 < times.length; i++) {
    const instant = times[i]!;
    if (!stoppedAt(clock, instant)) running += times[i + 1]! - instant;
  }
  return running;
}

function stoppedAt(clock: readonly { at: number; kind: string }[], instant: number): boolean {
  const pausesBefore = clock.filter((event) => event.kind === 'pause' && event.at <= instant).map((event) => event.at);
  if (pausesBefore.length === 0) return false;
  const pause = Math.max(...pausesBefore);
  // At one instant a resume comes after a pause: a resume at the pause's own instant ends it.
  if (clock.some((event) => event.kind === 'resume' && event.at >= pause && event.at <= instant)) return false;
  const after = clock.filter((event) => event.at > pause || (event.at === pause && event.kind === 'resume'));
  const rank = (kind: string) => ['work', 'pause', 'resume'].indexOf(kind);
  const first = after.sort((x, y) => x.at - y.at || rank(x.kind) - rank(y.kind))[0];
  return first === undefined || first.kind === 'resume';
}
