import { describe, expect, it } from 'vitest';
import { loginToAdopt } from './loginCopy.ts';
import type { StoredLogin } from '../session.ts';

const login = (refresh: string, expiresAt: number): StoredLogin => ({ access_token: `a-${refresh}`, refresh_token: refresh, expires_in: 900, token_expire_at: expiresAt });
const page = login('r1', 1_000);
const renewed = login('r2', 2_000);

describe('the login the page takes from the worker', () => {
  it.each([
    ['the worker renewed it for the same learner', 'u1', page, { userId: 'u1', login: renewed }, renewed],
    ['the copy is the page’s own login', 'u1', page, { userId: 'u1', login: page }, null],
    ['the copy is older than the page’s', 'u1', renewed, { userId: 'u1', login: page }, null],
    ['the copy belongs to another learner', 'u1', page, { userId: 'u2', login: renewed }, null],
    ['the worker’s refresh was refused (no login left)', 'u1', page, { userId: 'u1', login: null }, null],
    ['nobody is signed in on the page', null, null, { userId: 'u1', login: renewed }, null],
    ['there is no copy', 'u1', page, undefined, null],
  ] as const)('%s', (_case, userId, pageLogin, copy, expected) => {
    expect(loginToAdopt(userId, pageLogin, copy)).toEqual(expected);
  });
});
