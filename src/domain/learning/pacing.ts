// Pacing of an attempt (issue 22): the time spent on each question, read from the attempt's answer events. Time runs
// from the start (or the previous answer) to the answer, only while the clock runs: a pause stops it until the resume.
// The same event seen twice (sent again after being offline, or read from two copies) counts once; an event whose
// time lies before the one read just before it (a clock that went backwards) is skipped and counted.
// The events come from the attempt's own log (paceEventsOf): the times every answer, pause, resume and submit already
// carries there, from every device that worked on it; no second record of them is kept.
import { attemptEnd } from '../exam/deriveAttempt.ts';
import { frameOf } from '../exam/legacyAttempt.ts';
import type { LocalExamState } from '../exam/types.ts';

export type PaceEvent =
  | { type: 'start'; at: number }
  | { type: 'answer'; at: number; questionId: string }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'submit'; at: number };

export interface QuestionTime {
  questionId: string;
  ms: number;
}

export interface TopicPace {
  topic: string;
  questions: number;
  averageMs: number;
}

export interface Pacing {
  /** Questions answered, with the running time spent on each (all of its answers together), in answer order. */
  perQuestion: QuestionTime[];
  /** Running time spent on the answered questions. */
  totalMs: number;
  averageMs: number;
  /** The five slowest questions, slowest first. */
  slowest: QuestionTime[];
  /** The exam's time per question (its time divided by its questions); null in untimed practice. */
  targetMs: number | null;
  perTopic: TopicPace[];
  /** Events left out: time going backwards, or not a number. */
  skipped: number;
}

/** How many slowest questions the pacing names. */
export const SLOWEST = 5;

const keyOf = (event: PaceEvent) => `${event.type}|${event.at}|${event.type === 'answer' ? event.questionId : ''}`;

export function pacingOf(events: readonly PaceEvent[], topicOf: (questionId: string) => string | undefined, targetMs: number | null): Pacing {
  const seen = new Set<string>();
  const spent = new Map<string, number>();
  let skipped = 0;
  let last = -Infinity;
  let running = false;
  let mark = 0;
  // Running time since the previous answer (or the start), across pauses.
  let pending = 0;
  for (const event of events) {
    if (!Number.isFinite(event.at) || event.at < last) {
      skipped++;
      continue;
    }
    const key = keyOf(event);
    if (seen.has(key)) continue;
    seen.add(key);
    last = event.at;
    if (running) pending += event.at - mark;
    mark = event.at;
    switch (event.type) {
      case 'start':
        running = true;
        pending = 0;
        break;
      case 'resume':
        running = true;
        break;
      case 'pause':
      case 'submit':
        running = false;
        break;
      case 'answer':
        spent.set(event.questionId, (spent.get(event.questionId) ?? 0) + pending);
        pending = 0;
        break;
    }
  }
  const perQuestion = [...spent].map(([questionId, ms]) => ({ questionId, ms }));
  const answeredMs = perQuestion.reduce((sum, q) => sum + q.ms, 0);
  const topics = new Map<string, { questions: number; ms: number }>();
  for (const q of perQuestion) {
    const topic = topicOf(q.questionId) ?? '';
    const entry = topics.get(topic) ?? { questions: 0, ms: 0 };
    entry.questions++;
    entry.ms += q.ms;
    topics.set(topic, entry);
  }
  return {
    perQuestion,
    totalMs: answeredMs,
    averageMs: perQuestion.length === 0 ? 0 : Math.round(answeredMs / perQuestion.length),
    slowest: [...perQuestion].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST),
    targetMs,
    perTopic: [...topics].map(([topic, { questions, ms }]) => ({ topic, questions, averageMs: Math.round(ms / questions) })),
    skipped,
  };
}

/** At one instant: work before a pause, a pause before a resume, the end last (as the exam clock reads them). */
const ORDER: Record<PaceEvent['type'], number> = { start: 0, answer: 1, pause: 2, resume: 3, submit: 4 };

/**
 * A finished attempt's pace events from its log: its start, every answer, pause and resume up to its end, and its end
 * (the first submit or, `timed`, where the time ran out). Question n is `questionIds[n − 1]`. null for an attempt
 * without a log (kept before attempts had one), which has no times to read.
 */
export function paceEventsOf(state: LocalExamState, questionIds: readonly string[], timed: boolean): PaceEvent[] | null {
  const frame = state.log && state.clockOrigin ? frameOf(state) : null;
  if (!frame) return null;
  const { log, clockOrigin } = frame;
  const end = attemptEnd(frame, timed);
  const until = (at: number) => at <= end;
  const events: PaceEvent[] = [{ type: 'start', at: clockOrigin.at }];
  for (const [at, question] of log.answers) {
    const questionId = questionIds[question - 1];
    if (until(at) && questionId !== undefined) events.push({ type: 'answer', at, questionId });
  }
  for (const at of log.pauses) if (until(at)) events.push({ type: 'pause', at });
  for (const at of log.resumes) if (until(at)) events.push({ type: 'resume', at });
  if (Number.isFinite(end)) events.push({ type: 'submit', at: end });
  return events.sort((a, b) => a.at - b.at || ORDER[a.type] - ORDER[b.type]);
}

/** The pacing of a finished attempt from its log; null when it has no log or no answer. */
export function attemptPacing(state: LocalExamState, questionIds: readonly string[], timed: boolean, topicOf: (questionId: string) => string | undefined, targetMs: number | null): Pacing | null {
  const events = paceEventsOf(state, questionIds, timed);
  return events && events.some((event) => event.type === 'answer') ? pacingOf(events, topicOf, targetMs) : null;
}
