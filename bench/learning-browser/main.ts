// Learning bench page (issue 22): the app's real learning code in this browser, on a 1,000-question bank with 50 past
// attempts in IndexedDB: reading the history and the drill (Dexie, opened cold), the practice sets' counts and the
// readiness estimate (computeLearning), one practice set alone, and My progress's read of its snapshots.
import { ShopDatabase } from '../../src/db/db.ts';
import { drillCardsOf, historyOf } from '../../src/db/learningHistory.ts';
import { keepProgressSnapshot, progressSnapshotsOf } from '../../src/db/progressSnapshots.ts';
import type { AttemptRecord } from '../../src/domain/learning/history.ts';
import { practiceSetIds } from '../../src/domain/learning/practiceSets.ts';
import { progressSnapshotOf } from '../../src/domain/learning/progressSnapshot.ts';
import { computeLearning } from '../../src/features/learning/useLearning.ts';
import { defaultExamOf } from '../../src/domain/learning/examComposition.ts';
import { readiness } from '../../src/domain/learning/readiness.ts';

const QUESTIONS = 1000;
const TOPICS = 10;
const ATTEMPTS = 50;
const PER_ATTEMPT = 40;
const OWNER = 'bench-learner';
const PRODUCT = 'bench-learning';

const content = {
  topics: Array.from({ length: TOPICS }, (_, i) => ({ id: `topic${i}`, name: `Topic ${i}`, questionCount: QUESTIONS / TOPICS })),
  questions: Array.from({ length: QUESTIONS }, (_, i) => ({ id: `q${i}`, topic: `topic${i % TOPICS}`, text: '', options: [], correct: [], explanation: '' })),
  difficulties: Object.fromEntries(Array.from({ length: QUESTIONS }, (_, i) => [`q${i}`, { b: Math.sin(i), n: i % 40 }])),
};

async function seed(): Promise<void> {
  const db = new ShopDatabase();
  const records: AttemptRecord[] = Array.from({ length: ATTEMPTS }, (_, a) => {
    const questionIds = Array.from({ length: PER_ATTEMPT }, (_, k) => `q${(a * 37 + k * 13) % QUESTIONS}`);
    return {
      key: `${OWNER}|${PRODUCT}|t${a}|${a}`,
      owner: OWNER,
      productId: PRODUCT,
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
  await db.attemptHistory.bulkPut(records);
  const now = Date.now();
  const learning = computeLearning(content, records, [], now);
  await keepProgressSnapshot(db, progressSnapshotOf({ owner: OWNER, productId: PRODUCT, title: 'Bench', path: '/x', passMark: 70 }, learning.attempts, learning.readiness, (id) => id, 0, now));
  db.close();
}

export interface LearningRun {
  /** Dexie opened cold, history + drill cards read, then the history checked and the estimate (first call). */
  readAndComputeMs: number;
  computeMs: number;
  missedSetMs: number;
  /** The readiness estimate alone, median of 10 calls after the first (warm). */
  estimateWarmMs: number;
  /** My progress: Dexie opened cold, the learner's snapshots read. */
  progressReadMs: number;
  attempts: number;
  snapshots: number;
  readiness: string;
}

async function run(): Promise<LearningRun> {
  const start = performance.now();
  const db = new ShopDatabase();
  const [records, cards] = await Promise.all([historyOf(db, OWNER, PRODUCT), drillCardsOf(db, OWNER, PRODUCT)]);
  const read = performance.now();
  const learning = computeLearning(content, records, cards, Date.now());
  const computed = performance.now();
  const difficulties = new Map(Object.entries(content.difficulties));
  const answers = learning.attempts.flatMap((attempt) => attempt.answers.map((a) => ({ questionId: a.questionId, correct: a.correct, at: a.answeredAt })));
  const exam = defaultExamOf(learning.bank, content.topics);
  practiceSetIds('missed-3', learning.bank, learning.history);
  const setDone = performance.now();
  // The same again in the warmed-up tab: what each finished attempt costs once the page runs.
  const warm: number[] = [];
  for (let i = 0; i < 10; i++) {
    const before = performance.now();
    readiness({ bank: learning.bank, difficulties, answers, drill: new Map(), exam, now: Date.now() });
    warm.push(performance.now() - before);
  }
  warm.sort((a, b) => a - b);
  db.close();
  const progressStart = performance.now();
  const db2 = new ShopDatabase();
  const snapshots = await progressSnapshotsOf(db2, OWNER);
  const progressDone = performance.now();
  db2.close();
  return {
    readAndComputeMs: computed - start,
    computeMs: computed - read,
    missedSetMs: setDone - computed,
    estimateWarmMs: warm[Math.floor(warm.length / 2)]!,
    progressReadMs: progressDone - progressStart,
    attempts: learning.attempts.length,
    snapshots: snapshots.length,
    readiness: learning.readiness.kind,
  };
}

declare global {
  interface Window {
    learningBench?: { seed(): Promise<void>; run(): Promise<LearningRun> };
  }
}
window.learningBench = { seed, run };
