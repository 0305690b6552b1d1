// Sign-in throttling per account and per client address, on a compare-and-set store, using the domain's delay rule.
import {
  ACCOUNT_THROTTLE_RULE,
  retryAfterMs,
  stateLifetimeMs,
  withFailure,
  withoutOneFailure,
  type ThrottleRule,
} from '@domain/auth/throttle.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { Clock } from './clock.ts';
import { sha256Hex } from './hashing.ts';
import type { ThrottleStore } from './throttleStore.ts';
import { serviceUnavailable } from '../lib/httpError.ts';

const throttleUnavailable = () =>
  serviceUnavailable('Signing in is briefly unavailable. Nothing was changed; please try again in a few seconds.', 5, 'throttle_unavailable');

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

export type ThrottleOutcome = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface SignInThrottle {
  /**
   * Checks every key; when all allow an attempt, records it on each as a failure until proven otherwise, so that
   * parallel guesses cannot all pass the check before any of them is counted.
   */
  attempt(keys: ThrottleKey[]): Promise<ThrottleOutcome>;
  /** After a success: the account's failures are forgotten, the address gets its reserved attempt back. */
  succeeded(account: ThrottleKey, address?: ThrottleKey): Promise<void>;
  /** An attempt that turned out not to be a failure (a valid promo code): the key gets it back, nothing else. */
  forgive(key: ThrottleKey): Promise<void>;
  prune(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Compare-and-set rounds on one key before an attempt is refused: each round lets at least one concurrent attempt
 * through, so concurrent attempts up to this many (more than any free count) are never refused for contention.
 */
const CAS_ATTEMPTS = 64;

/** Rule of the address key: the account rule with its own free count. */
export const addressRule = (freeFailures: number): ThrottleRule => ({ ...ACCOUNT_THROTTLE_RULE, freeFailures });

/** Reset e-mails: 3 per hour to one account, then growing delays (the request still answers 202). */
export const RESET_MAIL_RULE: ThrottleRule = { freeFailures: 3, windowMs: 3600_000, maxDelayMs: 3600_000 };

/** Keys hold no e-mail address in clear. */
export const accountKey = (tenant: Tenant, emailKey: string): ThrottleKey => ({
  key: `acct:${tenant}:${sha256Hex(emailKey).slice(0, 32)}`,
  rule: ACCOUNT_THROTTLE_RULE,
});
export const addressKey = (ip: string, freeFailures: number): ThrottleKey => ({ key: `ip:${ip.slice(0, 64)}`, rule: addressRule(freeFailures) });
export const resetMailKey = (tenant: Tenant, emailKey: string): ThrottleKey => ({
  key: `reset:${tenant}:${sha256Hex(emailKey).slice(0, 32)}`,
  rule: RESET_MAIL_RULE,
});

/** Sign-up e-mails (a confirmation link, or "someone tried your address"): 3 an hour to one address, known or not. */
export const signupMailKey = (tenant: Tenant, emailKey: string): ThrottleKey => ({
  key: `signup:${tenant}:${sha256Hex(emailKey).slice(0, 32)}`,
  rule: RESET_MAIL_RULE,
});

/** Free-quiz e-mails: 3 an hour to one address, and 20 an hour from one client address (the request still answers 202). */
export const FREE_QUIZ_MAIL_RULE: ThrottleRule = { freeFailures: 3, windowMs: 3600_000, maxDelayMs: 3600_000 };
export const FREE_QUIZ_ADDRESS_RULE: ThrottleRule = { freeFailures: 20, windowMs: 3600_000, maxDelayMs: 3600_000 };
export const freeQuizMailKey = (tenant: Tenant, emailKey: string): ThrottleKey => ({
  key: `freequiz:${tenant}:${sha256Hex(emailKey).slice(0, 32)}`,
  rule: FREE_QUIZ_MAIL_RULE,
});
export const freeQuizAddressKey = (ip: string): ThrottleKey => ({ key: `freequiz-ip:${ip.slice(0, 64)}`, rule: FREE_QUIZ_ADDRESS_RULE });

/** Promo codes are short words: 20 wrong ones an hour from one client address, then growing delays (429). */
export const PROMO_GUESS_RULE: ThrottleRule = { freeFailures: 20, windowMs: 3600_000, maxDelayMs: 3600_000 };
export const promoGuessKey = (tenant: Tenant, ip: string): ThrottleKey => ({ key: `promo:${tenant}:${ip.slice(0, 64)}`, rule: PROMO_GUESS_RULE });

export interface ThrottleOptions {
  store: ThrottleStore;
  clock: Clock;
  enabled: boolean;
  /**
   * A store failure (the Redis store already falls back to the database, so both failed) is reported here; the
   * attempt is refused with a 503, never let through unthrottled: an attacker gains nothing from an outage.
   */
  onStoreError(error: unknown): void;
}

export function createSignInThrottle({ store, clock, enabled, onStoreError }: ThrottleOptions): SignInThrottle {
  async function record({ key, rule }: ThrottleKey, now: number): Promise<ThrottleOutcome> {
    for (let i = 0; i < CAS_ATTEMPTS; i++) {
      const stored = await store.read(key);
      const wait = retryAfterMs(stored, now, rule);
      if (wait > 0) return { allowed: false, retryAfterMs: wait };
      const next = withFailure(stored, now, rule);
      if (await store.compareAndSet(key, stored, next, stateLifetimeMs(next, rule))) return { allowed: true };
    }
    return { allowed: false, retryAfterMs: 1000 }; // heavy contention on one key: someone is hammering it
  }

  async function giveBack({ key, rule }: ThrottleKey, now: number): Promise<void> {
    for (let i = 0; i < CAS_ATTEMPTS; i++) {
      const stored = await store.read(key);
      if (!stored) return;
      const next = withoutOneFailure(stored, now, rule);
      if (await store.compareAndSet(key, stored, next, next ? stateLifetimeMs(next, rule) : 1)) return;
    }
  }

  return {
    async attempt(keys) {
      if (!enabled) return { allowed: true };
      const now = clock();
      try {
        // Read-only pass first, so a throttled address does not also charge the account (and vice versa).
        let longest = 0;
        for (const { key, rule } of keys) longest = Math.max(longest, retryAfterMs(await store.read(key), now, rule));
        if (longest > 0) return { allowed: false, retryAfterMs: longest };
        for (const key of keys) {
          const outcome = await record(key, now);
          if (!outcome.allowed) return outcome;
        }
        return { allowed: true };
      } catch (error) {
        onStoreError(error);
        throw throttleUnavailable();
      }
    },

    async succeeded(account, address) {
      if (!enabled) return;
      try {
        await store.remove(account.key);
        if (address) await giveBack(address, clock());
      } catch (error) {
        onStoreError(error);
      }
    },

    async forgive(key) {
      if (!enabled) return;
      try {
        await giveBack(key, clock());
      } catch (error) {
        onStoreError(error);
      }
    },

    async prune() {
      await store.prune(clock());
    },

    close: () => store.close(),
  };
}
