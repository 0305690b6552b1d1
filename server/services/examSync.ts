// Applies a batch of outbox entries exactly once (ARCHITECTURE.md §4), in one transaction of a few statements
// (services/syncStore.ts):
// 1. one INSERT … ON CONFLICT DO NOTHING claims every (user, idempotency key) of the batch; a key claimed before, by
//    an earlier call or by a concurrent one (which that statement waits for), answers with its first outcome, read
//    for all such keys in one select;
// 2. the attempts of the batch's products: this process's copies of them when it has one for each (the optimistic
//    path, services/attemptCache.ts), else the rows, created if absent and locked in one select;
// 3. the entries apply in memory, in order; the test an attempt names (exam_tests) is written as a start or a submit
//    applies (rare events);
// 4. refusals are recorded on their claims, one UPDATE per reason, and each changed attempt is written once; on the
//    optimistic path only if its row is still the version copied (else the transaction is undone and the batch runs
//    again on locked rows).
// The claims and the states they produced commit together or not at all; the reply carries those states.
// The common batch (answers and marks on one attempt this process copied, every key new, nothing else to write) is
// planned in memory first and written in ONE statement without a transaction (syncStore.ts writeBatchAtOnce); a
// declined statement leaves nothing, and the batch runs the steps above on locked rows.
import type { Db } from '../db/open.ts';
import { authoritativeEvent, type AnswerKey } from '@domain/exam/authoritative.ts';
import { applyExamEvent } from '@domain/exam/events.ts';
import type { TestMode } from '@domain/config/types.ts';
import type { LocalExamState } from '@domain/exam/types.ts';
import type { EntryResult, OutboxEntryWire, SyncRequest, SyncResponse } from '@domain/sync/protocol.ts';
import type { QuestionSource } from './productQuestions.ts';
import { closeReplacedTest, replacedTestOf, saveTestRowChange, testRowChangeOf, type ReplacedTest, type TestRowChange } from './examTests.ts';
import { attemptCacheOf, type AttemptCache, type CachedAttempt } from './attemptCache.ts';
import { recordAttemptStarted } from './productUse.ts';
import { attemptVersions, claimEntries, firstOutcomes, lockAttempts, pgErrorCode, recordRejections, writeAttempt, writeBatchAtOnce, type Tx } from './syncStore.ts';

/** A deadlock or serialization failure between two batches is retried; neither applied anything. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 3;

/** An attempt as this batch sees it: changed in memory, written once at the end. */
interface BatchAttempt extends CachedAttempt {
  changed: boolean;
}

/** An attempt copied from the cache had been written since: the batch is undone and runs again on locked rows. */
class StaleCopy extends Error {}

interface Applied {
  response: SyncResponse;
  /** The version each attempt has once this transaction commits. */
  versions: Map<string, string>;
  attempts: Map<string, BatchAttempt>;
}

export async function applySyncRequest(db: Db, questions: QuestionSource, userId: string, request: SyncRequest): Promise<SyncResponse> {
  const productIds = [...new Set(request.entries.map((entry) => entry.productId))];
  const keys = new Map<string, AnswerKey>();
  for (const productId of productIds) {
    const product = await questions.get(productId);
    if (product) keys.set(productId, product.key);
  }
  const cache = attemptCacheOf(db);
  let copies = copiesOf(cache, userId, productIds);
  const atOnce = copies && planAtOnce(keys, request, copies);
  if (atOnce) {
    const version = await writeBatchAtOnce(db, userId, request, atOnce.productId, atOnce.attempt, atOnce.ifVersion);
    if (version !== null) {
      cache.set(userId, atOnce.productId, { version, ...atOnce.attempt });
      return { results: atOnce.results, states: { [atOnce.productId]: atOnce.attempt } };
    }
    // Declined (a key seen before, or the row changed elsewhere): the locked path, from the row.
    cache.delete(userId, atOnce.productId);
    copies = null;
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const { response, versions, attempts } = await db.transaction((tx) => applyBatch(tx, keys, userId, request, copies));
      for (const [productId, version] of versions) cache.set(userId, productId, { version, mode: attempts.get(productId)!.mode, state: attempts.get(productId)!.state });
      return response;
    } catch (error) {
      if (error instanceof StaleCopy) {
        for (const productId of productIds) cache.delete(userId, productId);
        copies = null;
        attempt -= 1;
        continue;
      }
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has(pgErrorCode(error) ?? '')) throw error;
    }
  }
}

