// Times the merge of two devices' copies of one attempt (combineAttempts: join the logs, read the attempt): this
// device's 200-question attempt with its own answers, and the server's copy carrying 1,000 events of another device
// (answers, marks, pauses and resumes interleaved in time with this device's).
import type { OptionLetter } from '../../src/domain/constants.ts';
import { combineAttempts } from '../../src/domain/exam/combineAttempts.ts';
import { replayExamEvents, type ExamEvent } from '../../src/domain/exam/events.ts';
import { BENCH_QUESTIONS, type MergeRun } from './api.ts';

const LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];
const OTHER_DEVICE_EVENTS = 1000;
const OWN_EVENTS = 300;

function deviceEvents(count: number, start: number, seed: number): ExamEvent[] {
  let x = seed;
  const random = () => ((x = (x * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const events: ExamEvent[] = [];
  let paused = false;
  for (let i = 0; i < count; i++) {
    const at = start + 1000 + i * 2000 + Math.floor(random() * 1000);
    const roll = random();
    const question = 1 + Math.floor(random() * BENCH_QUESTIONS);
    if (paused) events.push({ type: 'exam.resume', at });
    else if (roll < 0.02) events.push({ type: 'exam.pause', at });
    else if (roll < 0.15) events.push({ type: 'question.mark', at, question, marked: roll < 0.1 });
    else {
      const letter = LETTERS[Math.floor(random() * LETTERS.length)] ?? 'A';
      events.push({ type: 'answer.select', at, question, picked: [letter], correct: letter === 'A' });
    }
    paused = events.at(-1)!.type === 'exam.pause';
  }
  return events;
}

export function mergeLatency(runs = 50): MergeRun {
  const at = Date.now();
  const start: ExamEvent = { type: 'exam.start', at, test: { productId: 'bench-merge', userId: 'u', nQuestionsToPass: 70 }, nQuestion: BENCH_QUESTIONS, timeToFinish: 4 * 3_600_000 };
  const own = replayExamEvents([start, ...deviceEvents(OWN_EVENTS, at, 7)])!;
  const server = replayExamEvents([start, ...deviceEvents(OTHER_DEVICE_EVENTS, at, 11)])!;
  const durationsMs: number[] = [];
  let logEntries = 0;
  for (let i = 0; i < runs; i++) {
    const begin = performance.now();
    const merged = combineAttempts(own, server, 'exam')!;
    durationsMs.push(performance.now() - begin);
    logEntries = merged.log ? Object.values(merged.log).reduce((sum, list: unknown[]) => sum + list.length, 0) : 0;
  }
  return { durationsMs, logEntries, otherDeviceEvents: OTHER_DEVICE_EVENTS, ownEvents: OWN_EVENTS };
}
