// Applies a batch of outbox entries exactly once (ARCHITECTURE.md §4), in one transaction of a few statements:
// 1. one multi-row INSERT … ON CONFLICT DO NOTHING claims every (user, idempotency key) of the batch; a key claimed
//    before, by an earlier call or by a concurrent one (which this statement then waits for), answers with its first
//    outcome, read for all such keys in one select;
// 2. the attempts of the batch's products are created if absent and locked in one select (in product order);
// 3. the entries apply in memory, in order; the test an attempt names (exam_tests) is written as a start or a
//    submit applies (rare events);
// 4. refusals are recorded on their claims, one UPDATE per reason, and each changed attempt is written once.
// The claims and the states they produced commit together or not at all; the reply carries those states.
import { and, asc, eq, inArray } from 'drizzle-orm';
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
  const keys = new Map<string, AnswerKey>();
  for (const productId of new Set(request.entries.map((entry) => entry.productId))) {
    const product = await questions.get(productId);
    if (product) keys.set(productId, product.key);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => applyBatch(tx, keys, userId, request));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has(pgErrorCode(error) ?? '')) throw error;
    }
  }
}

async function applyBatch(tx: Tx, keys: Map<string, AnswerKey>, userId: string, request: SyncRequest): Promise<SyncResponse> {
  const claims = await claimEntries(tx, userId, request);
  const earlier = await firstOutcomes(tx, userId, request.entries.filter((entry) => !claims.has(entry.idempotencyKey)));
  const toApply = request.entries.filter((entry) => claims.has(entry.idempotencyKey) && keys.has(entry.productId));
  const attempts = await lockAttempts(tx, userId, request.entries, toApply);

  const results: EntryResult[] = [];
  const resultOfKey = new Map<string, EntryResult>();
  const rejectedClaims = new Map<string, number[]>();
  for (const entry of request.entries) {
    const first = resultOfKey.get(entry.idempotencyKey);
    if (first) {
      // The same key twice in one batch: the second answers like any later retry of the first.
      results.push(first.status === 'rejected' ? { ...first, seq: entry.seq } : { seq: entry.seq, status: 'duplicate' });
      continue;
    }
    const claimId = claims.get(entry.idempotencyKey);
    let result: EntryResult;
    if (claimId === undefined) {
      result = { seq: entry.seq, ...(earlier.get(entry.idempotencyKey) ?? { status: 'duplicate' }) };
    } else {
      const key = keys.get(entry.productId);
      const rejection = key ? await applyEntry(tx, userId, attempts.get(entry.productId)!, entry, key) : 'unknown-product';
      if (rejection !== null) rejectedClaims.set(rejection, [...(rejectedClaims.get(rejection) ?? []), claimId]);
      result = rejection === null ? { seq: entry.seq, status: 'applied' } : { seq: entry.seq, status: 'rejected', reason: rejection };
    }
    resultOfKey.set(entry.idempotencyKey, result);
    results.push(result);
  }

  for (const [reason, ids] of rejectedClaims) {
    await tx.update(appliedSyncEntries).set({ outcome: 'rejected', reason }).where(inArray(appliedSyncEntries.id, ids));
  }
  const states: SyncResponse['states'] = {};
  for (const productId of new Set(request.entries.map((entry) => entry.productId))) {
    const attempt = attempts.get(productId);
    states[productId] = attempt ? { mode: attempt.mode, state: attempt.state } : null;
    if (!attempt?.changed) continue;
    await tx
      .update(examAttempts)
      .set({ mode: attempt.mode, state: attempt.state, updatedAt: new Date() })
      .where(and(eq(examAttempts.userId, userId), eq(examAttempts.productId, productId)));
  }
  return { results, states };
}

/**
 * Claims every distinct key of the batch in one statement, in key order (so two overlapping batches wait for each
 * other instead of deadlocking); returns the claim id of each key this transaction claimed.
 */
async function claimEntries(tx: Tx, userId: string, request: SyncRequest): Promise<Map<string, number>> {
  const firstOfKey = new Map<string, OutboxEntryWire>();
  for (const entry of request.entries) if (!firstOfKey.has(entry.idempotencyKey)) firstOfKey.set(entry.idempotencyKey, entry);
  const values = [...firstOfKey.values()]
    .sort((a, b) => (a.idempotencyKey < b.idempotencyKey ? -1 : a.idempotencyKey > b.idempotencyKey ? 1 : 0))
    .map((entry) => ({ userId, idempotencyKey: entry.idempotencyKey, clientId: request.clientId, seq: entry.seq, productId: entry.productId, outcome: 'applied' as const }));
  const rows = await tx
    .insert(appliedSyncEntries)
    .values(values)
    .onConflictDoNothing({ target: [appliedSyncEntries.userId, appliedSyncEntries.idempotencyKey] })
    .returning({ id: appliedSyncEntries.id, idempotencyKey: appliedSyncEntries.idempotencyKey });
  return new Map(rows.map((row) => [row.idempotencyKey, row.id]));
}

/** Keys claimed before: 'duplicate' if they applied, the same rejection if they were refused (never silently dropped). */
async function firstOutcomes(tx: Tx, userId: string, seen: OutboxEntryWire[]): Promise<Map<string, Omit<EntryResult, 'seq'>>> {
  const outcomes = new Map<string, Omit<EntryResult, 'seq'>>();
  if (seen.length === 0) return outcomes;
  const rows = await tx
    .select({ idempotencyKey: appliedSyncEntries.idempotencyKey, outcome: appliedSyncEntries.outcome, reason: appliedSyncEntries.reason })
    .from(appliedSyncEntries)
    .where(and(eq(appliedSyncEntries.userId, userId), inArray(appliedSyncEntries.idempotencyKey, [...new Set(seen.map((entry) => entry.idempotencyKey))])));
  for (const row of rows) {
    outcomes.set(row.idempotencyKey, row.outcome === 'rejected' ? { status: 'rejected', reason: row.reason ?? 'rejected' } : { status: 'duplicate' });
  }
  return outcomes;
}

/**
 * The attempt of every product of the batch, locked until it commits (in product order, so batches touching the same
 * products never deadlock); those that entries will apply to are created empty first, in the mode of their first entry.
 */
async function lockAttempts(tx: Tx, userId: string, all: OutboxEntryWire[], toApply: OutboxEntryWire[]): Promise<Map<string, LockedAttempt>> {
  const modeOfNew = new Map<string, TestMode>();
  for (const entry of toApply) if (!modeOfNew.has(entry.productId)) modeOfNew.set(entry.productId, entry.mode);
  if (modeOfNew.size > 0) {
    const rows = [...modeOfNew].sort(([a], [b]) => (a < b ? -1 : 1)).map(([productId, mode]) => ({ userId, productId, mode, state: null }));
    await tx.insert(examAttempts).values(rows).onConflictDoNothing();
  }
  const rows = await tx
    .select({ productId: examAttempts.productId, mode: examAttempts.mode, state: examAttempts.state })
    .from(examAttempts)
    .where(and(eq(examAttempts.userId, userId), inArray(examAttempts.productId, [...new Set(all.map((entry) => entry.productId))])))
    .orderBy(asc(examAttempts.productId))
    .for('update');
  return new Map(rows.map((row) => [row.productId, { mode: row.mode, state: row.state ?? null, changed: false }]));
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

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
function pgErrorCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
