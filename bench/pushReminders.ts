// Study reminders at scale (issue 34 budget: the reminder job for 100,000 subscriptions, 10 % due this hour, in under
// 60 s of job time on PostgreSQL, the push calls to a local receiver included). 100,000 learners each with one browser
// subscribed and reminders on, spread over six time zones; 10,000 of them chose the hour it now is in their zone and
// have drill reviews due. The app runs in this process (its job workers on, buildApp) on a database the bench creates
// and drops next to `BENCH_DATABASE_URL`, `TEST_DATABASE_URL`, `DATABASE_URL` or the local server. Timed: the
// schedule's run (claim + queue) and then every push.send job worked (encrypt, VAPID-sign, POST to the local RFC 8030
// receiver of the tests, which checks each VAPID JWT and decrypts each payload), until none is left.
// Part of `npm run bench` (skipped with BENCH_SKIP_PUSH=1 or when no PostgreSQL answers); alone: `npx tsx bench/pushReminders.ts`.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Db } from '../server/db/open.ts';
import { seedDemoIfEmpty, demoProductId } from '../server/seed/seedDemo.ts';
import { drillCards, pushSubscriptions, reminderSettings, users } from '../server/db/schema.ts';
import { withDatabase } from '../server/test/databases.ts';
import { createDatabase, dropDatabase, postgresAnswers } from '../server/test/postgres.ts';
import { startPushReceiver } from '../server/test/pushReceiver.ts';
import { queueDueReminders } from '../server/push/reminderJob.ts';
import { localTimeIn } from '@domain/pushReminders/localTime.ts';
import { daysMask, ALL_DAYS } from '@domain/pushReminders/reminderSettings.ts';
import { newSchedule } from '@domain/drill/schedule.ts';

type PrintTable = (title: string, header: string[], rows: string[][]) => void;

const LEARNERS = Number(process.env.BENCH_PUSH_LEARNERS) || 100_000;
const DUE_SHARE = 0.1;
const CARDS_PER_DUE_LEARNER = 3;
const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Europe/Lisbon', 'America/Sao_Paulo', 'Asia/Kolkata'];
const CHUNK = 5000;
const BASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PRODUCT = demoProductId('de', 'eq', 'it-certification', 'cloud', 'cloud-fundamentals');

