// Every queue of the job system, its retry policy and the shape of its jobs' data. One list, read by the server
// (createQueue at start), the operator view and `npm run jobs`.
import type { Queue } from 'pg-boss';
import type { Tenant } from '@domain/markets/types.ts';

/** Where a job goes once its retries are spent: kept for the operator (never worked), retried from the view. */
export const DEAD_LETTER_QUEUE = 'dead-letters';

/** The id of the request that enqueued a job, when one did: the job's log lines carry it (plugins/requestId.ts). */
export interface Traced {
  requestId?: string;
}

export interface JobData {
  /** Deliver one mail_outbox row over SMTP (enqueued in the transaction that wrote the row). */
  'mail.deliver': { mailId: number } & Traced;
  /** A sign-up's mail: confirmation link for a new address, notice for a registered one (decided by the job). */
  'account.signup': Traced & {
    tenant: Tenant;
    email: string;
    emailKey: string;
    userName: string;
    country: string | null;
    locale: string | null;
    /** The signup_secrets row that holds the password, sealed, until the job hashes it (auth/signupSecrets.ts). */
    secretId: string;
  };
  /** A forgot-password request: a reset link if the address has an account (decided by the job). */
  'account.forgot': { tenant: Tenant; emailKey: string; country: string | null } & Traced;
  /** A test-mode delayed payment (SEPA, US bank account) came due: settles what is due (delayed job). */
  'payments.settle': { settlesAt: string };
  /** A cart's reminder came due (delayed job from the cart's last touch): sends it unless bought or unsubscribed. */
  'cart.reminders': { userId: string };
  /** Test-mode delayed payments and session expiry, cart reminders: works from the database state. */
  'commerce.sweep': Record<string, never>;
  /** Stores each country's popularity ranking when it changed and announces it (every replica serves the same). */
  'popularity.snapshot': Record<string, never>;
  /** Catalog cleanup and top-ad expiry. */
  'catalog.maintenance': Record<string, never>;
  /** Deletes expired refresh-token families, reset tokens, pending sign-ups and throttle states. */
  'auth.prune': Record<string, never>;
  /** Item difficulties of every bank from all learners' first answers (the readiness estimate ships them). */
  'learning.difficulties': Record<string, never>;
  /** One run of the question fixer. */
  'ai.fixer': Record<string, never>;
  /** One pass of the configured forwarders (Google Sheets, Sentry-compatible error service). */
  'reports.forward': Record<string, never>;
  /** Study reminders (issue 34): claims today's reminder of each learner whose hour it is, queues one push.send per browser. */
  'push.reminders': Record<string, never>;
  /**
   * Reminders to up to PUSH_SEND_BATCH browsers (claimed already: server/push/reminderJob.ts); retried on a 5xx, 429 or
   * timeout, when only the browsers not reached yet are sent to again.
   */
  'push.send': PushSendData;
}

export interface PushSendItem {
  subscriptionId: number;
  /** Drill reviews due when claimed. */
  due: number;
  /** The drill's page. */
  url: string;
}

export interface PushSendData {
  /** The learners' local date the reminders were claimed for. */
  date: string;
  items: PushSendItem[];
}

export type QueueName = keyof JobData;

/**
 * A running job's worker beats every 5 s (half the interval). pg-boss fails jobs whose beat stopped (kill -9, a lost
 * machine) in its monitor pass, which each replica's supervisor runs every SUPERVISE_SECONDS but at most every
 * MONITOR_SECONDS per queue (pg-boss's own default is 60 s, which left a crashed job active for about a minute):
 * another replica retries it within about 25 s instead of waiting for its expiry.
 */
export const HEARTBEAT_SECONDS = 10;
export const SUPERVISE_SECONDS = 5;
export const MONITOR_SECONDS = 10;
/**
 * On the embedded PGlite one process owns the database: there is no other replica to take over a job whose worker
 * died, so the supervisor keeps pg-boss's own pace (its passes run on the web server's main thread there, 40 to 100 ms
 * each on a two-core machine; every 5 s that was a stall in every few seconds of serving).
 */
export const EMBEDDED_SUPERVISE_SECONDS = 60;
/**
 * Creating a job wakes its queue's workers at once (a NOTIFY, on PostgreSQL and on the embedded PGlite alike), so an
 * idle worker need not ask every queue every few seconds: it polls only as a backstop (config.jobBackstopPollMs), for
 * what no NOTIFY announces (a delayed job or a retry coming due).
 */
const HEARTBEAT = { heartbeatSeconds: HEARTBEAT_SECONDS, notify: true } as const;
/** Found by the workers' polls (config.jobPollMs), at a time unrelated to the request that enqueued it. */
const UNANNOUNCED = { notify: false } as const;
/** A mail is retried soon at first (5 s, 10 s, 20 s…), then at most hourly: about two and a half hours in all. */
const MAIL_RETRIES = { retryLimit: 12, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600, ...HEARTBEAT } as const;
const TASK_RETRIES = { retryLimit: 5, retryDelay: 10, retryBackoff: true, retryDelayMax: 600, ...HEARTBEAT } as const;
/** Periodic work: at most one waiting and one running (a slow run never piles up a backlog of runs). */
const PERIODIC = { policy: 'stately', retryLimit: 2, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, ...HEARTBEAT } as const;

export const QUEUES: Record<QueueName, Omit<Queue, 'name'>> = {
  'mail.deliver': { ...MAIL_RETRIES, deadLetter: DEAD_LETTER_QUEUE },
  // The job's data holds no password, only the id of its sealed row (auth/signupSecrets.ts), so neither the job nor a
  // dead-letter copy of it keeps one; its data (an address) still goes a day after it ended. The account jobs do more when the
  // address has an account: they wait for a poll rather than a NOTIFY, so that work never lands right beside the
  // caller's next request, where its time would tell whether the address is registered (auth/timing.test.ts).
  'account.signup': { ...TASK_RETRIES, ...UNANNOUNCED, deadLetter: DEAD_LETTER_QUEUE, deleteAfterSeconds: 24 * 3600 },
  'account.forgot': { ...TASK_RETRIES, ...UNANNOUNCED, deadLetter: DEAD_LETTER_QUEUE },
  'payments.settle': { ...TASK_RETRIES, deadLetter: DEAD_LETTER_QUEUE },
  'cart.reminders': { ...TASK_RETRIES, deadLetter: DEAD_LETTER_QUEUE },
  'commerce.sweep': PERIODIC,
  'popularity.snapshot': PERIODIC,
  'catalog.maintenance': PERIODIC,
  'auth.prune': PERIODIC,
  'learning.difficulties': { ...PERIODIC, expireInSeconds: 3600 },
  'ai.fixer': { ...PERIODIC, expireInSeconds: 3600 },
  'reports.forward': PERIODIC,
  'push.reminders': PERIODIC,
  // A push service that answers 5xx or 429 or times out: again after 30 s, 1 min, 2 min… (at most 30 min apart).
  'push.send': { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 1800, ...HEARTBEAT, deadLetter: DEAD_LETTER_QUEUE },
};

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];
export const ALL_QUEUE_NAMES = [...QUEUE_NAMES, DEAD_LETTER_QUEUE];
