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

export function createRedisThrottleStore(url: string, keyPrefix: string): ThrottleStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, connectTimeout: 2_000 });
  // Connection errors surface as rejected commands; keep ioredis from logging unhandled 'error' events.
  redis.on('error', () => {});
  const k = (key: string) => keyPrefix + key;
  return {
    async read(key) {
      return decode(await redis.get(k(key)));
    },
    async compareAndSet(key, expected, next, ttlMs) {
      const result = await redis.eval(COMPARE_AND_SET, 1, k(key), encode(expected), encode(next), String(Math.max(1, Math.ceil(ttlMs))));
      return result === 1;
    },
    async remove(key) {
      await redis.del(k(key));
    },
    prune: async () => {},
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
