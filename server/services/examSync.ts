// Applies a batch of outbox entries exactly once (ARCHITECTURE.md §4), in ONE transaction (services/syncStore.ts):
// 1. one INSERT … ON CONFLICT DO NOTHING claims every (user, idempotency key) of the batch, in key order; a key
//    claimed before, by an earlier call or by a concurrent one (which that statement waits for), answers with its
//    first outcome, read for all such keys in one select;
// 2. the attempts of the batch's products are read with SELECT … FOR UPDATE (created first if absent), in product
//    order: a concurrent batch on the same attempt waits here until this one commits, then reads what it wrote;
// 3. the entries apply in memory, in the order the batch lists them (the device's outbox order); the test an attempt names
//    (exam_tests) is written as a start or a submit applies;
// 4. refusals are recorded on their claims, one UPDATE per reason, and each changed attempt is written once.
// The claims and the states they produced commit together or not at all; the reply carries those states. A deadlock
// or serialization failure undoes everything and the batch runs again (it applied nothing).
import type { Db } from '../db/open.ts';
import { authoritativeEvent, type AnswerKey } from '@domain/exam/authoritative.ts';
import { applyExamEvent } from '@domain/exam/events.ts';
import type { TestMode } from '@domain/config/types.ts';
import type { LocalExamState } from '@domain/exam/types.ts';
import type { EntryResult, OutboxEntryWire, SyncRequest, SyncResponse } from '@domain/sync/protocol.ts';
import type { QuestionSource } from './productQuestions.ts';
import { closeReplacedTest, replacedTestOf, saveTestRowChange, testRowChangeOf, type ReplacedTest, type TestRowChange } from './examTests.ts';
import { recordAttemptStarted } from './productUse.ts';
import { claimEntries, firstOutcomes, lockAttempts, pgErrorCode, recordRejections, writeAttempt, type StoredAttempt, type Tx } from './syncStore.ts';

/** A deadlock or serialization failure between two batches is retried; neither applied anything. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

/** An attempt as this batch sees it: changed in memory, written once at the end. */
interface BatchAttempt extends StoredAttempt {
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
      return await db.transaction((tx) => applyBatch(tx, keys, userId, request));
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has(pgErrorCode(error) ?? '')) throw error;
    }
  }
}

async function applyBatch(tx: Tx, keys: Map<string, AnswerKey>, userId: string, request: SyncRequest): Promise<SyncResponse> {
  const claims = await claimEntries(tx, userId, request);
  const earlier = await firstOutcomes(tx, userId, [...new Set(request.entries.map((e) => e.idempotencyKey).filter((key) => !claims.has(key)))]);
  const productIds = [...new Set(request.entries.map((entry) => entry.productId))];
  const create = new Map<string, TestMode>();
  for (const entry of request.entries) {
    if (claims.has(entry.idempotencyKey) && keys.has(entry.productId) && !create.has(entry.productId)) create.set(entry.productId, entry.mode);
  }
  const locked = await lockAttempts(tx, userId, productIds, create);
  const attempts = new Map([...locked].map(([productId, attempt]) => [productId, { ...attempt, changed: false }]));

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
  await recordRejections(tx, rejectedClaims);
  for (const [productId, attempt] of attempts) if (attempt.changed) await writeAttempt(tx, userId, productId, attempt);

  const states: SyncResponse['states'] = {};
  for (const productId of productIds) {
    const attempt = attempts.get(productId);
    states[productId] = attempt ? { mode: attempt.mode, state: attempt.state } : null;
  }
  return { results, states };
}

/** What an entry does: its rejection, or the attempt after it and what else it writes. */
type EntryEffect =
  | { rejection: string }
  | { rejection: null; mode: TestMode; state: LocalExamState | null; changed: boolean; started: boolean; replaced: ReplacedTest | null; testChange: TestRowChange | null };

/** The re-scored event applied to the attempt, in memory (nothing written). */
function entryEffect(attempt: StoredAttempt, entry: OutboxEntryWire, key: AnswerKey): EntryEffect {
  // As on the device: one attempt per product; an event in the other mode sees no attempt.
  const base = attempt.mode === entry.mode ? attempt.state : null;
  const verdict = authoritativeEvent(base, entry.event, entry.productId, key);
  if (verdict.rejection !== null) return { rejection: verdict.rejection };
  const next = applyExamEvent(base, verdict.event, entry.mode === 'exam');
  return {
    rejection: null,
    mode: entry.mode,
    state: next,
    changed: next !== base || attempt.mode !== entry.mode,
    // A start that began an attempt counts for the product's popularity and the learner's recent products.
    started: verdict.event.type === 'exam.start' && next !== base,
    replaced: replacedTestOf(verdict.event, { mode: attempt.mode, state: attempt.state }, { mode: entry.mode, state: next }),
    testChange: testRowChangeOf(verdict.event, base, next),
  };
}

/** The re-scored event applied to the attempt in memory, and to its test's row; returns the rejection, or null. */
async function applyEntry(tx: Tx, userId: string, attempt: BatchAttempt, entry: OutboxEntryWire, key: AnswerKey): Promise<string | null> {
  const effect = entryEffect(attempt, entry, key);
  if (effect.rejection !== null) return effect.rejection;
  if (effect.changed) Object.assign(attempt, { mode: effect.mode, state: effect.state, changed: true });
  if (effect.started) await recordAttemptStarted(tx, userId, entry.productId, new Date());
  if (effect.replaced) await closeReplacedTest(tx, { userId, productId: entry.productId }, effect.replaced);
  if (effect.testChange) await saveTestRowChange(tx, { userId, productId: entry.productId, mode: entry.mode }, effect.testChange);
  return null;
}
