// Signing in and out on this device, and the hook that tells components who is signed in.
import { useSyncExternalStore } from 'react';
import type { ApiClient } from '../../api/client.ts';
import { storedLoginFrom } from '../../domain/session.ts';
import { authApi } from './authApi.ts';
import { clearStoredUser, readStoredLogin, readUserRecord, SESSION_CHANGED_EVENT, USER_RECORD_KEY, writeStoredLogin, writeUserRecord } from './storedUser.ts';
import type { UserRecord } from './userRecord.ts';

export async function signInWithPassword(api: ApiClient, email: string, password: string): Promise<UserRecord> {
  const tokens = await authApi.passwordGrant(api, email.trim(), password);
  writeStoredLogin(storedLoginFrom(tokens, Date.now()));
  const user = await authApi.me(api);
  writeUserRecord(user);
  return user;
}

/** Forgets the session on this device at once; the server revocation is best effort (it may be offline). */
export async function signOut(api: ApiClient): Promise<void> {
  const login = readStoredLogin();
  clearStoredUser();
  if (login) await authApi.revoke(api, login.access_token, login.refresh_token).catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGED_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(SESSION_CHANGED_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

let lastRaw: string | null = null;
let lastUser: UserRecord | null = null;

/** The signed-in user's record, or null; re-renders on sign-in, sign-out and changes from other tabs. */
export function useCurrentUser(): UserRecord | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      const raw = localStorage.getItem(USER_RECORD_KEY);
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastUser = readUserRecord();
      }
      return lastUser;
    },
    () => null,
  );
}
