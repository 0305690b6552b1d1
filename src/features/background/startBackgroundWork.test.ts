// @vitest-environment jsdom
// A refresh the worker was refused while the app was closed is told at the next open, once, in the learner's
// language: the session ends on the page too, and the answers stay queued for the next sign-in.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shopDb } from '../../db/db.ts';
import { keepBackgroundSession, noteRefusedRefresh, readBackgroundSession } from '../../db/backgroundSession.ts';
import { activateLocale } from '../../i18n/i18n.ts';
import { notices } from '../../ui/notices/noticeStore.ts';
import { readUserRecord, writeStoredLogin, writeUserRecord } from '../session/storedUser.ts';
import type { UserRecord } from '../session/userRecord.ts';
import { startBackgroundWork } from './startBackgroundWork.ts';

const login = { access_token: 'a', refresh_token: 'r', expires_in: 900, token_expire_at: 1 };

beforeEach(async () => {
  localStorage.clear();
  notices.reset();
  await shopDb().backgroundSession.clear();
  writeUserRecord({ userId: 'u1' } as UserRecord);
  writeStoredLogin(login);
});
afterEach(() => notices.reset());

describe('the next open after the worker’s refresh was refused', () => {
  it('says so in the learner’s language, asks to sign in again, and says it once', async () => {
    await activateLocale('fr');
    await keepBackgroundSession(shopDb(), { tenant: 'eq', userId: 'u1', login });
    await noteRefusedRefresh(shopDb(), 'u1');
    await startBackgroundWork('eq');
    expect(notices.get().toasts.map((toast) => toast.message)).toEqual([
      'Votre session a expiré pendant que l’application était fermée. Vos réponses sont conservées sur cet appareil : reconnectez-vous pour les envoyer.',
    ]);
    expect(notices.get().authDialog).toBe('session-expired');
    expect(readUserRecord()).toBeNull();
    await expect.poll(async () => readBackgroundSession(shopDb())).toBeUndefined();

    notices.reset();
    writeUserRecord({ userId: 'u1' } as UserRecord);
    writeStoredLogin(login);
    await startBackgroundWork('eq');
    expect(notices.get().toasts).toEqual([]);
  });

  it('says nothing when the worker had no trouble', async () => {
    await keepBackgroundSession(shopDb(), { tenant: 'eq', userId: 'u1', login });
    await startBackgroundWork('eq');
    expect(notices.get().toasts).toEqual([]);
    expect(notices.get().authDialog).toBeNull();
  });
});
