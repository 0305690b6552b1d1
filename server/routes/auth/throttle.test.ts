// Sign-in throttling: growing delays per account and per address, reset on success, same answer for unknown accounts;
// on the database store in the app, and on Redis (skipped with a note when no Redis answers).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { manualClock, newSignedInUser, passwordGrant, uniqueEmail } from '../../test/auth.ts';
import { createRedisThrottleStore } from '../../auth/throttleStore.ts';
import { compareTimings } from '../../test/timing.ts';
import { accountKey, addressKey, createSignInThrottle } from '../../auth/throttle.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function expectThrottled(response: Awaited<ReturnType<typeof passwordGrant>>, seconds: number): Promise<void> {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(String(seconds));
  expect(response.json()).toMatchObject({ error: 'too_many_attempts', error_description: expect.any(String), retry_after_s: seconds });
}

/** 5 free failures, then 1 s, then 2 s; a success resets the account. Runs against whichever store the app uses. */
async function exerciseAccountThrottle(app: TestApp, clock: ReturnType<typeof manualClock>, ip: string): Promise<void> {
  const { email, password } = await newSignedInUser(app, {}, { remoteAddress: ip });
  for (let i = 1; i <= 5; i++) expect((await passwordGrant(app, email, `wrong-password-${i}`, { remoteAddress: ip })).statusCode).toBe(400);
  // The 6th attempt comes too early, even with the right password.
  await expectThrottled(await passwordGrant(app, email, password, { remoteAddress: ip }), 1);
  clock.advance(1_000);
  expect((await passwordGrant(app, email, 'wrong-password-6', { remoteAddress: ip })).statusCode).toBe(400);
  await expectThrottled(await passwordGrant(app, email, 'wrong-password-7', { remoteAddress: ip }), 2);
  clock.advance(2_000);
  expect((await passwordGrant(app, email, password, { remoteAddress: ip })).statusCode).toBe(200);
  // A success resets the account's counter.
  expect((await passwordGrant(app, email, 'wrong-password-8', { remoteAddress: ip })).statusCode).toBe(400);
}

describe('throttling on the database store', () => {
  const clock = manualClock();
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ clock: clock.now, config: { throttleIpFreeFailures: 8 } });
  });
  afterAll(() => app.close());

  it('engages after 5 failures with growing delays, and a success resets it', async () => {
    await exerciseAccountThrottle(app, clock, '10.1.0.1');
  });

  it('throttles an unknown account exactly like a real one', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 1; i <= 5; i++) expect((await passwordGrant(app, email, 'wrong-password', { remoteAddress: '10.1.0.2' })).statusCode).toBe(400);
    await expectThrottled(await passwordGrant(app, email, 'wrong-password', { remoteAddress: '10.1.0.2' }), 1);
  });

  it('answers an unknown and a registered address identically before and after the throttle starts (status, body, time)', async () => {
    const { email: registered } = await newSignedInUser(app, {}, { remoteAddress: '10.1.0.7' });
    const unknown = uniqueEmail('nobody-here');
    const answer = (r: Awaited<ReturnType<typeof passwordGrant>>) => [r.statusCode, r.headers['retry-after'] ?? null, r.body];
    for (let i = 1; i <= 6; i++) {
      const known = await passwordGrant(app, registered, `wrong-password-${i}`, { remoteAddress: '10.1.0.7' });
      const ghost = await passwordGrant(app, unknown, `wrong-password-${i}`, { remoteAddress: '10.1.0.8' });
      expect(answer(ghost)).toEqual(answer(known));
      expect(known.statusCode).toBe(i <= 5 ? 400 : 429);
    }
    const result = await compareTimings(
      100,
      () => passwordGrant(app, unknown, 'wrong-password', { remoteAddress: '10.1.0.8' }),
      () => passwordGrant(app, registered, 'wrong-password', { remoteAddress: '10.1.0.7' }),
      (r) => [r.statusCode, r.body],
    );
    console.log(`throttled sign-in timing: median unknown ${result.a.toFixed(3)} ms, registered ${result.b.toFixed(3)} ms, gap ${result.gap.toFixed(3)} ms`);
    expect(result.gap).toBeLessThan(1);
  });

  it('throttles a client address that tries many accounts, and only that address', async () => {
    const ip = '10.1.0.3';
    for (let i = 1; i <= 8; i++) expect((await passwordGrant(app, uniqueEmail('spray'), 'password-spray-1', { remoteAddress: ip })).statusCode).toBe(400);
    await expectThrottled(await passwordGrant(app, uniqueEmail('spray'), 'password-spray-1', { remoteAddress: ip }), 1);
    expect((await passwordGrant(app, uniqueEmail('spray'), 'password-spray-1', { remoteAddress: '10.1.0.4' })).statusCode).toBe(400);
  });

  it('forgets failures 15 minutes after the last one', async () => {
    const email = uniqueEmail('later');
    for (let i = 1; i <= 5; i++) await passwordGrant(app, email, 'wrong-password', { remoteAddress: '10.1.0.5' });
    clock.advance(15 * 60_000);
    expect((await passwordGrant(app, email, 'wrong-password', { remoteAddress: '10.1.0.5' })).statusCode).toBe(400);
    expect((await passwordGrant(app, email, 'wrong-password', { remoteAddress: '10.1.0.5' })).statusCode).toBe(400);
  });

  it('counts parallel guesses: no more than the free attempts get through at once', async () => {
    const email = uniqueEmail('burst');
    const responses = await Promise.all(Array.from({ length: 12 }, () => passwordGrant(app, email, 'wrong-password', { remoteAddress: '10.1.0.6' })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('throttling on Redis', () => {
  const prefix = `test:throttle:${crypto.randomBytes(6).toString('hex')}:`;
  let redisUp = false;
  beforeAll(async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    redisUp = await probe.connect().then(() => probe.ping()).then((pong) => pong === 'PONG', () => false);
    probe.disconnect();
    if (!redisUp) console.log(`Redis throttle tests skipped: no Redis answers at ${REDIS_URL}.`);
  });
  afterAll(async () => {
    if (!redisUp) return;
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('runs the same account rule in the app with REDIS_URL', async (context) => {
    if (!redisUp) return context.skip();
    const clock = manualClock();
    const app = await createTestApp({ clock: clock.now, config: { redisUrl: REDIS_URL, throttleKeyPrefix: prefix } });
    try {
      await exerciseAccountThrottle(app, clock, '10.2.0.1');
    } finally {
      await app.close();
    }
  });

  it('lets exactly one of two racing attempts take the last free slot', async (context) => {
    if (!redisUp) return context.skip();
    const store = createRedisThrottleStore(REDIS_URL, prefix);
    const clock = manualClock();
    const throttle = createSignInThrottle({ store, clock: clock.now, enabled: true, onStoreError: (error) => { throw error; } });
    try {
      const account = accountKey('eq', uniqueEmail('race'));
      for (let i = 0; i < 4; i++) expect(await throttle.attempt([account])).toEqual({ allowed: true });
      const results = await Promise.all([throttle.attempt([account]), throttle.attempt([account])]);
      expect(results.filter((r) => r.allowed)).toHaveLength(1);
      expect(await store.read(account.key)).toEqual({ failures: 5, lastFailureAt: clock.now() });
      await throttle.succeeded(account, addressKey('10.2.0.2', 20));
      expect(await store.read(account.key)).toBeNull();
    } finally {
      await throttle.close();
    }
  });
});
