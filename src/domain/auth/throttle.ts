// Sign-in throttling rule: after a number of free failures within a window, each further attempt waits 2^(n-free) s (capped).

export interface ThrottleRule {
  /** Failures allowed without any delay. */
  readonly freeFailures: number;
  /** Failures older than this (counted from the last one) are forgotten. */
  readonly windowMs: number;
  /** Longest wait ever imposed. */
  readonly maxDelayMs: number;
}

/** Per account (e-mail): 5 failures within 15 minutes, then 1 s, 2 s, 4 s … at most 15 minutes. */
export const ACCOUNT_THROTTLE_RULE: ThrottleRule = { freeFailures: 5, windowMs: 15 * 60_000, maxDelayMs: 15 * 60_000 };

/** Failures recorded for one key (an account or a client address). */
export interface ThrottleState {
  readonly failures: number;
  /** Epoch ms of the most recent failure (or reserved attempt). */
  readonly lastFailureAt: number;
}

/** Wait imposed after `failures` failures: 0 up to the free count, then 2^(failures - free) seconds, capped. */
export function delayAfterFailures(failures: number, rule: ThrottleRule): number {
  if (!Number.isFinite(failures) || failures < rule.freeFailures) return 0;
  const exponent = failures - rule.freeFailures;
  // 2^30 s is far beyond any sensible cap; avoid huge powers.
  if (exponent >= 30) return rule.maxDelayMs;
  return Math.min(2 ** exponent * 1000, rule.maxDelayMs);
}

/** The state still in force at `now`, or null once the window since the last failure has passed. */
export function activeState(state: ThrottleState | null, now: number, rule: ThrottleRule): ThrottleState | null {
  if (!state || state.failures <= 0) return null;
  return now - state.lastFailureAt >= Math.max(rule.windowMs, delayAfterFailures(state.failures, rule)) ? null : state;
}

/** Milliseconds until the next attempt is allowed; 0 means now. */
export function retryAfterMs(state: ThrottleState | null, now: number, rule: ThrottleRule): number {
  const active = activeState(state, now, rule);
  if (!active) return 0;
  // Within the free count there is no wait at all, even when a concurrent attempt stored a time later than the
  // `now` this one read before it reached the store.
  const delay = delayAfterFailures(active.failures, rule);
  if (delay === 0) return 0;
  return Math.max(0, active.lastFailureAt + delay - now);
}

/** Whole seconds for a Retry-After header: rounded up, at least 1. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The state after one more failure at `now` (a forgotten state starts again at 1). */
export function withFailure(state: ThrottleState | null, now: number, rule: ThrottleRule): ThrottleState {
  const active = activeState(state, now, rule);
  // A concurrent attempt may have stored a later time than this one's `now`: the window runs from the later one.
  return { failures: (active?.failures ?? 0) + 1, lastFailureAt: Math.max(now, active?.lastFailureAt ?? now) };
}

/** The state after one reserved attempt is given back (a success from a shared address); null when nothing is left. */
export function withoutOneFailure(state: ThrottleState | null, now: number, rule: ThrottleRule): ThrottleState | null {
  const active = activeState(state, now, rule);
  if (!active || active.failures <= 1) return null;
  return { failures: active.failures - 1, lastFailureAt: active.lastFailureAt };
}

/** How long a store must keep a state: until both its window and its delay have passed. */
export function stateLifetimeMs(state: ThrottleState, rule: ThrottleRule): number {
  return Math.max(rule.windowMs, delayAfterFailures(state.failures, rule));
}
