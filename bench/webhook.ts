// Webhook handling on PGlite (issue 21 budgets): the latency of a signed checkout.session.completed that is stored and
// fulfils its order (p99 budget ≤ 15 ms), a redelivery of a stored id (p99 ≤ 5 ms), and 200 concurrent deliveries of 50 distinct
// events (each 4×, shuffled) → exactly 50 fulfilments. The app runs as `npm start` starts it, in a process of its own
// (production, its job workers and schedules on), on a PGlite folder this bench prepared with the pending orders; the
// load generator stays here. The outcome is counted from that folder once the app has stopped.
// Part of `npm run bench`; alone: `npx tsx bench/webhook.ts`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../server/db/open.ts';
import { seedDemoIfEmpty } from '../server/seed/seedDemo.ts';
import { entitlements, orders, users, webhookEvents } from '../server/db/schema.ts';
import { demoProductId } from '../server/seed/seedDemo.ts';
import { insertPendingOrder } from '../server/test/pendingOrder.ts';
import { startAppProcess } from './processes.ts';

const SECRET = 'whsec_bench_webhook_secret';
const SEQUENTIAL = 1000;
const WARMUP = 50;
const DISTINCT = 50;
const DELIVERIES = 200;
const PRODUCT = demoProductId('de', 'eq', 'it-certification', 'cloud', 'cloud-fundamentals');
type PendingOrder = { orderId: string; sessionId: string };
type PrintTable = (title: string, header: string[], rows: string[][]) => void;

export interface WebhookFigures {
  fulfilP50Ms: number;
  fulfilP99Ms: number;
  duplicateP50Ms: number;
  duplicateP99Ms: number;
  concurrent: { deliveries: number; distinct: number; non2xx: number; paidOrders: number; entitlements: number; storedEvents: number; ms: number };
}

const sdk = new Stripe('sk_test_bench');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 100) / 100;
}

async function pendingOrders(db: Db, count: number, productId: string): Promise<PendingOrder[]> {
  const made: PendingOrder[] = [];
  for (let i = 0; i < count; i++) {
    const userId = crypto.randomUUID();
    const email = `bench-${userId}@example.com`;
    await db.insert(users).values({ id: userId, tenant: 'eq', email, emailKey: email, loginMethod: 'password', userName: email, createdAt: new Date() });
    const sessionId = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
    made.push({ orderId: await insertPendingOrder(db, { userId, productId, country: 'de', provider: 'stripe', providerRef: sessionId }), sessionId });
  }
  return made;
}

function completedEvent(order: PendingOrder) {
  return JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: order.sessionId, object: 'checkout.session', metadata: { orderId: order.orderId, tenant: 'eq' }, payment_status: 'paid', payment_intent: `pi_${order.orderId}`, subscription: null } },
  });
}

// A lean client (node:http, kept-alive connections): undici's fetch adds about a millisecond of its own per request,
// which would count as the server's.
const agent = new http.Agent({ keepAlive: true, maxSockets: DELIVERIES });

function post(url: string, payload: string): Promise<{ status: number; ms: number }> {
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(payload)),
    'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** A PGlite folder with the demo catalog and the bench's pending orders, closed again for the app to open. */
async function prepareDatabase(dataDir: string): Promise<{ sequential: PendingOrder[]; distinct: PendingOrder[] }> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    return { sequential: await pendingOrders(database.db, SEQUENTIAL + WARMUP, PRODUCT), distinct: await pendingOrders(database.db, DISTINCT, PRODUCT) };
  } finally {
    await database.close();
  }
}

async function countOutcome(dataDir: string, distinct: PendingOrder[], eventIds: string[]): Promise<{ paidOrders: number; entitlements: number; storedEvents: number }> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const db = database.db;
    const ids = distinct.map((order) => order.orderId);
    const [paid] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(inArray(orders.id, ids), eq(orders.status, 'paid')));
    const [granted] = await db.select({ n: sql<number>`count(*)::int` }).from(entitlements).where(and(inArray(entitlements.sourceRef, ids), isNull(entitlements.revokedAt)));
    const [stored] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents).where(inArray(webhookEvents.eventId, eventIds));
    return { paidOrders: paid!.n, entitlements: granted!.n, storedEvents: stored!.n };
  } finally {
    await database.close();
  }
}

