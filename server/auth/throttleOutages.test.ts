// Sign-in throttling when things go wrong (issue 36): concurrent correct sign-ins are never refused under the free
// count, whatever the interleaving (a property over fast-check's scheduler); a store that fails refuses with 503
// instead of letting attempts through; and Redis going away (cut by a fault proxy) moves the counting to the database
// at once, with no wait of seconds, and what was counted there still counts when Redis is back.
import crypto from 'node:crypto';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { ThrottleState } from '@domain/auth/throttle.ts';
import { ACCOUNT_THROTTLE_RULE } from '@domain/auth/throttle.ts';
import { HttpError } from '../lib/httpError.ts';
import { accountKey, addressKey, createSignInThrottle } from './throttle.ts';
import { createDatabaseThrottleStore, createFallbackThrottleStore, createRedisThrottleStore, type ThrottleStore } from './throttleStore.ts';
import { createTestDatabase } from '../test/databases.ts';
import { startFaultProxy } from '../test/faultProxy.ts';

/** A compare-and-set store in memory whose every call waits for the scheduler: the interleaving is fast-check's. */
function scheduledStore(schedule: <T>(work: () => Promise<T>) => Promise<T>): ThrottleStore {
  const states = new Map<string, ThrottleState>();
  const same = (a: ThrottleState | null | undefined, b: ThrottleState | null) => (a ?? null) === null ? b === null : b !== null && a!.failures === b.failures && a!.lastFailureAt === b.lastFailureAt;
  return {
    read: (key) => schedule(async () => states.get(key) ?? null),
    compareAndSet: (key, expected, next) =>
      schedule(async () => {
        if (!same(states.get(key), expected)) return false;
        if (next) states.set(key, next);
        else states.delete(key);
        return true;
      }),
    remove: (key) => schedule(async () => void states.delete(key)),
    prune: async () => {},
    close: async () => {},
  };
}

describe('concurrent correct sign-ins', () => {
  it('are never refused while they are within the free count, in any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 2, max: ACCOUNT_THROTTLE_RULE.freeFailures }), async (scheduler, concurrent) => {
        let now = 1_000_000;
        // Each request reads the clock before it reaches the store; later ones may store a later time first.
        const clock = () => (now += 7);
        const store = scheduledStore((work) => scheduler.schedule(Promise.resolve(), 'store').then(work));
        const throttle = createSignInThrottle({ store, clock, enabled: true, onStoreError: (error) => { throw error; } });
        const account = accountKey('eq', 'learner@example.com');
        const address = addressKey('203.0.113.9', 20);
        const signIns = Array.from({ length: concurrent }, async () => {
          const gate = await throttle.attempt([account, address]);
          if (gate.allowed) await throttle.succeeded(account, address);
          return gate;
        });
        const gates = await scheduler.waitFor(Promise.all(signIns));
        expect(gates.filter((gate) => !gate.allowed)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a throttle store that fails', () => {
  it('refuses the attempt with 503 and Retry-After, never lets it through unthrottled', async () => {
    const broken: ThrottleStore = {
      read: async () => Promise.reject(new Error('connection refused')),
      compareAndSet: async () => Promise.reject(new Error('connection refused')),
      remove: async () => Promise.reject(new Error('connection refused')),
      prune: async () => {},
      close: async () => {},
    };
    const reported: unknown[] = [];
    const throttle = createSignInThrottle({ store: broken, clock: Date.now, enabled: true, onStoreError: (error) => reported.push(error) });
    const refusal = await throttle.attempt([accountKey('eq', 'a@example.com')]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 503, code: 'throttle_unavailable', details: { retry_after_s: 5 } });
    expect(reported).toHaveLength(1);
  });
});

const REDIS = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const redisUp = await (async () => {
  const probe = new Redis(REDIS.toString(), { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();

describe.skipIf(!redisUp)('Redis going away under the throttle', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('counts in the database at once, throttles a guesser all along, and carries the count over when Redis is back', async () => {
    const proxy = await startFaultProxy({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    const db = await createTestDatabase();
    const redis = createRedisThrottleStore(`redis://127.0.0.1:${proxy.port}`, `outage-test:${crypto.randomBytes(4).toString('hex')}:`);
    closers.push(() => proxy.close(), () => db.dispose(), () => redis.close());
    const fallbacks: unknown[] = [];
    const store = createFallbackThrottleStore(redis, createDatabaseThrottleStore(db.database.db), { pauseMs: 200, onFallback: (error) => fallbacks.push(error) });
    let now = 5_000_000;
    const throttle = createSignInThrottle({ store, clock: () => now, enabled: true, onStoreError: (error) => { throw error; } });
    const account = accountKey('eq', `guesser-${crypto.randomBytes(3).toString('hex')}@example.com`);
    // Redis answers: two failures counted there.
    expect(await throttle.attempt([account])).toEqual({ allowed: true });
    expect(await throttle.attempt([account])).toEqual({ allowed: true });

    proxy.stop();
    const started = performance.now();
    for (let guess = 0; guess < 3; guess++) expect(await throttle.attempt([account])).toEqual({ allowed: true });
    // Five failures: the sixth waits, Redis or not (counted from zero in the database: two more before the wait).
    expect(await throttle.attempt([account])).toEqual({ allowed: true });
    expect(await throttle.attempt([account])).toEqual({ allowed: true });
    const refused = await throttle.attempt([account]);
    expect(refused.allowed).toBe(false);
    expect(performance.now() - started, 'no call waited on the missing Redis').toBeLessThan(3_000);
    expect(fallbacks.length).toBeGreaterThan(0);

    // Redis is back: the count taken in the database meanwhile still holds.
    proxy.start();
    now += 250;
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // ioredis reconnects within a second
    const afterOutage = await throttle.attempt([account]);
    expect(afterOutage.allowed).toBe(false);
    // Once its wait has passed, the next attempt is counted in Redis and the database copy is gone.
    now += 60_000;
    expect(await throttle.attempt([account])).toEqual({ allowed: true });
    const after = await throttle.attempt([account]);
    expect(after.allowed).toBe(false);
  });
});
