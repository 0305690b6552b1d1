// The stored login (`currentUser`, SPEC §3) and the user record kept on this device.
// Reading never throws: stored JSON that fails to parse counts as absent (SPEC §8). useCurrentUser is the record
// as components see it (here, beside the storage it reads, so a page header needs nothing more).
import { useSyncExternalStore } from 'react';
import type { StoredLogin } from '../../domain/session.ts';
import type { UserRecord } from './userRecord.ts';

export type { StoredLogin };

export const CURRENT_USER_KEY = 'currentUser';
export const USER_RECORD_KEY = 'user';

/** Fired on this window whenever the stored login or user changes (other tabs get the `storage` event). */
export const SESSION_CHANGED_EVENT = 'session-changed';

function notifyChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null; // SPEC §8: stored JSON that fails to parse yields null
  }
}

/** The device's storage; none in the server's first-visit render (src/app/renderPage.tsx), where nobody is signed in. */
const deviceStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function readStoredLogin(storage: Storage | undefined = deviceStorage()): StoredLogin | null {
  if (!storage) return null;
  const login = readJson<StoredLogin>(storage, CURRENT_USER_KEY);
  return login && typeof login.access_token === 'string' ? login : null;
}

export function writeStoredLogin(login: StoredLogin, storage: Storage = localStorage): void {
  storage.setItem(CURRENT_USER_KEY, JSON.stringify(login));
  notifyChange();
}

export function readUserRecord(storage: Storage | undefined = deviceStorage()): UserRecord | null {
  if (!storage) return null;
  const user = readJson<UserRecord>(storage, USER_RECORD_KEY);
  return user && typeof user.userId === 'string' ? user : null;
}

export function writeUserRecord(user: UserRecord, storage: Storage = localStorage): void {
  storage.setItem(USER_RECORD_KEY, JSON.stringify(user));
  notifyChange();
}

/** Clears every user record kept on this device (SPEC §4: on any 401 or 403). */
export function clearStoredUser(storage: Storage = localStorage): void {
  storage.removeItem(CURRENT_USER_KEY);
  storage.removeItem(USER_RECORD_KEY);
  notifyChange();
}

export function isSignInPage(pathname: string): boolean {
  return pathname.includes('/auth/signin');
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
