// Server sync throughput on PostgreSQL: answer events applied per second by many concurrent clients in small batches,
// beside a bare write of the same rows (the batch's claims in applied_sync_entries plus the attempt's update) by as many
// clients in the same run. The sync side calls applySyncRequest, the function the exam-sync route runs, without HTTP:
// on these 2 cores HTTP parsing and the client's fetch would share the CPU with PostgreSQL and dominate both figures.
// Runs on a fresh database it creates and drops; figures, not pass/fail.
import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/open.ts';
import { appliedSyncEntries, examAttempts, users } from '../server/db/schema.ts';
import { seedDemoIfEmpty, demoProductId } from '../server/seed/seedDemo.ts';
import { createQuestionSource } from '../server/services/productQuestions.ts';
import { applySyncRequest } from '../server/services/examSync.ts';
import { withDatabase } from '../server/test/databases.ts';
import { idempotencyKeyOf, type OutboxEntryWire } from '@domain/sync/protocol.ts';
import { applyExamEvent, replayExamEvents, type ExamEvent } from '@domain/exam/events.ts';
import { authoritativeEvent } from '@domain/exam/authoritative.ts';
import { packExamState } from '@domain/exam/stateCodec.ts';

export interface ThroughputOptions {
  clients: number;
  batchSize: number;
  batchesPerClient: number;
  /** Connections of each side's pool (the server's default is 10). */
  poolSize: number;
  /** Measured rounds, each an attempt from its start on each side, the two sides back to back (each first in every other round). */
  rounds: number;
}

export interface ThroughputFigures extends ThroughputOptions {
  via: string;
  syncEventsPerS: number[];
  bareEventsPerS: number[];
  /** Claims with outcome 'applied' the sync rounds left, and how many entries they sent. */
  appliedClaims: number;
  sentEntries: number;
  /** Entries not answered 'applied' (duplicates or rejections: there should be none). */
  notApplied: number;
  /** The stored attempt's average size (pg_column_size) on each side once the rounds ended: the same rows. */
  stateBytes: { sync: number; bare: number };
}

export const DEFAULT_THROUGHPUT: ThroughputOptions = { clients: 100, batchSize: 20, batchesPerClient: 10, poolSize: 10, rounds: 7 };
const PRODUCT = demoProductId('de', 'eq', 'it-certification', 'cloud', 'cloud-fundamentals');
const T0 = Date.UTC(2030, 0, 1);

