// The study reminder routes as a signed-in learner's page calls them: bad input is a 4xx `{ error, message }` and
// stores nothing; another account's endpoint is a 409; the notification's "Stop reminders" needs the browser's secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, XSRF_OK, type TestApp } from '../test/helper.ts';
import { insertTestUser, mintAccessToken } from '../test/users.ts';
import { api, bearer } from '../test/auth.ts';
import { pushSubscriptions, reminderSettings, users } from '../db/schema.ts';
import { startPushReceiver, type PushReceiver } from '../test/pushReceiver.ts';

let app: TestApp;
let receiver: PushReceiver;
let userId: string;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  receiver = await startPushReceiver();
  userId = await insertTestUser(app);
  headers = { ...XSRF_OK, ...bearer(await mintAccessToken(app, userId)) };
});
afterAll(async () => {
  await app?.close();
  await receiver?.close();
});

const db = () => app.testDb.database.db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, extra: Record<string, string> = headers) =>
  app.fastify.inject({ method, url: api(path), headers: extra, ...(payload === undefined ? {} : { payload: payload as object }) });
const subscribe = (subscription: unknown, who = userId, extra = headers) => call('POST', `user/${who}/push/subscription`, subscription, extra);
const storedEndpoints = async () => (await db().select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map((row) => row.endpoint);

describe('push subscription', () => {
  it('gives the VAPID public key browsers subscribe with (a 65-byte P-256 point), the same on every call', async () => {
    const first = await app.fastify.inject({ url: api('push/vapid-key') });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await app.fastify.inject({ url: api('push/vapid-key', 'cq') })).json()).toEqual({ publicKey });
  });

  it('stores a browser of the learner, and refuses bad subscriptions without storing anything', async () => {
    const good = { ...receiver.browser().subscription, locale: 'de' };
    const bad: [unknown, number, string][] = [
      [{ ...good, endpoint: 'http://push.example.com/x' }, 400, 'endpoint_not_https'],
      [{ ...good, endpoint: 'https://push.example.com/' + 'x'.repeat(2000) }, 400, 'validation_failed'],
      [{ ...good, endpoint: 'not a url' }, 400, 'endpoint_malformed'],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(2) } }, 400, 'keys_malformed'],
      [{ ...good, keys: { ...good.keys, auth: '!!!!' } }, 400, 'keys_malformed'],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 400, 'validation_failed'],
      [{ ...good, locale: 'xx' }, 400, 'validation_failed'],
      [{ ...good, extra: 1 }, 400, 'validation_failed'],
      [{ ...good, padding: 'x'.repeat(8000) }, 413, 'body_too_large'],
    ];
    for (const [body, status, error] of bad) {
      const answer = await subscribe(body);
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.json()).toMatchObject({ error, message: expect.any(String) });
    }
    expect(await storedEndpoints()).toEqual([]);
    const answer = await subscribe(good);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await storedEndpoints()).toEqual([good.endpoint]);
    // The same browser again (a new page load): still one row.
    expect((await subscribe(good)).statusCode).toBe(201);
    expect(await storedEndpoints()).toEqual([good.endpoint]);
  });

  it('refuses an endpoint another account subscribed (409), guests (403), another learner\'s id (403), no token (401), an unknown learner (404)', async () => {
    const mine = { ...receiver.browser().subscription, locale: 'en' };
    expect((await subscribe(mine)).statusCode).toBe(201);
    const other = await insertTestUser(app);
    const otherHeaders = { ...XSRF_OK, ...bearer(await mintAccessToken(app, other)) };
    const taken = await subscribe(mine, other, otherHeaders);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'subscription_taken' });
    expect((await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, mine.endpoint)))[0]?.userId).toBe(userId);
    expect((await subscribe({ ...receiver.browser().subscription, locale: 'en' }, 'guest', XSRF_OK)).statusCode).toBe(403);
    expect((await subscribe({ ...receiver.browser().subscription, locale: 'en' }, other)).statusCode).toBe(403);
    expect((await subscribe({ ...receiver.browser().subscription, locale: 'en' }, userId, XSRF_OK)).statusCode).toBe(401);
    const gone = await insertTestUser(app);
    const goneHeaders = { ...XSRF_OK, ...bearer(await mintAccessToken(app, gone)) };
    await db().delete(users).where(eq(users.id, gone));
    const lost = { ...receiver.browser().subscription, locale: 'en' };
    const unknown = await subscribe(lost, gone, goneHeaders);
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(await storedEndpoints()).not.toContain(lost.endpoint);
  });

  it('unsubscribes a browser; the notification\'s Stop reminders needs the browser\'s own secret and turns reminders off', async () => {
    const browser = receiver.browser();
    expect((await subscribe({ ...browser.subscription, locale: 'en' })).statusCode).toBe(201);
    expect((await call('PUT', `user/${userId}/push/reminders`, { enabled: true, hour: 8, days: [1, 3], timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    const wrong = await call('POST', 'push/stop', { endpoint: browser.subscription.endpoint, auth: receiver.browser().subscription.keys.auth }, {});
    expect(wrong.json()).toEqual({ stopped: false });
    expect(await storedEndpoints()).toContain(browser.subscription.endpoint);
    // No token, no XSRF header: the service worker has neither.
    const stopped = await call('POST', 'push/stop', { endpoint: browser.subscription.endpoint, auth: browser.subscription.keys.auth }, {});
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toEqual({ stopped: true });
    expect(await storedEndpoints()).not.toContain(browser.subscription.endpoint);
    expect((await call('GET', `user/${userId}/push/reminders`)).json()).toMatchObject({ settings: { enabled: false, hour: 8, days: [1, 3] } });

    const other = receiver.browser();
    expect((await subscribe({ ...other.subscription, locale: 'en' })).statusCode).toBe(201);
    expect((await call('DELETE', `user/${userId}/push/subscription`, { endpoint: other.subscription.endpoint })).json()).toEqual({ removed: true });
    expect((await call('DELETE', `user/${userId}/push/subscription`, { endpoint: other.subscription.endpoint })).json()).toEqual({ removed: false });
  });
});

describe('reminder settings', () => {
  it('answers null before any, keeps what the learner chose, and refuses anything out of range', async () => {
    const learner = await insertTestUser(app);
    const own = { ...XSRF_OK, ...bearer(await mintAccessToken(app, learner)) };
    expect((await call('GET', `user/${learner}/push/reminders`, undefined, own)).json()).toEqual({ settings: null, subscriptions: 0 });
    const bad: [unknown, string][] = [
      [{ enabled: true, hour: 24, days: [1], timeZone: 'UTC' }, 'validation_failed'],
      [{ enabled: true, hour: -1, days: [1], timeZone: 'UTC' }, 'validation_failed'],
      [{ enabled: true, hour: 7.5, days: [1], timeZone: 'UTC' }, 'validation_failed'],
      [{ enabled: true, hour: 7, days: [], timeZone: 'UTC' }, 'validation_failed'],
      [{ enabled: true, hour: 7, days: [7], timeZone: 'UTC' }, 'validation_failed'],
      [{ enabled: true, hour: 7, days: [1, 1], timeZone: 'UTC' }, 'validation_failed'],
      [{ enabled: true, hour: 7, days: [1], timeZone: 'Mars/Olympus_Mons' }, 'unknown_time_zone'],
      [{ enabled: true, hour: 7, days: [1], timeZone: 'Europe/Berlin', extra: true }, 'validation_failed'],
    ];
    for (const [body, error] of bad) {
      const answer = await call('PUT', `user/${learner}/push/reminders`, body, own);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json<{ error: string }>().error).toBe(error);
    }
    expect(await db().select().from(reminderSettings).where(eq(reminderSettings.userId, learner))).toEqual([]);
    const saved = await call('PUT', `user/${learner}/push/reminders`, { enabled: true, hour: 0, days: [6, 0], timeZone: 'America/New_York' }, own);
    expect(saved.json()).toEqual({ settings: { enabled: true, hour: 0, days: [0, 6], timeZone: 'America/New_York' }, subscriptions: 0 });
    expect((await call('GET', `user/${learner}/push/reminders`, undefined, own)).json()).toEqual(saved.json());
  });
});
