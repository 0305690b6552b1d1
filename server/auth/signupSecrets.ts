// A sign-up's password between its request and its job (jobs/accountJobs.ts): sealed, in a table of our own, and the
// job's data names only the row. pg-boss keeps a job's data after the job ended and copies a failed job's data into
// the dead-letter queue (kept 30 days), where a sealed password would outlive its use by far. Here it lives until the
// job completes, or SIGNUP_SECRET_TTL_HOURS at most: the hourly auth.prune deletes expired rows, so none outlives a day.
import crypto from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import type { Tx } from '../services/syncStore.ts';
import { signupSecrets } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import type { Sealer } from './sealing.ts';

/** 23 hours, so that with auth.prune running every hour no sealed password is older than a day. */
const SIGNUP_SECRET_TTL_HOURS = 23;

export interface SignupSecrets {
  /** Keeps the password sealed (through `db`: the caller's transaction, beside the job); returns the row's id. */
  keep(db: Db | Tx, password: string): Promise<string>;
  /** The password, or null once the row is gone (its job completed) or expired. Throws when sealed under another key. */
  open(id: string): Promise<string | null>;
  /** Deletes the row (through `db`: the transaction that completes the job). */
  forget(db: Db | Tx, id: string): Promise<void>;
  /** Deletes expired rows (a job that failed for good, or never ran in time). */
  prune(): Promise<void>;
}

export function createSignupSecrets(db: Db, clock: Clock, sealer: Sealer): SignupSecrets {
  return {
    async keep(through, password) {
      const id = crypto.randomUUID();
      const expiresAt = new Date(clock() + SIGNUP_SECRET_TTL_HOURS * 3600_000);
      await through.insert(signupSecrets).values({ id, sealedPassword: sealer.seal(password), expiresAt });
      return id;
    },
    async open(id) {
      const [row] = await db
        .select({ sealed: signupSecrets.sealedPassword })
        .from(signupSecrets)
        .where(and(eq(signupSecrets.id, id), gt(signupSecrets.expiresAt, new Date(clock()))));
      return row ? sealer.open(row.sealed) : null;
    },
    async forget(through, id) {
      await through.delete(signupSecrets).where(eq(signupSecrets.id, id));
    },
    async prune() {
      await db.delete(signupSecrets).where(lt(signupSecrets.expiresAt, new Date(clock())));
    },
  };
}
