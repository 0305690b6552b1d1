import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pacingOf, type PaceEvent } from './pacing.ts';

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
