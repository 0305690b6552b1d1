// The statements of exam sync (services/examSync.ts), each for a whole batch: claims of idempotency keys, their first
// outcomes, refusals, and the attempt rows, locked while the batch applies. Arrays go in as one parameter each
// (`unnest`, `= any`), not one parameter per value. States are stored packed (schema.ts packedExamStateJsonb).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appliedSyncEntries, examAttempts } from '../db/schema.ts';
import type { LocalExamState } from '@domain/exam/types.ts';
import { packExamState, unpackExamState, type PackedExamState } from '@domain/exam/stateCodec.ts';
import type { TestMode } from '@domain/config/types.ts';
import type { EntryResult, OutboxEntryWire, SyncRequest } from '@domain/sync/protocol.ts';

/** An exam attempt as stored: its mode and state. */
export interface StoredAttempt {
  mode: TestMode;
  state: LocalExamState | null;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function rows<T>(tx: Pick<Tx, 'execute'>, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Claims every distinct key of the batch in one statement, in key order so two overlapping batches wait for each
 * other instead of deadlocking; a key claimed by a concurrent transaction waits for it. Returns the claim id of each
 * key claimed here; the others were claimed before.
 */
export async function claimEntries(tx: Tx, userId: string, request: SyncRequest): Promise<Map<string, number>> {
  const firstOfKey = new Map<string, OutboxEntryWire>();
  for (const entry of request.entries) if (!firstOfKey.has(entry.idempotencyKey)) firstOfKey.set(entry.idempotencyKey, entry);
  const claims = [...firstOfKey.values()].sort((a, b) => byText(a.idempotencyKey, b.idempotencyKey));
  const claimed = await rows<{ id: number; key: string }>(
    tx,
    sql`insert into ${appliedSyncEntries} (user_id, idempotency_key, client_id, seq, product_id, outcome)
        select ${userId}, claim.key, ${request.clientId}, claim.seq, claim.product_id, 'applied'
          from unnest(${textArray(claims.map((e) => e.idempotencyKey))}, ${sql.param(claims.map((e) => e.seq))}::int[], ${textArray(claims.map((e) => e.productId))})
               with ordinality as claim(key, seq, product_id, position)
         order by claim.position
        on conflict (user_id, idempotency_key) do nothing
        returning id, idempotency_key as key`,
  );
  return new Map(claimed.map((row) => [row.key, row.id]));
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
export async function lockAttempts(tx: Tx, userId: string, productIds: string[], create: Map<string, TestMode>): Promise<Map<string, StoredAttempt>> {
  const attempts = await selectForUpdate(tx, userId, productIds);
  const missing = [...create].filter(([productId]) => !attempts.has(productId)).sort(([a], [b]) => byText(a, b));
  if (missing.length === 0) return attempts;
  await tx
    .insert(examAttempts)
    .values(missing.map(([productId, mode]) => ({ userId, productId, mode, state: null })))
    .onConflictDoNothing();
  for (const [productId, attempt] of await selectForUpdate(tx, userId, missing.map(([productId]) => productId))) attempts.set(productId, attempt);
  return attempts;
}

async function selectForUpdate(tx: Tx, userId: string, productIds: string[]): Promise<Map<string, StoredAttempt>> {
  const found = await rows<{ product_id: string; mode: TestMode; state: PackedExamState | LocalExamState | string | null }>(
    tx,
    sql`select product_id, mode, state from ${examAttempts}
         where user_id = ${userId} and product_id = any(${textArray(productIds)})
         order by product_id for update`,
  );
  return new Map(found.map((row) => [row.product_id, { mode: row.mode, state: parsedState(row.state) }]));
}

/** Writes the attempt (locked by lockAttempts in this transaction). */
export async function writeAttempt(tx: Tx, userId: string, productId: string, attempt: StoredAttempt): Promise<void> {
  await tx.execute(
    sql`update ${examAttempts} set mode = ${attempt.mode}, state = ${attempt.state === null ? null : JSON.stringify(packExamState(attempt.state))}::jsonb, updated_at = clock_timestamp()
         where user_id = ${userId} and product_id = ${productId}`,
  );
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
