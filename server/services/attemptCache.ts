// The attempts this process last wrote or read in exam sync, per user and product, with the version of the row they
// came from (its xmin: the transaction that wrote that row version). A sync batch may apply to the copy instead of
// reading the row, and then writes only if the row is still that version (exam sync's optimistic path): any write to
// the row, from this process or another, changes its version, so a stale copy is never applied to.
// The states are shared, never mutated: the exam rules return new objects.
import type { Db } from '../db/open.ts';
import type { LocalExamState } from '@domain/exam/types.ts';
import type { TestMode } from '@domain/config/types.ts';

export interface CachedAttempt {
  version: string;
  mode: TestMode;
  state: LocalExamState | null;
}

/** Enough for the learners syncing at once on one process; a miss only costs a locked read. */
const MAX_ENTRIES = 1000;
const TTL_MS = 60_000;

export class AttemptCache {
  readonly #entries = new Map<string, CachedAttempt & { at: number }>();

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly ttlMs = TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(userId: string, productId: string): CachedAttempt | undefined {
    const key = keyOf(userId, productId);
    const entry = this.#entries.get(key);
    if (entry && this.now() - entry.at <= this.ttlMs) return entry;
    if (entry) this.#entries.delete(key);
    return undefined;
  }

  set(userId: string, productId: string, attempt: CachedAttempt): void {
    const key = keyOf(userId, productId);
    this.#entries.delete(key); // re-inserted last: the Map's order is the eviction order
    this.#entries.set(key, { ...attempt, at: this.now() });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  delete(userId: string, productId: string): void {
    this.#entries.delete(keyOf(userId, productId));
  }

  get size(): number {
    return this.#entries.size;
  }
}

const keyOf = (userId: string, productId: string): string => `${userId}\u0000${productId}`;

const caches = new WeakMap<Db, AttemptCache>();

/** One cache per database handle (so per app, and per test database). */
export function attemptCacheOf(db: Db): AttemptCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new AttemptCache()));
  return cache;
}
