// Table and property tests of the sign-in state rules.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  effectiveUserId,
  isLoggedIn,
  isTokenValid,
  needsRefresh,
  storedLoginFrom,
  tokenAction,
  tokenExpireAt,
  type StoredLogin,
} from './session.ts';

const NOW = 1_700_000_000_000;
const login: StoredLogin = { access_token: 'at', refresh_token: 'rt', expires_in: 3600, token_expire_at: NOW + 3_600_000 };

describe('tokenExpireAt', () => {
  it.each([
    [3600, NOW, NOW + 3_600_000],
    [1, NOW, NOW + 1000],
    [0, NOW, NOW],
    [-5, NOW, NOW],
    [Number.NaN, NOW, NOW],
    [Number.POSITIVE_INFINITY, NOW, NOW],
  ])('%s s from %s → %s', (seconds, now, expected) => {
    expect(tokenExpireAt(seconds, now)).toBe(expected);
  });

  it('is now plus the seconds in ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 7 }), fc.integer({ min: 0, max: 2 ** 45 }), (seconds, now) => {
        expect(tokenExpireAt(seconds, now) - now).toBe(seconds * 1000);
      }),
    );
  });

  it('storedLoginFrom keeps the response and adds the expiry', () => {
    expect(storedLoginFrom({ access_token: 'a', refresh_token: 'r', expires_in: 60 }, NOW)).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 60,
      token_expire_at: NOW + 60_000,
    });
  });
});

describe('token validity and refresh', () => {
  it.each<[string, StoredLogin | null, number, boolean, boolean, string]>([
    ['fresh token', login, NOW, true, false, 'use'],
    ['one ms before expiry', login, NOW + 3_599_999, true, false, 'use'],
    ['at the expiry instant', login, NOW + 3_600_000, false, true, 'refresh'],
    ['expired with a refresh token', login, NOW + 4_000_000, false, true, 'refresh'],
    ['expired without a refresh token', { ...login, refresh_token: '' }, NOW + 4_000_000, false, false, 'sign-in'],
    ['expired with a blank refresh token', { ...login, refresh_token: '  ' }, NOW + 4_000_000, false, false, 'sign-in'],
    ['blank access token', { ...login, access_token: '' }, NOW, false, true, 'refresh'],
    ['no stored login', null, NOW, false, false, 'sign-in'],
  ])('%s', (_name, stored, now, valid, refresh, action) => {
    expect(isTokenValid(stored, now)).toBe(valid);
    expect(needsRefresh(stored, now)).toBe(refresh);
    expect(tokenAction(stored, now)).toBe(action);
  });

  it('is valid exactly before token_expire_at', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (expireAt, now) => {
        expect(isTokenValid({ ...login, token_expire_at: expireAt }, now)).toBe(now < expireAt);
      }),
    );
  });
});

describe('isLoggedIn and effectiveUserId', () => {
  it.each([
    [{ userId: 'u-42' }, true, 'u-42'],
    [{ userId: '  u-42 ' }, true, 'u-42'],
    [{ userId: '' }, false, 'guest'],
    [{ userId: '   ' }, false, 'guest'],
    [{ userId: null }, false, 'guest'],
    [{}, false, 'guest'],
    [null, false, 'guest'],
    [undefined, false, 'guest'],
  ])('%o → logged in %s, user %s', (user, loggedIn, userId) => {
    expect(isLoggedIn(user)).toBe(loggedIn);
    expect(effectiveUserId(user)).toBe(userId);
  });
});
