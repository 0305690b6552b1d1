import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { attemptPacing, pacingOf, type PaceEvent } from './pacing.ts';
import { replayExamEvents, type ExamEvent } from '../exam/events.ts';

const topics: Record<string, string> = { q1: 'net', q2: 'net', q3: 'cloud' };
const topicOf = (id: string) => topics[id];

describe('pacingOf', () => {
  it('times each question from the previous answer, leaving pauses out', () => {
    const events: PaceEvent[] = [
      { type: 'start', at: 0 },
      { type: 'answer', at: 10_000, questionId: 'q1' },
      { type: 'pause', at: 15_000 },
      { type: 'resume', at: 600_000 },
      { type: 'answer', at: 605_000, questionId: 'q2' },
      { type: 'answer', at: 665_000, questionId: 'q3' },
      { type: 'submit', at: 670_000 },
    ];
    const pacing = pacingOf(events, topicOf, 120_000);
    expect(pacing.perQuestion).toEqual([
      { questionId: 'q1', ms: 10_000 },
      { questionId: 'q2', ms: 10_000 },
      { questionId: 'q3', ms: 60_000 },
    ]);
    expect(pacing.averageMs).toBe(26_667);
    expect(pacing.slowest[0]).toEqual({ questionId: 'q3', ms: 60_000 });
    expect(pacing.perTopic).toEqual([
      { topic: 'net', questions: 2, averageMs: 10_000 },
      { topic: 'cloud', questions: 1, averageMs: 60_000 },
    ]);
    expect(pacing.targetMs).toBe(120_000);
  });

  it('counts an event sent twice (offline, then again) once, and skips a clock going backwards', () => {
    const events: PaceEvent[] = [
      { type: 'start', at: 0 },
      { type: 'answer', at: 5_000, questionId: 'q1' },
      { type: 'answer', at: 5_000, questionId: 'q1' },
      { type: 'answer', at: 1_000, questionId: 'q2' },
      { type: 'answer', at: 9_000, questionId: 'q3' },
    ];
    const pacing = pacingOf(events, topicOf, null);
    expect(pacing.perQuestion).toEqual([
      { questionId: 'q1', ms: 5_000 },
      { questionId: 'q3', ms: 4_000 },
    ]);
    expect(pacing.skipped).toBe(1);
  });

  it('adds the time of a changed answer to the same question', () => {
    const events: PaceEvent[] = [
      { type: 'start', at: 0 },
      { type: 'answer', at: 3_000, questionId: 'q1' },
      { type: 'answer', at: 4_000, questionId: 'q1' },
    ];
    expect(pacingOf(events, topicOf, null).perQuestion).toEqual([{ questionId: 'q1', ms: 4_000 }]);
  });

  it('counts exactly the running time up to the last answer, whatever the order of pauses and answers', () => {
    const arbEvents = fc.array(
      fc.record({ kind: fc.constantFrom('answer', 'pause', 'resume'), gap: fc.integer({ min: 0, max: 100_000 }), q: fc.constantFrom('q1', 'q2', 'q3') }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arbEvents, (steps) => {
        let at = 0;
        let running = true;
        let runningMs = 0;
        const events: PaceEvent[] = [{ type: 'start', at: 0 }];
        let sinceMark = 0;
        for (const step of steps) {
          at += step.gap;
          if (running) sinceMark += step.gap;
          if (step.kind === 'answer') {
            events.push({ type: 'answer', at, questionId: step.q });
            runningMs += sinceMark;
            sinceMark = 0;
          } else if (step.kind === 'pause') {
            events.push({ type: 'pause', at });
            running = false;
          } else {
            events.push({ type: 'resume', at });
            running = true;
          }
        }
        const pacing = pacingOf(events, topicOf, null);
        expect(pacing.totalMs).toBeLessThanOrEqual(at);
        expect(pacing.skipped).toBe(0);
        expect(pacing.totalMs).toBe(runningMs);
      }),
    );
  });
});

describe('attemptPacing (from the attempt’s own log)', () => {
  const test = { nQuestionsToPass: 70, productId: 'P', userId: 'u' };
  const T0 = 1_800_000_000_000;
  const answer = (question: number, at: number): ExamEvent => ({ type: 'answer.select', at: T0 + at, question, picked: ['A'], correct: true });

  it('reads the times the log keeps: pauses left out, answers after the end not counted', () => {
    const state = replayExamEvents([
      { type: 'exam.start', at: T0, test, nQuestion: 3, timeToFinish: 600_000 },
      answer(1, 10_000),
      { type: 'exam.pause', at: T0 + 15_000 },
      { type: 'exam.resume', at: T0 + 600_000 },
      answer(2, 605_000),
      answer(2, 615_000),
      { type: 'exam.submit', at: T0 + 620_000 },
      answer(3, 700_000),
    ], true)!;
    const pacing = attemptPacing(state, ['q1', 'q2', 'q3'], true, topicOf, 200_000)!;
    expect(pacing.perQuestion).toEqual([
      { questionId: 'q1', ms: 10_000 },
      { questionId: 'q2', ms: 20_000 },
    ]);
    expect(pacing.targetMs).toBe(200_000);
  });

  it('ends a timed attempt where its time ran out; an untimed one runs on', () => {
    const events: ExamEvent[] = [{ type: 'exam.start', at: T0, test, nQuestion: 2, timeToFinish: 60_000 }, answer(1, 30_000), answer(2, 90_000), { type: 'exam.submit', at: T0 + 95_000 }];
    expect(attemptPacing(replayExamEvents(events, true)!, ['q1', 'q2'], true, topicOf, null)!.perQuestion).toEqual([{ questionId: 'q1', ms: 30_000 }]);
    expect(attemptPacing(replayExamEvents(events, false)!, ['q1', 'q2'], false, topicOf, null)!.perQuestion).toEqual([
      { questionId: 'q1', ms: 30_000 },
      { questionId: 'q2', ms: 60_000 },
    ]);
  });

  it('has none for an attempt kept before attempts had a log', () => {
    const state = replayExamEvents([{ type: 'exam.start', at: T0, test, nQuestion: 1, timeToFinish: 60_000 }, answer(1, 1_000), { type: 'exam.submit', at: T0 + 2_000 }], true)!;
    const { log: _log, clockOrigin: _origin, ...legacy } = state;
    expect(attemptPacing(legacy, ['q1'], true, topicOf, null)).toBeNull();
  });
});
