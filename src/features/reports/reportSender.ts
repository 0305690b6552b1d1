// Sends the report queue whenever there may be something to send: when a report is queued, when the connection
// returns, when the session changes, and after a failure with a growing delay. One flush at a time; a request made
// while one runs starts another round after it. Works for guests too (the exam sync waits for a sign-in).
import type { ShopDatabase } from '../../db/db.ts';
import { flushReports, type ReportFlushOutcome } from './flushReports.ts';
import type { ReportTransport } from './reportTransport.ts';

export const REPORT_RETRY_BASE_MS = 5_000;
export const REPORT_RETRY_MAX_MS = 5 * 60_000;

export interface ReportSenderDeps {
  db: ShopDatabase;
  transport: ReportTransport;
  /** The signed-in learner's id, or null. */
  userId: () => string | null;
  /** Renews the session after a 401; true when there is a token again. */
  renewSession: () => Promise<boolean>;
  online?: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createReportSender({ db, transport, userId, renewSession, online = () => navigator.onLine, setTimer = setTimeout, clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>) }: ReportSenderDeps) {
  let running: Promise<ReportFlushOutcome | null> | null = null;
  let again = false;
  let failures = 0;
  let timer: unknown = null;

  /** The rounds' outcomes added up: what this call sent, and how it ended. */
  function add(total: ReportFlushOutcome | null, next: ReportFlushOutcome): ReportFlushOutcome {
    if (!total) return next;
    const sent = total.sent + next.sent;
    const rejected = (total.kind === 'done' ? total.rejected : 0) + (next.kind === 'done' ? next.rejected : 0);
    return next.kind === 'done' ? { kind: 'done', sent, rejected } : { ...next, sent };
  }

  async function round(): Promise<ReportFlushOutcome | null> {
    let outcome: ReportFlushOutcome | null = null;
    do {
      again = false;
      if (!online()) return outcome;
      let pass = await flushReports(db, transport, userId());
      if (pass.kind === 'retry' && pass.failure === 'unauthorized' && (await renewSession())) pass = add(pass, await flushReports(db, transport, userId()));
      outcome = add(outcome, pass);
    } while (again && outcome.kind === 'done');
    if (outcome.kind === 'retry') {
      failures += 1;
      const delay = Math.min(REPORT_RETRY_MAX_MS, REPORT_RETRY_BASE_MS * 2 ** (failures - 1));
      if (timer !== null) clearTimer(timer);
      timer = setTimer(() => {
        timer = null;
        void flush();
      }, delay);
    } else {
      failures = 0;
    }
    return outcome;
  }

  /** Sends what is queued; resolves with the outcome of the round that ran (null when offline). */
  function flush(): Promise<ReportFlushOutcome | null> {
    if (running) {
      again = true;
      return running;
    }
    running = round().finally(() => {
      running = null;
    });
    return running;
  }

  return { flush };
}

export type ReportSender = ReturnType<typeof createReportSender>;