export async function measureWebhooks(): Promise<WebhookFigures> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-webhook-'));
  const dataDir = path.join(tempDir, 'db');
  try {
    const { sequential, distinct } = await prepareDatabase(dataDir);
    const app = await startAppProcess({ STRIPE_WEBHOOK_SECRET: SECRET, LOG_LEVEL: 'warn' }, { dataDir });
    const url = `${app.origin}/api/webhooks/stripe`;
    const fulfilMs: number[] = [];
    const duplicateMs: number[] = [];
    const events = distinct.map(completedEvent);
    let answers: { status: number }[];
    let concurrentMs: number;
    try {
      const payloads = sequential.map(completedEvent);
      for (const [i, payload] of payloads.entries()) {
        const { status, ms } = await post(url, payload);
        if (status !== 200) throw new Error(`webhook answered ${status}`);
        if (i >= WARMUP) fulfilMs.push(ms);
      }
      for (const payload of payloads.slice(WARMUP)) duplicateMs.push((await post(url, payload)).ms);

      const deliveries = Array.from({ length: DELIVERIES }, (_, i) => events[i % DISTINCT]!).sort(() => Math.random() - 0.5);
      const started = performance.now();
      answers = await Promise.all(deliveries.map((payload) => post(url, payload)));
      concurrentMs = performance.now() - started;
    } finally {
      await app.close();
    }
    const eventIds = events.map((payload) => (JSON.parse(payload) as { id: string }).id);
    return {
      fulfilP50Ms: percentile(fulfilMs, 50),
      fulfilP99Ms: percentile(fulfilMs, 99),
      duplicateP50Ms: percentile(duplicateMs, 50),
      duplicateP99Ms: percentile(duplicateMs, 99),
      concurrent: {
        deliveries: DELIVERIES,
        distinct: DISTINCT,
        non2xx: answers.filter((answer) => answer.status !== 200).length,
        ...(await countOutcome(dataDir, distinct, eventIds)),
        ms: Math.round(concurrentMs),
      },
    };
  } finally {
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

function lines(f: WebhookFigures): string[][] {
  const c = f.concurrent;
  const exactly = c.paidOrders === c.distinct && c.entitlements === c.distinct ? `exactly ${c.distinct}` : `${c.paidOrders} paid / ${c.entitlements} entitlements, NOT ${c.distinct}`;
  return [
    [`webhook: stored + fulfilled (${SEQUENTIAL} sequential)`, `p50 ${f.fulfilP50Ms} ms, p99 ${f.fulfilP99Ms} ms (budget p99 ≤ 15 ms)`],
    ['webhook: redelivered id (no-op)', `p50 ${f.duplicateP50Ms} ms, p99 ${f.duplicateP99Ms} ms (budget p99 ≤ 5 ms)`],
    [`webhook: ${c.deliveries} concurrent deliveries of ${c.distinct} events`, `${exactly} fulfilments, ${c.storedEvents} events stored, non-2xx ${c.non2xx}, ${c.ms} ms`],
  ];
}

export async function runWebhookBench(printTable: PrintTable): Promise<string[][]> {
  console.log('\nWebhook handling (signed events over loopback HTTP, the app in its own process on PGlite)…');
  try {
    const rows = lines(await measureWebhooks());
    printTable('Webhook', ['figure', 'value'], rows);
    return rows;
  } catch (error) {
    const text = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    console.log(`  skipped: ${text}`);
    return [['webhook', `not measured: ${text}`]];
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runWebhookBench((title, header, rows) => {
    console.log(`\n${title}\n${header.join('  ')}`);
    for (const row of rows) console.log(row.join('  '));
  });
}
