// Table tests of the sign-in throttling rule.
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_THROTTLE_RULE as RULE,
  activeState,
  delayAfterFailures,
  retryAfterMs,
  retryAfterSeconds,
  withFailure,
  withoutOneFailure,
} from './throttle.ts';

const MIN = 60_000;

describe('delayAfterFailures', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1_000],
    [6, 2_000],
    [7, 4_000],
    [10, 32_000],
    [14, 512_000],
    [15, 15 * MIN], // 1024 s is capped at 900 s
    [40, 15 * MIN],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s failures → %s ms', (failures, expected) => {
    expect(delayAfterFailures(failures, RULE)).toBe(expected);
  });
});

describe('retryAfterMs', () => {
  const t0 = 1_000_000;
  it.each([
    ['no state', null, t0, 0],
    ['4 failures', { failures: 4, lastFailureAt: t0 }, t0, 0],
    ['5 failures, at once', { failures: 5, lastFailureAt: t0 }, t0, 1_000],
    ['5 failures, 400 ms later', { failures: 5, lastFailureAt: t0 }, t0 + 400, 600],
    ['5 failures, 1 s later', { failures: 5, lastFailureAt: t0 }, t0 + 1_000, 0],
    ['6 failures, at once', { failures: 6, lastFailureAt: t0 }, t0, 2_000],
    ['20 failures, 14 min later', { failures: 20, lastFailureAt: t0 }, t0 + 14 * MIN, MIN],
    ['20 failures, 15 min later', { failures: 20, lastFailureAt: t0 }, t0 + 15 * MIN, 0],
  ])('%s', (_name, state, now, expected) => {
    expect(retryAfterMs(state, now, RULE)).toBe(expected);
  });
});

describe('state changes', () => {
  const t0 = 5_000_000;
  it('counts failures inside the window and starts again after it', () => {
    let state = withFailure(null, t0, RULE);
    state = withFailure(state, t0 + MIN, RULE);
    expect(state).toEqual({ failures: 2, lastFailureAt: t0 + MIN });
    expect(withFailure(state, t0 + MIN + 15 * MIN, RULE)).toEqual({ failures: 1, lastFailureAt: t0 + 16 * MIN });
  });

  it('forgets a state once the window since the last failure has passed', () => {
    const state = { failures: 3, lastFailureAt: t0 };
    expect(activeState(state, t0 + 15 * MIN - 1, RULE)).toBe(state);
    expect(activeState(state, t0 + 15 * MIN, RULE)).toBeNull();
  });

  it('gives back one reserved attempt', () => {
    expect(withoutOneFailure({ failures: 3, lastFailureAt: t0 }, t0, RULE)).toEqual({ failures: 2, lastFailureAt: t0 });
    expect(withoutOneFailure({ failures: 1, lastFailureAt: t0 }, t0, RULE)).toBeNull();
    expect(withoutOneFailure(null, t0, RULE)).toBeNull();
  });

  it.each([
    [1, 1],
    [999, 1],
    [1_000, 1],
    [1_001, 2],
    [900_000, 900],
  ])('Retry-After of %s ms is %s s', (ms, seconds) => {
    expect(retryAfterSeconds(ms)).toBe(seconds);
  });
});
