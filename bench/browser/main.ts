// Benchmark page: times the app's real local-first exam writes (recordExamAction, a Dexie transaction) and the resume
// read (the attempt as the exam session first reads it, watchAttempt's live query, and the pending count, through
// Dexie in a fresh tab, opening included), in this browser.
import { ShopDatabase } from '../../src/db/db.ts';
import type { OptionLetter } from '../../src/domain/constants.ts';
import type { ExamEvent } from '../../src/domain/exam/events.ts';
import { recordExamAction, type ActionContext } from '../../src/db/examActions.ts';
import { watchAttempt } from '../../src/db/attempts.ts';
import type { StoredExamState } from '../../src/db/db.ts';
import { countPendingFor, rejectedEntriesFor } from '../../src/db/outbox.ts';
import { mergeLatency } from './merge.ts';
import { BENCH_PRODUCT_ID, BENCH_QUESTIONS, type ResumeRun, type SaveRun } from './api.ts';

const LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];
const CONTEXT: ActionContext = { productId: BENCH_PRODUCT_ID, mode: 'exam', owner: 'bench-user' };
const TWO_HOURS_MS = 7_200_000;

function startEvent(): ExamEvent {
  const test = { productId: BENCH_PRODUCT_ID, userId: CONTEXT.owner, nQuestionsToPass: 70 };
  return { type: 'exam.start', at: Date.now(), test, nQuestion: BENCH_QUESTIONS, timeToFinish: TWO_HOURS_MS };
}

function randomAnswer(): ExamEvent {
  const letter = LETTERS[Math.floor(Math.random() * LETTERS.length)] ?? 'A';
  const question = 1 + Math.floor(Math.random() * BENCH_QUESTIONS);
  return { type: 'answer.select', at: Date.now(), question, picked: [letter], correct: letter === 'A' };
}

/** Starts a 200-question attempt, then times n answers, each one committed transaction; watches long tasks. */
async function saveLatency(n = 1000): Promise<SaveRun> {
  const longTaskSupported = PerformanceObserver.supportedEntryTypes.includes('longtask');
  const longTasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries()));
  if (longTaskSupported) observer.observe({ type: 'longtask', buffered: true });

  // Leave the DevTools-evaluated task first: long tasks are reported only for the page's own tasks.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const runStart = performance.now();
  const db = new ShopDatabase();
  await recordExamAction(db, CONTEXT, startEvent());
  const durationsMs: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const event = randomAnswer();
    const before = performance.now();
    await recordExamAction(db, CONTEXT, event);
    durationsMs.push(performance.now() - before);
  }
  db.close();

  // Long-task entries are delivered after the task ends: give the observer a moment, then take what is queued.
  await new Promise((resolve) => setTimeout(resolve, 200));
  longTasks.push(...observer.takeRecords());
  observer.disconnect();
  const during = longTasks.filter((task) => task.startTime + task.duration >= runStart);
  return {
    durationsMs,
    longTasksMs: during.map((task) => task.duration),
    longTasksBeforeRun: longTasks.length - during.length,
    longTaskSupported,
    crossOriginIsolated: self.crossOriginIsolated,
  };
}

/** The first value watchAttempt gives (the exam session's live query of the attempt); it never calls back synchronously. */
function firstAttempt(db: ShopDatabase, productId: string): Promise<StoredExamState | null> {
  return new Promise((resolve, reject) => {
    const stop = watchAttempt(
      db,
      productId,
      (stored) => {
        stop();
        resolve(stored);
      },
      reject,
    );
  });
}

/** What the simulator needs to resume: the stored attempt and the pending outbox count, as the app reads them first. */
async function resume(productId: string): Promise<ResumeRun> {
  const start = performance.now();
  const db = new ShopDatabase();
  const [stored, pending] = await Promise.all([firstAttempt(db, productId), countPendingFor(db, productId)]);
  const inMemoryAt = performance.now();
  const entries = await rejectedOrPendingOf(db, productId);
  const syncStatusQueryMs = performance.now() - inMemoryAt;
  db.close();
  return {
    callMs: inMemoryAt - start,
    sinceNavigationMs: inMemoryAt,
    syncStatusQueryMs,
    answered: Object.keys(stored?.state?.userSolution ?? {}).length,
    pending,
    outboxEntries: entries.length,
    stateBytes: JSON.stringify(stored ?? null).length,
  };
}

/** What the sync status shows next: the product's pending count and refused entries, through Dexie. */
async function rejectedOrPendingOf(db: ShopDatabase, productId: string): Promise<unknown[]> {
  const [pending, rejected] = await Promise.all([countPendingFor(db, productId), rejectedEntriesFor(db, productId)]);
  return [...Array.from({ length: pending }), ...rejected];
}

const resumeId = new URLSearchParams(location.search).get('resume');
window.examBench = { saveLatency, mergeLatency, resume, resumed: resumeId ? resume(resumeId) : null };
