// The learning part of `npm run bench` (issue 22): the pure rules on a 1,000-question bank (10 topics) with 50 past
// attempts of 40 questions: building each practice set (budget: p95 ≤ 20 ms) and the readiness estimate (budget:
// ≤ 5 ms), p50 and p95 over many runs in Node. Alone: `npx tsx bench/learning.ts`.
import { performance } from 'node:perf_hooks';
import { cleanHistory, type AttemptRecord } from '@domain/learning/history.ts';
import { defaultExamOf } from '@domain/learning/examComposition.ts';
import { PRACTICE_SET_KINDS, practiceSetCounts, practiceSetIds } from '@domain/learning/practiceSets.ts';
import { readiness } from '@domain/learning/readiness.ts';

type PrintTable = (title: string, header: string[], rows: string[][]) => void;

const QUESTIONS = 1000;
const TOPICS = 10;
const ATTEMPTS = 50;
const PER_ATTEMPT = 40;
const RUNS = 200;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;
const figure = (value: number) => `${value.toFixed(2)} ms`;

function time(work: () => unknown): number[] {
  for (let i = 0; i < 20; i++) work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return times;
}

export function runLearningBench(printTable: PrintTable): string[][] {
  const bank = Array.from({ length: QUESTIONS }, (_, i) => ({ id: `q${i}`, topic: `topic${i % TOPICS}` }));
  const topics = Array.from({ length: TOPICS }, (_, i) => ({ id: `topic${i}`, questionCount: QUESTIONS / TOPICS }));
  const records: AttemptRecord[] = Array.from({ length: ATTEMPTS }, (_, a) => {
    const questionIds = Array.from({ length: PER_ATTEMPT }, (_, k) => `q${(a * 37 + k * 13) % QUESTIONS}`);
    return {
      key: `k${a}`,
      owner: 'bench',
      productId: 'p',
      mode: 'exam',
      finishedAt: (a + 1) * 3_600_000,
      questionIds,
      answers: questionIds.map((questionId, k) => ({ questionId, correct: (a + k) % 3 !== 0, answeredAt: a * 3_600_000 + k * 60_000 })),
      marked: questionIds.filter((_, k) => k % 9 === 0),
      scorePercent: 66,
      passMark: 70,
      passed: false,
    };
  });
  const ids = new Set(bank.map((q) => q.id));
  const history = { ...cleanHistory(records, (id) => ids.has(id)), dueQuestionIds: bank.slice(0, 60).map((q) => q.id) };
  const difficulties = new Map(bank.map((q, i) => [q.id, { b: Math.sin(i), n: i % 40 }]));
  const answers = history.attempts.flatMap((attempt) => attempt.answers.map((answer) => ({ questionId: answer.questionId, correct: answer.correct, at: answer.answeredAt })));
  const exam = defaultExamOf(bank, topics);
  const rows: string[][] = [];
  for (const kind of PRACTICE_SET_KINDS) {
    const times = time(() => practiceSetIds(kind, bank, history));
    rows.push([`practice set ${kind}`, figure(percentile(times, 50)), figure(percentile(times, 95)), '≤ 20 ms (p95)']);
  }
  const counts = time(() => practiceSetCounts(bank, history));
  rows.push(['all six counts', figure(percentile(counts, 50)), figure(percentile(counts, 95)), '≤ 20 ms (p95)']);
  const estimate = time(() => readiness({ bank, difficulties, answers, drill: new Map(), exam, now: ATTEMPTS * 3_600_000 }));
  rows.push(['readiness estimate', figure(percentile(estimate, 50)), figure(percentile(estimate, 95)), '≤ 5 ms']);
  printTable(`Learning rules, ${QUESTIONS}-question bank, ${ATTEMPTS} attempts (Node, ${RUNS} runs)`, ['rule', 'p50', 'p95', 'budget'], rows);
  return [['readiness estimate p50', figure(percentile(estimate, 50))]];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runLearningBench((title, header, rows) => {
    console.log(`\n${title}\n${header.join('  ')}`);
    for (const row of rows) console.log(row.join('  '));
  });
}
