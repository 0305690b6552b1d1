// The study reminder job end to end on PostgreSQL with three replicas (three apps, each with its own pg-boss instance
// and workers, on one database), against a local Web Push service that checks VAPID and decrypts each payload with
// the fake browser's keys (test/pushReceiver.ts): the learners whose local hour and day it is, in two time zones, get
// one reminder in their language with the count due and the drill's link; nobody with nothing due, nobody at another
// hour or day; all three replicas running the job at once remind each learner once, and later runs that day again
// not; a 410 removes the subscription; a 500 and a push service that does not answer are retried and delivered once. Skipped when no PostgreSQL answers.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from 'pg-boss';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/open.ts';
import { withDatabase } from '../test/databases.ts';
import { createDatabase, dropDatabase, POSTGRES_URL as BASE_URL, postgresAnswers } from '../test/postgres.ts';
import { seedDemoIfEmpty } from '../seed/seedDemo.ts';
import { drillCards, pushSubscriptions, users } from '../db/schema.ts';
import { startPushReceiver, type FakeBrowser, type PushReceiver } from '../test/pushReceiver.ts';
import { cloudProduct, networkingProduct } from '../test/exam.ts';
import { saveSubscription, writeReminderSettings } from './pushStore.ts';
import { queueDueReminders } from './reminderJob.ts';
import { JOBS_SCHEMA } from '../jobs/jobSystem.ts';
import { newSchedule } from '@domain/drill/schedule.ts';
import type { MessageLocale } from '@domain/markets/types.ts';

const available = await postgresAnswers();
const otherProjectRunsIt = process.env.TEST_DB_KIND === 'pglite' && Boolean(process.env.TEST_DATABASE_URL);

const name = `push_${crypto.randomBytes(5).toString('hex')}`;
const url = withDatabase(BASE_URL, name);
const replicas: { database: Database; app: App }[] = [];
let receiver: PushReceiver;

/** Monday 7 December 2026, 08:05 UTC: 09:05 in Berlin, 03:05 in New York, 17:05 in Tokyo. */
const MONDAY = Date.UTC(2026, 11, 7, 8, 5);
const DAY_MS = 24 * 3600 * 1000;
const db = () => replicas[0]!.database.db;

interface Learner {
  userId: string;
  browser: FakeBrowser;
}

async function learner(options: { locale: MessageLocale; timeZone: string; hour: number; days: number[]; due: number; answers?: number[]; product?: string }): Promise<Learner> {
  const userId = crypto.randomUUID();
  const email = `push-${userId}@example.com`;
  await db().insert(users).values({ id: userId, tenant: 'eq', email, emailKey: email, loginMethod: 'password', userName: email, createdAt: new Date() });
  const browser = receiver.browser(options.answers);
  expect(await saveSubscription(db(), userId, browser.subscription, options.locale)).toBe('subscribed');
  await writeReminderSettings(db(), userId, { enabled: true, hour: options.hour, days: options.days, timeZone: options.timeZone });
  const product = options.product ?? cloudProduct('de');
  // `due` cards due before Monday, and one due next year (never counted).
  const cards = [...Array.from({ length: options.due }, (_, i) => MONDAY - (i + 1) * 3600_000), MONDAY + 400 * DAY_MS].map((dueAt, i) => ({
    userId,
    productId: product,
    questionId: `q${i}`,
    schedule: { ...newSchedule(MONDAY - 10 * DAY_MS), dueAt },
    reason: 'wrong' as const,
    fedBy: 'attempt-1',
    updatedAt: MONDAY - DAY_MS,
    rev: i + 1,
  }));
  await db().insert(drillCards).values(cards);
  return { userId, browser };
}

const pushesTo = (who: Learner) => receiver.received.filter((push) => push.browser === who.browser.id);
const settled = () => Promise.all(replicas.map(({ app }) => app.jobs.settled(60_000)));

