// At most N an hour per key (AI quiz generations per learner and per client address; sign-up and reset mails per
// address), counted in the shared store of the sign-in throttle (the database by default, Redis with REDIS_URL), so
// every API process and job worker counts against one limit. Each key has an hourly window that opens with its first
// use; the count is raised by compare-and-set, so concurrent requests on several processes cannot both take the
// last slot.
import type { ThrottleStore } from './throttleStore.ts';

const HOUR_MS = 3_600_000;
/** Compare-and-set rounds before a request under heavy contention is refused (and told to retry in a second). */
const MAX_ROUNDS = 8;

export type HourlyGate = { ok: true } | { ok: false; retryAfterS: number };

export interface HourlyLimiter {
  /** Counts one use for every key, or answers how many seconds until the first full key frees a slot. */
  take(keys: { key: string; limit: number }[]): Promise<HourlyGate>;
}

/** `prefix` keeps each use's keys apart in the shared store. */
export function createHourlyLimiter(store: ThrottleStore, prefix: string, now: () => number = Date.now): HourlyLimiter {
  return {
    async take(keys) {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const at = now();
        const states = await Promise.all(keys.map(async ({ key, limit }) => ({ key: prefix + key, limit, state: await store.read(prefix + key) })));
        let wait = 0;
        for (const { limit, state } of states) {
          // failures = uses in the window, lastFailureAt = the window's start.
          if (state && at - state.lastFailureAt < HOUR_MS && state.failures >= limit) wait = Math.max(wait, state.lastFailureAt + HOUR_MS - at);
        }
        if (wait > 0) return { ok: false, retryAfterS: Math.ceil(wait / 1000) };
        let taken = 0;
        for (const { key, state } of states) {
          const open = state && at - state.lastFailureAt < HOUR_MS;
          const next = open ? { failures: state.failures + 1, lastFailureAt: state.lastFailureAt } : { failures: 1, lastFailureAt: at };
          if (!(await store.compareAndSet(key, state, next, HOUR_MS))) break;
          taken++;
        }
        if (taken === states.length) return { ok: true };
        // Another process changed a key first: give back what this round took, then read again.
        for (const { key } of states.slice(0, taken)) await giveBack(store, key);
      }
      return { ok: false, retryAfterS: 1 };
    },
  };
}

async function giveBack(store: ThrottleStore, key: string): Promise<void> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const state = await store.read(key);
    if (!state || state.failures === 0) return;
    if (await store.compareAndSet(key, state, { failures: state.failures - 1, lastFailureAt: state.lastFailureAt }, HOUR_MS)) return;
  }
}
