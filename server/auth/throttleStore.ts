// Where sign-in throttling state lives: a database table by default, Redis when several API processes share it.
import { and, eq, lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../db/open.ts';
import { signInThrottle } from '../db/schema.ts';
import type { ThrottleState } from '@domain/auth/throttle.ts';

/** A compare-and-set store: concurrent attempts on one key cannot both slip through. */
export interface ThrottleStore {
  read(key: string): Promise<ThrottleState | null>;
  /** Writes `next` (or deletes when null) only if the stored state still equals `expected`; true when written. */
  compareAndSet(key: string, expected: ThrottleState | null, next: ThrottleState | null, ttlMs: number): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Drops expired states (the database store; Redis expires keys itself). */
  prune(now: number): Promise<void>;
  close(): Promise<void>;
}

export function createDatabaseThrottleStore(db: Db): ThrottleStore {
  const matches = (key: string, state: ThrottleState) =>
    and(eq(signInThrottle.key, key), eq(signInThrottle.failures, state.failures), eq(signInThrottle.lastFailureAt, state.lastFailureAt));
  return {
    async read(key) {
      const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.key, key));
      return row ? { failures: row.failures, lastFailureAt: row.lastFailureAt } : null;
    },
    async compareAndSet(key, expected, next, ttlMs) {
      if (expected === null) {
        if (next === null) return true;
        const inserted = await db
          .insert(signInThrottle)
          .values({ key, ...next, expiresAt: next.lastFailureAt + ttlMs })
          .onConflictDoNothing()
          .returning({ key: signInThrottle.key });
        return inserted.length === 1;
      }
      if (next === null) {
        const deleted = await db.delete(signInThrottle).where(matches(key, expected)).returning({ key: signInThrottle.key });
        return deleted.length === 1;
      }
      const updated = await db
        .update(signInThrottle)
        .set({ ...next, expiresAt: next.lastFailureAt + ttlMs })
        .where(matches(key, expected))
        .returning({ key: signInThrottle.key });
      return updated.length === 1;
    },
    async remove(key) {
      await db.delete(signInThrottle).where(eq(signInThrottle.key, key));
    },
    async prune(now) {
      await db.delete(signInThrottle).where(lt(signInThrottle.expiresAt, now));
    },
    close: async () => {},
  };
}

/** Compare-and-set in one atomic step on the Redis server. */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if not current then current = '' end
if current ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

const encode = (state: ThrottleState | null) => (state ? `${state.failures}:${state.lastFailureAt}` : '');

function decode(value: string | null): ThrottleState | null {
  const match = value ? /^(\d+):(\d+)$/.exec(value) : null;
  return match ? { failures: Number(match[1]), lastFailureAt: Number(match[2]) } : null;
}

/**
 * Redis commands fail fast when Redis is gone: no offline queue (a command while disconnected is rejected at once),
 * no retry per request, and a command that gets no answer in half a second fails. ioredis keeps reconnecting in
 * the background, every second at most.
 */
export const REDIS_FAIL_FAST = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: 500,
  connectTimeout: 1_000,
  retryStrategy: (times: number) => Math.min(100 * times, 1_000),
} as const;

export function createRedisThrottleStore(url: string, keyPrefix: string): ThrottleStore {
  const redis = new Redis(url, { lazyConnect: false, ...REDIS_FAIL_FAST });
  // Connection errors surface as rejected commands; keep ioredis from logging unhandled 'error' events.
  redis.on('error', () => {});
  // Without an offline queue a command sent before the first connection fails: the first commands wait for it (at
  // most a second, the connect timeout), later ones never wait.
  const firstConnection = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    setTimeout(resolve, REDIS_FAIL_FAST.connectTimeout).unref();
  });
  const k = (key: string) => keyPrefix + key;
  return {
    async read(key) {
      await firstConnection;
      return decode(await redis.get(k(key)));
    },
    async compareAndSet(key, expected, next, ttlMs) {
      await firstConnection;
      const result = await redis.eval(COMPARE_AND_SET, 1, k(key), encode(expected), encode(next), String(Math.max(1, Math.ceil(ttlMs))));
      return result === 1;
    },
    async remove(key) {
      await firstConnection;
      await redis.del(k(key));
    },
    prune: async () => {},
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/**
 * Redis first, the database when Redis cannot answer: every limit keeps counting through a Redis outage (sign-in
 * throttling never fails open), with no wait of seconds. After a failure Redis is left alone for `pauseMs` (the
 * database answers meanwhile) and then tried again; the counts taken during the outage stay in the database store and
 * are read alongside Redis's for a window after it (`max` of both), so a limit reached during an outage still holds
 * when Redis is back.
 */
/** A state read from the database store after an outage, with what Redis held for the key at the time. */
type CarriedState = ThrottleState & { inPrimary: ThrottleState | null };

export function createFallbackThrottleStore(
  primary: ThrottleStore,
  fallback: ThrottleStore,
  { pauseMs = 1_000, onFallback = () => {}, now = Date.now }: { pauseMs?: number; onFallback?: (error: unknown) => void; now?: () => number } = {},
): ThrottleStore {
  let primaryPausedUntil = 0;
  /** Until when keys may still hold counts in the fallback (the longest lifetime of a state: a day is plenty). */
  let fallbackUsedUntil = 0;
  const FALLBACK_MEMORY_MS = 24 * 3_600_000;

  async function either<T>(onPrimary: () => Promise<T>, onFallback_: () => Promise<T>): Promise<{ value: T; from: 'primary' | 'fallback' }> {
    if (now() >= primaryPausedUntil) {
      try {
        return { value: await onPrimary(), from: 'primary' };
      } catch (error) {
        primaryPausedUntil = now() + pauseMs;
        onFallback(error);
      }
    }
    fallbackUsedUntil = now() + FALLBACK_MEMORY_MS;
    return { value: await onFallback_(), from: 'fallback' };
  }

  return {
    async read(key) {
      const { value, from } = await either(() => primary.read(key), () => fallback.read(key));
      if (from === 'fallback' || now() >= fallbackUsedUntil) return value;
      // Redis is back after an outage: a state counted in the database meanwhile still counts if it is the larger.
      const during = await fallback.read(key).catch(() => null);
      if (!during || (value && value.failures >= during.failures)) return value;
      const carried: CarriedState = { ...during, inPrimary: value };
      return carried;
    },
    async compareAndSet(key, expected, next, ttlMs) {
      if (expected && 'inPrimary' in expected) {
        // The state came from the database store: write its successor to Redis (over what Redis holds) and take it
        // out of the database, so it is counted once.
        const { inPrimary, ...stored } = expected as CarriedState;
        const moved = await either(() => primary.compareAndSet(key, inPrimary, next, ttlMs), () => fallback.compareAndSet(key, stored, next, ttlMs));
        if (moved.from === 'primary' && moved.value) await fallback.compareAndSet(key, stored, null, 1).catch(() => false);
        return moved.value;
      }
      return (await either(() => primary.compareAndSet(key, expected, next, ttlMs), () => fallback.compareAndSet(key, expected, next, ttlMs))).value;
    },
    async remove(key) {
      await either(() => primary.remove(key), () => fallback.remove(key));
      if (now() < fallbackUsedUntil) await fallback.remove(key).catch(() => undefined);
    },
    prune: (at) => fallback.prune(at),
    async close() {
      await primary.close();
      await fallback.close();
    },
  };
}
