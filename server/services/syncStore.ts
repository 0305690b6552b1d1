// The statements of exam sync (services/examSync.ts), each for a whole batch: claims of idempotency keys, their first
// outcomes, refusals, and the attempt rows with their version (xmin, see services/attemptCache.ts); and the common
// batch as one statement (writeBatchAtOnce). Arrays go in as one parameter each (`unnest`, `= any`), not one
// parameter per value. States are stored packed (schema.ts packedExamStateJsonb).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appliedSyncEntries, examAttempts } from '../db/schema.ts';
import type { LocalExamState } from '@domain/exam/types.ts';
import { packExamState, unpackExamState, type PackedExamState } from '@domain/exam/stateCodec.ts';
import type { TestMode } from '@domain/config/types.ts';
import type { EntryResult, OutboxEntryWire, SyncRequest } from '@domain/sync/protocol.ts';
import type { CachedAttempt } from './attemptCache.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rows<T>(tx: Pick<Tx, 'execute'>, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The statement claiming every distinct key of the batch, in key order so two overlapping batches wait for each other
 * instead of deadlocking; a key claimed by a concurrent transaction waits for it. A key claimed before is skipped
 * (and the statement returns the claims made here), or, for the one-statement batch that expects every key to be new,
 * fails the whole statement: a plain insert, without ON CONFLICT's extra check of each key.
 */
function claimsInsert(userId: string, request: SyncRequest, claimedBefore: 'skip' | 'fail'): SQL {
  const firstOfKey = new Map<string, OutboxEntryWire>();
  for (const entry of request.entries) if (!firstOfKey.has(entry.idempotencyKey)) firstOfKey.set(entry.idempotencyKey, entry);
  const claims = [...firstOfKey.values()].sort((a, b) => byText(a.idempotencyKey, b.idempotencyKey));
  const insert = sql`insert into ${appliedSyncEntries} (user_id, idempotency_key, client_id, seq, product_id, outcome)
        select ${userId}, claim.key, ${request.clientId}, claim.seq, claim.product_id, 'applied'
          from unnest(${textArray(claims.map((e) => e.idempotencyKey))}, ${sql.param(claims.map((e) => e.seq))}::int[], ${textArray(claims.map((e) => e.productId))})
               with ordinality as claim(key, seq, product_id, position)
         order by claim.position`;
  return claimedBefore === 'skip' ? sql`${insert} on conflict (user_id, idempotency_key) do nothing returning id, idempotency_key as key` : sql`${insert} returning 1`;
}

/** Claims every distinct key of the batch in one statement (claimsInsert). Returns the claim id of each key claimed here; the others were claimed before. */
export async function claimEntries(tx: Tx, userId: string, request: SyncRequest): Promise<Map<string, number>> {
  const claimed = await rows<{ id: number; key: string }>(tx, claimsInsert(userId, request, 'skip'));
  return new Map(claimed.map((row) => [row.key, row.id]));
}

/**
 * A declined one-statement batch: what sync_batch_check raises (migration 0017), a key claimed before (unique
 * violation), or a deadlock or serialization failure (nothing of the statement stayed either; the locked path
 * retries those).
 */
const DECLINED_CODES = new Set(['EQ409', '23505', '40P01', '40001']);

/**
 * A whole batch of one attempt in ONE statement, outside any transaction (the common case: every key new, the
 * attempt unchanged since this process last wrote it, nothing but the attempt to write): every key claimed as
 * applied and the attempt written only if every key was new (a key claimed before fails the claims) and the row is
 * still `ifVersion` (else sync_batch_check raises); a declined statement leaves nothing. Returns the new version, or
 * null when declined.
 */
export async function writeBatchAtOnce(db: Db, userId: string, request: SyncRequest, productId: string, attempt: Omit<CachedAttempt, 'version'>, ifVersion: string): Promise<string | null> {
  const keys = new Set(request.entries.map((entry) => entry.idempotencyKey)).size;
  try {
    const [row] = await rows<{ version: string | null }>(
      db,
      sql`with claimed as (${claimsInsert(userId, request, 'fail')}),
          written as (
            update ${examAttempts} set mode = ${attempt.mode}, state = ${attempt.state === null ? null : JSON.stringify(packExamState(attempt.state))}::jsonb, updated_at = clock_timestamp()
             where user_id = ${userId} and product_id = ${productId} and xmin::text = ${ifVersion} and (select count(*) from claimed) = ${keys}
             returning xmin::text as version)
          select sync_batch_check((select count(*) from written) = 1) as ok, (select version from written) as version`,
    );
    return row?.version ?? null;
  } catch (error) {
    if (DECLINED_CODES.has(pgErrorCode(error) ?? '')) return null;
    throw error;
  }
}