/** This process's copy of every attempt of the batch, or null if it lacks one. */
function copiesOf(cache: AttemptCache, userId: string, productIds: string[]): Map<string, CachedAttempt> | null {
  const copies = new Map<string, CachedAttempt>();
  for (const productId of productIds) {
    const copy = cache.get(userId, productId);
    if (!copy) return null;
    copies.set(productId, copy);
  }
  return copies;
}

async function applyBatch(tx: Tx, keys: Map<string, AnswerKey>, userId: string, request: SyncRequest, copies: Map<string, CachedAttempt> | null): Promise<Applied> {
  const claims = await claimEntries(tx, userId, request);
  const earlier = await firstOutcomes(tx, userId, [...new Set(request.entries.map((e) => e.idempotencyKey).filter((key) => !claims.has(key)))]);
  const productIds = [...new Set(request.entries.map((entry) => entry.productId))];
  const create = new Map<string, TestMode>();
  for (const entry of request.entries) {
    if (claims.has(entry.idempotencyKey) && keys.has(entry.productId) && !create.has(entry.productId)) create.set(entry.productId, entry.mode);
  }
  const read = copies ?? (await lockAttempts(tx, userId, productIds, create));
  const attempts = new Map([...read].map(([productId, attempt]) => [productId, { ...attempt, changed: false }]));

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
  const versions = await writeAttempts(tx, userId, attempts, copies !== null);

  const states: SyncResponse['states'] = {};
  for (const productId of productIds) {
    const attempt = attempts.get(productId);
    states[productId] = attempt ? { mode: attempt.mode, state: attempt.state } : null;
  }
  return { response: { results, states }, versions, attempts };
}

/** Writes the changed attempts; copies are checked against their rows, changed or not. Returns every new version. */
async function writeAttempts(tx: Tx, userId: string, attempts: Map<string, BatchAttempt>, fromCopies: boolean): Promise<Map<string, string>> {
  const versions = new Map<string, string>();
  for (const [productId, attempt] of attempts) {
    if (!attempt.changed) continue;
    const version = await writeAttempt(tx, userId, productId, attempt, fromCopies ? attempt.version : undefined);
    if (version === null) throw new StaleCopy();
    versions.set(productId, version);
  }
  const unchanged = [...attempts].filter(([, attempt]) => !attempt.changed);
  const current = fromCopies ? await attemptVersions(tx, userId, unchanged.map(([productId]) => productId)) : null;
  for (const [productId, attempt] of unchanged) {
    if (current && current.get(productId) !== attempt.version) throw new StaleCopy();
    versions.set(productId, attempt.version);
  }
  return versions;
}

/** What an entry does: its rejection, or the attempt after it and what else it writes. */
type EntryEffect =
  | { rejection: string }
  | { rejection: null; mode: TestMode; state: LocalExamState | null; changed: boolean; started: boolean; replaced: ReplacedTest | null; testChange: TestRowChange | null };

/** The re-scored event applied to the attempt, in memory (nothing written). */
function entryEffect(attempt: CachedAttempt, entry: OutboxEntryWire, key: AnswerKey): EntryEffect {
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

interface AtOncePlan {
  productId: string;
  attempt: { mode: TestMode; state: LocalExamState | null };
  /** The version the copy was taken at: the statement writes only over that row. */
  ifVersion: string;
  results: EntryResult[];
}

/**
 * The batch for the one-statement path, or null when it needs the full one: entries of one attempt this process has
 * a copy of, each key once, none refused, none writing anything but the attempt (starts, submits and replaced tests
 * write test rows), and the attempt changed. Assumes every key is new: the statement checks that.
 */
function planAtOnce(keys: Map<string, AnswerKey>, request: SyncRequest, copies: Map<string, CachedAttempt>): AtOncePlan | null {
  if (copies.size !== 1) return null;
  const [[productId, copy]] = [...copies] as [[string, CachedAttempt]];
  const key = keys.get(productId);
  if (!key) return null;
  const attempt: CachedAttempt = { ...copy };
  const seen = new Set<string>();
  const results: EntryResult[] = [];
  let changed = false;
  for (const entry of request.entries) {
    if (entry.productId !== productId || seen.has(entry.idempotencyKey)) return null;
    seen.add(entry.idempotencyKey);
    const effect = entryEffect(attempt, entry, key);
    if (effect.rejection !== null || effect.started || effect.replaced || effect.testChange) return null;
    if (effect.changed) {
      attempt.mode = effect.mode;
      attempt.state = effect.state;
      changed = true;
    }
    results.push({ seq: entry.seq, status: 'applied' });
  }
  if (!changed) return null;
  return { productId, attempt: { mode: attempt.mode, state: attempt.state }, ifVersion: copy.version, results };
}