describe.skipIf(!available || otherProjectRunsIt)('study reminders across three replicas', () => {
  beforeAll(async () => {
    receiver = await startPushReceiver();
    await createDatabase(BASE_URL, name);
    // A push service silent for 1 s counts as down (10 s in production).
    const config = { ...loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent', PUSH_TIMEOUT_MS: '1000' }), databaseUrl: url };
    await Promise.all(
      [0, 1, 2].map(async () => {
        const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
        await database.exclusively(async () => {
          await database.migrate();
          await seedDemoIfEmpty(database.db);
        });
        replicas.push({ database, app: await buildApp({ database, config }) });
      }),
    );
    // A retry a second later rather than 30 s (the queue's own policy): pg-boss's queue settings, not a mock.
    await replicas[0]!.app.jobs.boss.updateQueue('push.send', { retryDelay: 1, retryBackoff: false });
    const { publicKey } = (await replicas[1]!.app.fastify.inject({ url: '/api/2.0/eq/push/vapid-key' })).json<{ publicKey: string }>();
    receiver.expectVapidKey(publicKey);
  }, 180_000);

  afterAll(async () => {
    for (const { app, database } of replicas) {
      await app.fastify.close();
      await database.close();
    }
    await receiver?.close();
    if (available && !otherProjectRunsIt) await dropDatabase(BASE_URL, name);
  });

  it('reminds the right learners once, in their language, with what is due and the drill\'s link', { timeout: 120_000 }, async () => {
    const ana = await learner({ locale: 'de', timeZone: 'Europe/Berlin', hour: 9, days: [1, 2, 3, 4, 5], due: 3 });
    const ben = await learner({ locale: 'fr', timeZone: 'America/New_York', hour: 3, days: [1], due: 1, product: networkingProduct('fr') });
    const cara = await learner({ locale: 'es', timeZone: 'Asia/Tokyo', hour: 9, days: [1], due: 4 });
    const dan = await learner({ locale: 'en', timeZone: 'Europe/Berlin', hour: 9, days: [1], due: 0 });
    const eve = await learner({ locale: 'it', timeZone: 'Europe/Berlin', hour: 9, days: [0, 6], due: 2 });
    const fay = await learner({ locale: 'nl', timeZone: 'Europe/Berlin', hour: 9, days: [1], due: 2, answers: [410] });
    const gus = await learner({ locale: 'pt', timeZone: 'America/New_York', hour: 3, days: [1], due: 5, answers: [500] });
    const hal = await learner({ locale: 'es', timeZone: 'Europe/Berlin', hour: 9, days: [1], due: 1, answers: [0] });

    // The three replicas' job runs at the same moment, and later runs within the hour.
    const runs = await Promise.all(replicas.map(({ app }) => queueDueReminders(db(), app.jobs, MONDAY)));
    expect(runs.reduce((sum, run) => sum + run.claimed, 0)).toBe(5);
    await settled();
    await new Promise((resolve) => setTimeout(resolve, 2500)); // the retry (after the 500 and the silence) comes due
    await settled();
    for (const { app } of replicas) await queueDueReminders(db(), app.jobs, MONDAY + 40 * 60_000);
    await settled();

    expect(receiver.rejected).toEqual([]);
    expect(pushesTo(ana)).toHaveLength(1);
    expect(pushesTo(ana)[0]!.payload).toEqual({
      kind: 'study-reminder',
      title: expect.any(String),
      body: expect.stringContaining('3'),
      due: 3,
      url: expect.stringMatching(/^\/de\/[^/]+\/[^/]+\/[^/]+\/quiz\?drill=1$/),
      stopLabel: 'Erinnerungen beenden',
    });
    expect(pushesTo(ana)[0]!.ttl).toBeGreaterThan(0);
    expect(pushesTo(ben)).toHaveLength(1);
    expect(pushesTo(ben)[0]!.payload).toMatchObject({ due: 1, stopLabel: 'Arrêter les rappels', url: expect.stringMatching(/^\/fr\//) });
    for (const quiet of [cara, dan, eve]) expect(pushesTo(quiet)).toEqual([]);
    // 410: the browser is gone, and so is its subscription.
    expect(pushesTo(fay)).toEqual([]);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, fay.userId))).toEqual([]);
    // 500 first, then delivered once.
    expect(receiver.requests.filter((request) => request.browser === gus.browser.id).map((request) => request.status)).toEqual([500, 201]);
    expect(pushesTo(gus)).toHaveLength(1);
    expect(pushesTo(gus)[0]!.payload).toMatchObject({ due: 5, stopLabel: 'Parar lembretes' });
    // No answer within the timeout: tried again later, delivered once.
    expect(receiver.requests.filter((request) => request.browser === hal.browser.id).map((request) => request.status)).toEqual([0, 201]);
    expect(pushesTo(hal)).toHaveLength(1);
    // German and French texts, not the English source.
    expect((pushesTo(ana)[0]!.payload as { body: string }).body).not.toMatch(/drill review/);

    // A send job delivered again (a late worker) sends nothing more.
    const { rows } = (await db().execute(sql`select id, name, data from ${sql.identifier(JOBS_SCHEMA)}.job where name = 'push.send' and state = 'completed'`)) as unknown as {
      rows: { id: string; name: string; data: unknown }[];
    };
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const before = receiver.received.length;
    for (const row of rows) await replicas[2]!.app.jobHandlers['push.send'].run({ id: row.id, name: row.name, data: row.data } as Job<never>, replicas[2]!.app.fastify.log);
    expect(receiver.received.length).toBe(before);

    // The next day (Tuesday), at the same hour: Ana again (a weekday), Ben not (Mondays only).
    await Promise.all(replicas.map(({ app }) => queueDueReminders(db(), app.jobs, MONDAY + DAY_MS)));
    await settled();
    expect(pushesTo(ana)).toHaveLength(2);
    expect(pushesTo(ben)).toHaveLength(1);
  });
});
