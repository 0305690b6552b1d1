// When to try an outbox flush again after a network error or a 5xx: exponential, capped, with jitter so many
// devices coming back online do not all retry in the same second.
export const SYNC_BACKOFF_BASE_MS = 1_000;
export const SYNC_BACKOFF_MAX_MS = 60_000;

/** Delay before attempt number `attempt` (1 = the first retry); `random` in [0, 1) spreads it by ±20 %. */
export function backoffDelayMs(attempt: number, random: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 16));
  const base = Math.min(SYNC_BACKOFF_MAX_MS, SYNC_BACKOFF_BASE_MS * 2 ** exponent);
  const jitter = 0.8 + 0.4 * Math.min(Math.max(random, 0), 0.999_999);
  return Math.round(base * jitter);
}
