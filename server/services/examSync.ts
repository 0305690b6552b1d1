// Applies a batch of outbox entries exactly once (ARCHITECTURE.md §4), in one transaction: each entry first claims
// (user, idempotency key); a key claimed before, by an earlier call or by a concurrent one (which this transaction
// then waits for), answers with its first outcome instead. Attempts are locked once per batch and written at the end,
// so the claims and the states they produced commit together or not at all. The test an attempt names (exam_tests)
// is written in the same transaction, as each entry applies.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appliedSyncEntries, examAttempts } from '../db/schema.ts';
import { authoritativeEvent, type AnswerKey } from '../../src/domain/exam/authoritative.ts';
import { applyExamEvent } from '../../src/domain/exam/events.ts';
import type { LocalExamState } from '../../src/domain/exam/types.ts';
import type { TestMode } from '../../src/domain/config/types.ts';
import type { EntryResult, OutboxEntryWire, SyncRequest, SyncResponse } from '../../src/domain/sync/protocol.ts';
import type { QuestionSource } from './productQuestions.ts';
import { closeReplacedTest, replacedTestOf, saveTestRowChange, testRowChangeOf } from './examTests.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A deadlock or serialization failure between two batches is retried; neither applied anything. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

/** An attempt row as this batch sees it: locked, changed in memory, written once at the end. */
interface LockedAttempt {
  mode: TestMode;
  state: LocalExamState | null;
  changed: boolean;
}

export async function applySyncRequest(db: Db, questions: QuestionSource, userId: string, request: SyncRequest): Promise<SyncResponse> {
  const productIds = [...new Set(request.entries.map((entry) => entry.productId))];
  const keys = new Map<string, AnswerKey>();
  for (const productId of productIds) {
    const product = await questions.get(productId);
    if (product) keys.set(productId, product.key);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const results = await db.transaction((tx) => applyBatch(tx, keys, userId, request));
      return { results, states: await statesOf(db, userId, productIds) };
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has(pgErrorCode(error) ?? '')) throw error;
    }
  }
}

async function applyBatch(tx: Tx, keys: Map<string, AnswerKey>, userId: string, request: SyncRequest): Promise<EntryResult[]> {
  const attempts = new Map<string, LockedAttempt>();
  const results: EntryResult[] = [];
  for (const entry of request.entries) {
    const [claim] = await tx
      .insert(appliedSyncEntries)
      .values({ userId, idempotencyKey: entry.idempotencyKey, clientId: request.clientId, seq: entry.seq, productId: entry.productId, outcome: 'applied' })
      .onConflictDoNothing({ target: [appliedSyncEntries.userId, appliedSyncEntries.idempotencyKey] })
      .returning({ id: appliedSyncEntries.id });
    if (!claim) {
      results.push(await firstOutcome(tx, userId, entry));
      continue;
    }
    const key = keys.get(entry.productId);
    const rejection = key ? await applyEntry(tx, userId, await lockAttempt(tx, attempts, userId, entry), entry, key) : 'unknown-product';
    if (rejection === null) {
      results.push({ seq: entry.seq, status: 'applied' });
    } else {
      await tx.update(appliedSyncEntries).set({ outcome: 'rejected', reason: rejection }).where(eq(appliedSyncEntries.id, claim.id));
      results.push({ seq: entry.seq, status: 'rejected', reason: rejection });
    }
  }
  for (const [productId, attempt] of attempts) {
    if (!attempt.changed) continue;
    await tx
      .update(examAttempts)
      .set({ mode: attempt.mode, state: attempt.state, updatedAt: new Date() })
      .where(and(eq(examAttempts.userId, userId), eq(examAttempts.productId, productId)));
  }
  return results;
}

/** The re-scored event applied to the attempt in memory, and to its test's row; returns the rejection, or null. */
async function applyEntry(tx: Tx, userId: string, attempt: LockedAttempt, entry: OutboxEntryWire, key: AnswerKey): Promise<string | null> {
  // As on the device: one attempt per product; an event in the other mode sees no attempt.
  const base = attempt.mode === entry.mode ? attempt.state : null;
  const verdict = authoritativeEvent(base, entry.event, entry.productId, key);
  if (verdict.rejection !== null) return verdict.rejection;
  const next = applyExamEvent(base, verdict.event, entry.mode === 'exam');
  const replaced = replacedTestOf(verdict.event, { mode: attempt.mode, state: attempt.state }, { mode: entry.mode, state: next });
  if (next !== base || attempt.mode !== entry.mode) Object.assign(attempt, { mode: entry.mode, state: next, changed: true });
  if (replaced) await closeReplacedTest(tx, { userId, productId: entry.productId }, replaced);
  const testChange = testRowChangeOf(verdict.event, base, next);
  if (testChange) await saveTestRowChange(tx, { userId, productId: entry.productId, mode: entry.mode }, testChange);
  return null;
}

/** The attempt row, created empty if absent and locked until the batch commits; read once per batch. */
async function lockAttempt(tx: Tx, attempts: Map<string, LockedAttempt>, userId: string, entry: OutboxEntryWire): Promise<LockedAttempt> {
  const known = attempts.get(entry.productId);
  if (known) return known;
  await tx.insert(examAttempts).values({ userId, productId: entry.productId, mode: entry.mode, state: null }).onConflictDoNothing();
  const [row] = await tx
    .select({ mode: examAttempts.mode, state: examAttempts.state })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), eq(examAttempts.productId, entry.productId)))
    .for('update');
  const attempt: LockedAttempt = { mode: row?.mode ?? entry.mode, state: row?.state ?? null, changed: false };
  attempts.set(entry.productId, attempt);
  return attempt;
}

/** A key seen before: 'duplicate' if it applied, the same rejection if it was refused (never silently dropped). */
async function firstOutcome(tx: Tx, userId: string, entry: OutboxEntryWire): Promise<EntryResult> {
  const [first] = await tx
    .select({ outcome: appliedSyncEntries.outcome, reason: appliedSyncEntries.reason })
    .from(appliedSyncEntries)
    .where(and(eq(appliedSyncEntries.userId, userId), eq(appliedSyncEntries.idempotencyKey, entry.idempotencyKey)));
  if (first?.outcome === 'rejected') return { seq: entry.seq, status: 'rejected', reason: first.reason ?? 'rejected' };
  return { seq: entry.seq, status: 'duplicate' };
}

async function statesOf(db: Db, userId: string, productIds: string[]): Promise<SyncResponse['states']> {
  const rows = await db
    .select({ productId: examAttempts.productId, mode: examAttempts.mode, state: examAttempts.state })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.productId, productIds)));
  const states: SyncResponse['states'] = Object.fromEntries(productIds.map((id) => [id, null]));
  for (const row of rows) states[row.productId] = { mode: row.mode, state: row.state ?? null };
  return states;
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
function pgErrorCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