/** Keys claimed before: 'duplicate' if they applied, the same rejection if they were refused (never silently dropped). */
export async function firstOutcomes(tx: Tx, userId: string, keys: string[]): Promise<Map<string, Omit<EntryResult, 'seq'>>> {
  const outcomes = new Map<string, Omit<EntryResult, 'seq'>>();
  if (keys.length === 0) return outcomes;
  const found = await rows<{ key: string; outcome: string; reason: string | null }>(
    tx,
    sql`select idempotency_key as key, outcome, reason from ${appliedSyncEntries} where user_id = ${userId} and idempotency_key = any(${textArray(keys)})`,
  );
  for (const row of found) {
    outcomes.set(row.key, row.outcome === 'rejected' ? { status: 'rejected', reason: row.reason ?? 'rejected' } : { status: 'duplicate' });
  }
  return outcomes;
}

/** Records refusals on their claims, one statement per reason. */
export async function recordRejections(tx: Tx, claimIdsByReason: Map<string, number[]>): Promise<void> {
  for (const [reason, ids] of claimIdsByReason) {
    await tx.execute(sql`update ${appliedSyncEntries} set outcome = 'rejected', reason = ${reason} where id = any(${sql.param(ids)}::int[])`);
  }
}

/**
 * The attempts of these products, locked until the transaction ends (in product order, so batches touching the same
 * products never deadlock). Those in `create` that do not exist yet are created empty in the given mode, then locked
 * in turn: one statement when the attempts exist, as they do after a first batch.
 */
export async function lockAttempts(tx: Tx, userId: string, productIds: string[], create: Map<string, TestMode>): Promise<Map<string, CachedAttempt>> {
  const attempts = await selectAttempts(tx, userId, productIds, true);
  const missing = [...create].filter(([productId]) => !attempts.has(productId)).sort(([a], [b]) => byText(a, b));
  if (missing.length === 0) return attempts;
  await tx
    .insert(examAttempts)
    .values(missing.map(([productId, mode]) => ({ userId, productId, mode, state: null })))
    .onConflictDoNothing();
  for (const [productId, attempt] of await selectAttempts(tx, userId, missing.map(([productId]) => productId), true)) attempts.set(productId, attempt);
  return attempts;
}

async function selectAttempts(tx: Tx, userId: string, productIds: string[], forUpdate: boolean): Promise<Map<string, CachedAttempt>> {
  const found = await rows<{ product_id: string; version: string; mode: TestMode; state: PackedExamState | LocalExamState | string | null }>(
    tx,
    sql`select product_id, xmin::text as version, mode, state from ${examAttempts}
         where user_id = ${userId} and product_id = any(${textArray(productIds)})
         order by product_id ${forUpdate ? sql`for update` : sql``}`,
  );
  return new Map(found.map((row) => [row.product_id, { version: row.version, mode: row.mode, state: parsedState(row.state) }]));
}

/** The version each of these attempts has now (read, not locked): checks copies the batch applied to but did not change. */
export async function attemptVersions(tx: Tx, userId: string, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const found = await rows<{ product_id: string; version: string }>(
    tx,
    sql`select product_id, xmin::text as version from ${examAttempts} where user_id = ${userId} and product_id = any(${textArray(productIds)})`,
  );
  return new Map(found.map((row) => [row.product_id, row.version]));
}

/**
 * Writes the attempt; with `ifVersion`, only if the row is still that version. Returns the new version, or null when
 * the row had changed (or is gone).
 */
export async function writeAttempt(tx: Tx, userId: string, productId: string, attempt: Omit<CachedAttempt, 'version'>, ifVersion?: string): Promise<string | null> {
  const [row] = await rows<{ version: string }>(
    tx,
    sql`update ${examAttempts} set mode = ${attempt.mode}, state = ${attempt.state === null ? null : JSON.stringify(packExamState(attempt.state))}::jsonb, updated_at = clock_timestamp()
         where user_id = ${userId} and product_id = ${productId} ${ifVersion === undefined ? sql`` : sql`and xmin::text = ${ifVersion}`}
         returning xmin::text as version`,
  );
  return row?.version ?? null;
}

/**
 * The stored state (packed, see schema.ts packedExamStateJsonb) in the app's shape. Raw queries get jsonb as parsed
 * JSON from both drivers; a driver without the parser would hand over its text.
 */
function parsedState(state: PackedExamState | LocalExamState | string | null): LocalExamState | null {
  if (state === null) return null;
  return unpackExamState(typeof state === 'string' ? (JSON.parse(state) as PackedExamState | LocalExamState) : state);
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