/** Measures on a fresh database next to `adminUrl`; a string says why it was skipped. */
export async function measureSyncThroughput(adminUrl: string, options: ThroughputOptions = DEFAULT_THROUGHPUT): Promise<ThroughputFigures | string> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return `no PostgreSQL at ${redacted(adminUrl)} (${error instanceof Error ? error.message : String(error)})`;
  }
  const name = `bench_sync_${crypto.randomBytes(5).toString('hex')}`;
  try {
    await admin.query(`create database ${name}`);
    const url = withDatabase(adminUrl, name);
    const database = await openDatabase({ kind: 'postgres', url, poolSize: options.poolSize });
    const bare = new pg.Pool({ connectionString: url, max: options.poolSize });
    try {
      return await run(database, bare, options);
    } finally {
      await bare.end();
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

async function run(database: Database, bare: pg.Pool, options: ThroughputOptions): Promise<ThroughputFigures> {
  const { db } = database;
  await database.migrate();
  await seedDemoIfEmpty(db);
  const questions = createQuestionSource(db, 'eq');
  const key = (await questions.get(PRODUCT))!.key;

  // Every round is an attempt from its start, by fresh clients on each side (made before the round, not timed): each
  // sends its batches of answers one after the other, all clients at once. Rounds are alike, so their best is a fair
  // figure (an attempt that grew over every round would make each round slower than the one before).
  const start: ExamEvent = { type: 'exam.start', at: T0, test: { nQuestionsToPass: 70, productId: PRODUCT, userId: '' }, nQuestion: 100, timeToFinish: 3_600_000 };
  const answersOf = (userId: string, from: number): OutboxEntryWire[] =>
    Array.from({ length: options.batchSize }, (_, i) => {
      const n = from + i;
      return entry(userId, n, { type: 'answer.select', at: T0 + n * 1000, question: 1 + (n % 100), picked: [n % 3 === 0 ? 'B' : 'A'], correct: false });
    });
  let notApplied = 0;
  let sentEntries = 0;
  const syncUsers: string[][] = [];
  const syncClients = async (): Promise<string[]> => {
    const ids = await insertUsers(database, options.clients);
    await Promise.all(ids.map((userId) => applySyncRequest(db, questions, userId, { clientId: userId, entries: [entry(userId, 0, { ...start, test: { ...start.test, userId } })] })));
    sentEntries += ids.length;
    syncUsers.push(ids);
    return ids;
  };
  const syncRound = (clients: string[], batches: number) =>
    everyClient(clients, batches, async (userId, b) => {
      const response = await applySyncRequest(db, questions, userId, { clientId: userId, entries: answersOf(userId, 1 + b * options.batchSize) });
      sentEntries += options.batchSize;
      notApplied += response.results.filter((result) => result.status !== 'applied').length;
    });

  // The bare side writes the same rows: the claims of the batch and the attempt's state as the app stores it (packed,
  // schema.ts packedExamStateJsonb) after the same answers, which every client sends alike: replayed and packed once
  // per batch number before the rounds, not while they are timed.
  // (A user id of the same length as the clients' in the attempt, as theirs is.)
  let replayed = replayExamEvents([{ ...start, test: { ...start.test, userId: crypto.randomUUID() } }], false);
  const startState = replayed;
  const stateJsonAfter = new Map<number, string>();
  for (let answered = 0; answered < options.batchesPerClient * options.batchSize; answered += options.batchSize) {
    for (const { event } of answersOf('sample', 1 + answered)) {
      const verdict = authoritativeEvent(replayed, event, PRODUCT, key);
      if (verdict.event) replayed = applyExamEvent(replayed, verdict.event, false);
    }
    stateJsonAfter.set(answered + options.batchSize, JSON.stringify(packExamState(replayed!)));
  }
  const bareUsers: string[][] = [];
  const bareClients = async (): Promise<string[]> => {
    const ids = await insertUsers(database, options.clients);
    await db.insert(examAttempts).values(ids.map((userId) => ({ userId, productId: PRODUCT, mode: 'practice' as const, state: startState })));
    bareUsers.push(ids);
    return ids;
  };
  const bareRound = (clients: string[], batches: number) =>
    everyClient(clients, batches, async (userId, b) => {
      const stateJson = stateJsonAfter.get((b + 1) * options.batchSize)!;
      const keys = Array.from({ length: options.batchSize }, (_, i) => idempotencyKeyOf(userId, 1 + b * options.batchSize + i));
      const client = await bare.connect();
      try {
        await client.query('begin');
        await client.query(
          `insert into applied_sync_entries (user_id, idempotency_key, client_id, seq, product_id, outcome)
           select $1, key, $1, ordinality, $3, 'applied' from unnest($2::text[]) with ordinality as key`,
          [userId, keys, PRODUCT],
        );
        await client.query('update exam_attempts set state = $1, updated_at = now() where user_id = $2 and product_id = $3', [stateJson, userId, PRODUCT]);
        await client.query('commit');
      } finally {
        client.release();
      }
    });

  // Warm-up (connections, plans, JIT), then measured rounds, interleaved so both sides see the same machine; the
  // tables grow with every round, so each side goes first in every other one.
  await syncRound(await syncClients(), 1);
  await bareRound(await bareClients(), 1);
  const events = options.clients * options.batchesPerClient * options.batchSize;
  const syncEventsPerS: number[] = [];
  const bareEventsPerS: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const [syncSide, bareSide] = [await syncClients(), await bareClients()];
    const measureSync = async () => syncEventsPerS.push(events / (await seconds(() => syncRound(syncSide, options.batchesPerClient))));
    const measureBare = async () => bareEventsPerS.push(events / (await seconds(() => bareRound(bareSide, options.batchesPerClient))));
    if (round % 2 === 0) await measureSync().then(measureBare);
    else await measureBare().then(measureSync);
  }

  const allSyncUsers = syncUsers.flat();
  const [claims] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appliedSyncEntries)
    .where(and(inArray(appliedSyncEntries.userId, allSyncUsers), eq(appliedSyncEntries.outcome, 'applied')));
  const stateBytes = async (userIds: string[]) => {
    const [row] = await db.select({ bytes: sql<number>`avg(pg_column_size(${examAttempts.state}))::int` }).from(examAttempts).where(inArray(examAttempts.userId, userIds));
    return row?.bytes ?? 0;
  };
  return {
    ...options,
    stateBytes: { sync: await stateBytes(syncUsers.at(-1)!), bare: await stateBytes(bareUsers.at(-1)!) },
    via: 'applySyncRequest (the exam-sync route without HTTP)',
    syncEventsPerS,
    bareEventsPerS,
    appliedClaims: claims?.count ?? 0,
    sentEntries,
    notApplied,
  };
}

function entry(userId: string, n: number, event: ExamEvent): OutboxEntryWire {
  return { seq: n, idempotencyKey: idempotencyKeyOf(userId, n), productId: PRODUCT, mode: 'practice', event };
}

async function insertUsers(database: Database, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  await database.db.insert(users).values(ids.map((id) => ({ id, tenant: 'eq' as const, email: `${id}@example.com`, emailKey: `${id}@example.com`, loginMethod: 'password' as const, userName: id, createdAt: new Date() })));
  return ids;
}

/** Every client sends its batches one after the other; all clients at once. */
async function everyClient(clients: string[], batches: number, send: (client: string, batch: number) => Promise<void>): Promise<void> {
  await Promise.all(
    clients.map(async (client) => {
      for (let b = 0; b < batches; b++) await send(client, b);
    }),
  );
}

async function seconds(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
