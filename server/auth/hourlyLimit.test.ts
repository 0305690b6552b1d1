// The hourly limit counts one limit for every process that shares its store: two limiters on two Redis connections
// (as two API processes with REDIS_URL) or on one database, taking 8 slots at once against a limit of 3, let exactly
// 3 through and tell the rest when the window frees a slot. Redis at REDIS_URL or 127.0.0.1:6379; skipped without it.
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createHourlyLimiter } from './hourlyLimit.ts';
import { createDatabaseThrottleStore, createRedisThrottleStore, type ThrottleStore } from './throttleStore.ts';
import { createTestDatabase } from '../test/databases.ts';
import { redisAnswers } from '../test/redis.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAnswers(REDIS_URL);

async function raceFor(stores: [ThrottleStore, ThrottleStore]): Promise<{ ok: number; refusedWaits: number[] }> {
  const limiters = stores.map((store) => createHourlyLimiter(store, 'test:'));
  const key = `k-${crypto.randomBytes(6).toString('hex')}`;
  const gates = await Promise.all(Array.from({ length: 8 }, (_, i) => limiters[i % 2]!.take([{ key, limit: 3 }])));
  return { ok: gates.filter((gate) => gate.ok).length, refusedWaits: gates.flatMap((gate) => (gate.ok ? [] : [gate.retryAfterS])) };
}

describe('hourly limit shared by two processes', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it.skipIf(!redisUp)('on Redis (two connections): 3 of 8 concurrent takes pass', async () => {
    const prefix = `hourly-limit-test:${crypto.randomBytes(4).toString('hex')}:`;
    const stores: [ThrottleStore, ThrottleStore] = [createRedisThrottleStore(REDIS_URL, prefix), createRedisThrottleStore(REDIS_URL, prefix)];
    closers.push(...stores.map((store) => () => store.close()));
    const { ok, refusedWaits } = await raceFor(stores);
    expect(ok).toBe(3);
    // A refusal under contention may say "try again in a second"; a refusal on a full window says the hour.
    expect(refusedWaits.some((wait) => wait > 3000)).toBe(true);
  });

  it('on the database: 3 of 8 concurrent takes pass', async () => {
    const testDb = await createTestDatabase();
    closers.push(() => testDb.dispose());
    const stores: [ThrottleStore, ThrottleStore] = [createDatabaseThrottleStore(testDb.database.db), createDatabaseThrottleStore(testDb.database.db)];
    const { ok } = await raceFor(stores);
    expect(ok).toBe(3);
  });
});
