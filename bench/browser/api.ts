// What the benchmark page exposes on window and returns, shared by the page (main.ts) and the Node side (../browser.ts).

/** The attempt the bench writes and resumes, and its size. */
export const BENCH_PRODUCT_ID = 'bench-product-200';
export const BENCH_QUESTIONS = 200;

export interface SaveRun {
  /** One duration per answer.select: from just before recordExamAction to its committed transaction. */
  durationsMs: number[];
  /** Long tasks that ended during the run (exam.start included). */
  longTasksMs: number[];
  /** Buffered long tasks from before the run (page load), not counted above. */
  longTasksBeforeRun: number;
  longTaskSupported: boolean;
  /** True when performance.now() has the fine (5 µs) resolution instead of 100 µs. */
  crossOriginIsolated: boolean;
}

export interface ResumeRun {
  /**
   * The attempt (watchAttempt's first value, the live query the exam session runs) + the product's pending outbox
   * count, through Dexie in a fresh tab: from opening the database to both in memory.
   */
  callMs: number;
  /** Navigation start (performance.timeOrigin) to the same moment. */
  sinceNavigationMs: number;
  /** After that, what the sync status reads through Dexie (already open): the product's pending count and refused entries. */
  syncStatusQueryMs: number;
  answered: number;
  pending: number;
  outboxEntries: number;
  stateBytes: number;
}

export interface MergeRun {
  /** One duration per combineAttempts call of the two copies. */
  durationsMs: number[];
  logEntries: number;
  otherDeviceEvents: number;
  ownEvents: number;
}

export interface ExamBenchApi {
  saveLatency(n?: number): Promise<SaveRun>;
  mergeLatency(runs?: number): MergeRun;
  resume(productId: string): Promise<ResumeRun>;
  /** The same, started at page load when the URL has ?resume=<productId>; null otherwise. */
  resumed: Promise<ResumeRun> | null;
}

declare global {
  interface Window {
    examBench?: ExamBenchApi;
  }
}