export interface PushBenchFigures {
  learners: number;
  dueThisHour: number;
  claimMs: number;
  deliverMs: number;
  delivered: number;
  rejected: number;
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

export async function measurePushReminders(): Promise<PushBenchFigures> {
  const name = `bench_push_${crypto.randomBytes(4).toString('hex')}`;
  await createDatabase(BASE_URL, name);
  const url = withDatabase(BASE_URL, name);
  const receiver = await startPushReceiver();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  try {
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    const db: Db = database.db;
    const now = Date.now();
    const due = Math.round(LEARNERS * DUE_SHARE);
    const everyDay = daysMask([...ALL_DAYS]);
    const learners = Array.from({ length: LEARNERS }, (_, i) => {
      const timeZone = ZONES[i % ZONES.length]!;
      const hourNow = localTimeIn(timeZone, now).hour;
      // The first 10 % chose this hour; the others one to 23 hours away.
      const hour = i < due ? hourNow : (hourNow + 1 + (i % 23)) % 24;
      return { id: crypto.randomUUID(), timeZone, hour };
    });
    console.log(`  writing ${LEARNERS.toLocaleString('en')} learners, subscriptions and settings…`);
    await insertChunks(learners, (chunk) =>
      db.insert(users).values(chunk.map(({ id }) => ({ id, tenant: 'eq', email: `${id}@example.com`, emailKey: `${id}@example.com`, loginMethod: 'password' as const, userName: id, createdAt: new Date(now) }))),
    );
    const dummyKey = { p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
    await insertChunks(learners, (chunk) =>
      db.insert(pushSubscriptions).values(
        chunk.map(({ id }, index) => {
          // Only those reminded now are ever sent to: they get a real fake browser of the receiver.
          const keys = learners.indexOf(chunk[0]!) + index < due ? receiver.browser().subscription : { endpoint: `${receiver.origin}/push/never-${id}`, keys: dummyKey };
          return { userId: id, endpoint: keys.endpoint, p256dh: keys.keys.p256dh, auth: keys.keys.auth, locale: (['en', 'de', 'fr', 'pt', 'it', 'es', 'nl'] as const)[index % 7]! };
        }),
      ),
    );
    await insertChunks(learners, (chunk) => db.insert(reminderSettings).values(chunk.map(({ id, hour, timeZone }) => ({ userId: id, enabled: true, hour, days: everyDay, timeZone }))));
    const cards = learners.slice(0, due).flatMap(({ id }) =>
      Array.from({ length: CARDS_PER_DUE_LEARNER }, (_, q) => ({
        userId: id,
        productId: PRODUCT,
        questionId: `q${q}`,
        schedule: { ...newSchedule(now - 86_400_000), dueAt: now - 3_600_000 },
        reason: 'wrong' as const,
        fedBy: 'bench',
        updatedAt: now - 86_400_000,
        rev: q + 1,
      })),
    );
    await insertChunks(cards, (chunk) => db.insert(drillCards).values(chunk));
    await db.execute(sql`analyze`);

    const config = { ...loadConfig({ NODE_ENV: 'test', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }), databaseUrl: url };
    const app = await buildApp({ database, config });
    try {
      const { publicKey } = (await app.fastify.inject({ url: '/api/2.0/eq/push/vapid-key' })).json<{ publicKey: string }>();
      receiver.expectVapidKey(publicKey);
      console.log(`  the reminder job for ${LEARNERS.toLocaleString('en')} subscriptions, ${due.toLocaleString('en')} due this hour…`);
      const start = performance.now();
      const run = await queueDueReminders(db, app.jobs, now);
      const claimed = performance.now();
      const cpuBefore = process.cpuUsage();
      const { Session } = await import('node:inspector/promises');
      const session = process.env.BENCH_PUSH_TRACE ? new Session() : null;
      if (session) {
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
      }
      await app.jobs.settled(600_000);
      if (session) {
        const { profile } = await session.post('Profiler.stop');
        (await import('node:fs')).writeFileSync('/tmp/push-eng/delivery.cpuprofile', JSON.stringify(profile));
      }
      if (process.env.BENCH_PUSH_TRACE) {
        const cpu = process.cpuUsage(cpuBefore);
        console.log('cpu ms user', Math.round(cpu.user / 1000), 'system', Math.round(cpu.system / 1000));
      }
      const delivered = performance.now();
      if (process.env.BENCH_PUSH_TRACE) {
        const at = receiver.requests.map((r) => r.at - claimed);
        const gaps = at.slice(1).map((t, i) => t - at[i]!).sort((a, b) => b - a);
        console.log('first', at[0], 'last', at.at(-1), 'largest gaps', gaps.slice(0, 20).map(Math.round), 'sum of gaps > 50 ms', Math.round(gaps.filter((g) => g > 50).reduce((a, b) => a + b, 0)));
      }
      if (run.claimed !== due) throw new Error(`claimed ${run.claimed}, expected ${due}`);
      return { learners: LEARNERS, dueThisHour: due, claimMs: Math.round(claimed - start), deliverMs: Math.round(delivered - claimed), delivered: receiver.received.length, rejected: receiver.rejected.length };
    } finally {
      await app.fastify.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    await receiver.close();
    await dropDatabase(BASE_URL, name);
  }
}

export function pushBenchLines(f: PushBenchFigures): string[][] {
  const total = f.claimMs + f.deliverMs;
  return [
    ['reminder job: learners with reminders on', f.learners.toLocaleString('en')],
    ['  due this hour (claimed, queued)', `${f.dueThisHour.toLocaleString('en')} in ${(f.claimMs / 1000).toFixed(1)} s`],
    ['  pushes delivered to the local receiver', `${f.delivered.toLocaleString('en')} in ${(f.deliverMs / 1000).toFixed(1)} s (${f.rejected} refused)`],
    ['  job time in all (budget < 60 s)', `${(total / 1000).toFixed(1)} s`],
  ];
}

export async function runPushRemindersBench(printTable: PrintTable): Promise<string[][]> {
  console.log('\nStudy reminders (the reminder job on PostgreSQL, pushes to a local RFC 8030 receiver)…');
  if (process.env.BENCH_SKIP_PUSH === '1') {
    console.log('  skipped: BENCH_SKIP_PUSH=1');
    return [['reminder job', 'skipped (BENCH_SKIP_PUSH=1)']];
  }
  if (!(await postgresAnswers(BASE_URL))) {
    console.log('  skipped: no PostgreSQL answers');
    return [['reminder job', 'skipped: no PostgreSQL']];
  }
  try {
    const rows = pushBenchLines(await measurePushReminders());
    printTable('Study reminders', ['figure', 'value'], rows);
    return rows;
  } catch (error) {
    const text = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    console.log(`  not measured: ${text}`);
    return [['reminder job', `not measured: ${text}`]];
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const print: PrintTable = (title, header, rows) => {
    console.log(`\n${title}`);
    for (const row of [header, ...rows]) console.log(row.join('  |  '));
  };
  await runPushRemindersBench(print);
  process.exit(0);
}
