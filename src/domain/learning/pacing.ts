// Pacing of an attempt (issue 22): the time spent on each question, read from the attempt's answer events. Time runs
// from the start (or the previous answer) to the answer, only while the clock runs: a pause stops it until the resume.
// The same event seen twice (sent again after being offline, or read from two copies) counts once; an event whose
// time lies before the one read just before it (a clock that went backwards) is skipped and counted.

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
