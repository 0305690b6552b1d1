// @vitest-environment jsdom
// The way back after sign-up: kept on the device through the confirmation mail, taken once by the first sign-in,
// only a fresh path of the same site.
import { afterEach, describe, expect, it } from 'vitest';
import { keepReturnAfterSignUp, takeReturnAfterSignUp } from './returnAfterSignUp.ts';

afterEach(() => localStorage.clear());

describe('return after sign-up', () => {
  it('gives the kept checkout back once', () => {
    keepReturnAfterSignUp('/us/checkout', 1_000);
    expect(takeReturnAfterSignUp('us', 2_000)).toBe('/us/checkout');
    expect(takeReturnAfterSignUp('us', 3_000)).toBeNull();
  });

  it('gives nothing back after a day, for another site, or for a path leaving the site', () => {
    keepReturnAfterSignUp('/us/checkout', 0);
    expect(takeReturnAfterSignUp('us', 24 * 60 * 60 * 1000 + 1)).toBeNull();
    keepReturnAfterSignUp('/us/checkout', 0);
    expect(takeReturnAfterSignUp('de', 1)).toBeNull();
    keepReturnAfterSignUp('/us//evil.example', 0);
    expect(takeReturnAfterSignUp('us', 1)).toBeNull();
  });

  it('forgets a kept path when the next sign-up has none', () => {
    keepReturnAfterSignUp('/us/checkout', 0);
    keepReturnAfterSignUp(null, 1);
    expect(takeReturnAfterSignUp('us', 2)).toBeNull();
  });
});
