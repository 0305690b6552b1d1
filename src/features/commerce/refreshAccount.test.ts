// @vitest-environment jsdom
// One call refreshes what the device knows of the learner's account: the user record (end dates) and the offline
// entitlement token, kept in Dexie; an answer for a learner no longer signed in is not written; a failed half leaves
// the other half's result.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import type { UserRecord } from '../../domain/auth/userRecord.ts';
import { shopDb } from '../../db/db.ts';
import { readEntitlements } from '../../db/commerceRecords.ts';
import { currentTenant } from '../../platform/tenant.ts';
import { readUserRecord, writeUserRecord } from '../session/storedUser.ts';
import { refreshAccount } from './refreshAccount.ts';

const record = (userId: string, endDates: UserRecord['endDates'] = []): UserRecord => ({
  userId,
  creationDate: '',
  email: `${userId}@example.com`,
  lastLogin: null,
  userName: userId,
  endDates,
  subscribedProducts: endDates.map((end) => end.productId),
  roles: [],
  loginMethod: 'password',
  mostRecentUsedProducts: [],
  secretQuestion: null,
  country: null,
  locale: null,
});

const bought = [{ productId: 'DE-full', endDate: '2099-01-01T00:00:00.000Z' }];

/** The server: user/me answers `me`, the entitlements route a token, or fails when `offline` names the path. */
function server(me: UserRecord, offline: string | null = null): ApiClient & { paths: string[] } {
  const client = {
    paths: [] as string[],
    baseUrl: '',
    request: async <T,>(path: string) => {
      client.paths.push(path);
      if (path === offline) throw new Error('offline');
      if (path === 'user/me') return me as T;
      if (path === `entitlements/${me.userId}`) return { token: 'header.payload.signature', products: [], serverTime: 1_000 } as T;
      throw new Error(`unexpected ${path}`);
    },
  };
  return client;
}

beforeEach(async () => {
  localStorage.clear();
  await shopDb().commerceRecords.clear();
});

describe('refreshAccount', () => {
  it('brings the fresh record and the entitlement token in one call', async () => {
    writeUserRecord(record('u1'));
    const api = server(record('u1', bought));
    await refreshAccount(api, 'u1');
    expect(api.paths.sort()).toEqual(['entitlements/u1', 'user/me']);
    expect(readUserRecord()?.endDates).toEqual(bought);
    expect((await readEntitlements(shopDb(), currentTenant, 'u1'))?.token).toBe('header.payload.signature');
  });

  it('does not write the record of a learner who signed out while it travelled', async () => {
    writeUserRecord(record('u2'));
    await refreshAccount(server(record('u1', bought)), 'u1');
    expect(readUserRecord()?.userId).toBe('u2');
  });

  it('keeps the token it got when the record cannot be fetched, and resolves either way', async () => {
    writeUserRecord(record('u1'));
    await refreshAccount(server(record('u1', bought), 'user/me'), 'u1');
    expect(readUserRecord()?.endDates).toEqual([]);
    expect((await readEntitlements(shopDb(), currentTenant, 'u1'))?.token).toBe('header.payload.signature');
  });
});
