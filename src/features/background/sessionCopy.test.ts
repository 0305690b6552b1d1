// @vitest-environment jsdom
// The page and the worker's login copy: the page writes its login after every change, takes the login the worker
// renewed while it was closed (never writes its older one over it), and a sign-out leaves the worker nothing.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ShopDatabase } from '../../db/db.ts';
import { keepRenewedLogin, readBackgroundSession } from '../../db/backgroundSession.ts';
import { clearStoredUser, readStoredLogin, writeStoredLogin, writeUserRecord } from '../session/storedUser.ts';
import type { UserRecord } from '../session/userRecord.ts';
import { sessionCopy } from './sessionCopy.ts';

const login = (refresh: string, expiresAt: number) => ({ access_token: `a-${refresh}`, refresh_token: refresh, expires_in: 900, token_expire_at: expiresAt });

let db: ShopDatabase;
beforeEach(() => {
  localStorage.clear();
  db = new ShopDatabase(`copy-${Math.random()}`);
  writeUserRecord({ userId: 'u1' } as UserRecord);
  writeStoredLogin(login('r1', 1_000));
});
afterEach(async () => {
  await db.delete();
});

describe('the page keeps the worker’s login copy in step', () => {
  it('writes the page’s login for the worker', async () => {
    await sessionCopy(async () => db, 'eq').keep();
    expect(await readBackgroundSession(db)).toMatchObject({ tenant: 'eq', userId: 'u1', login: login('r1', 1_000) });
  });

  it('takes the login the worker renewed instead of writing its own older one over it', async () => {
    const copy = sessionCopy(async () => db, 'eq');
    await copy.keep();
    await keepRenewedLogin(db, 'u1', login('r2', 2_000));
    await copy.keep();
    expect(readStoredLogin()?.refresh_token).toBe('r2');
    expect((await readBackgroundSession(db))?.login?.refresh_token).toBe('r2');
  });

  it('takes the renewed login before its own refresh (adoptNewer)', async () => {
    const copy = sessionCopy(async () => db, 'eq');
    await copy.keep();
    await keepRenewedLogin(db, 'u1', login('r2', 2_000));
    await copy.adoptNewer();
    expect(readStoredLogin()?.refresh_token).toBe('r2');
  });

  it('leaves the worker nothing to send with once signed out', async () => {
    const copy = sessionCopy(async () => db, 'eq');
    await copy.keep();
    clearStoredUser();
    await copy.keep();
    expect(await readBackgroundSession(db)).toBeUndefined();
  });
});
