// Signing in and out on this device (who is signed in: useCurrentUser in storedUser.ts).
import type { ApiClient } from '../../api/client.ts';
import { storedLoginFrom } from '../../domain/session.ts';
import { authApi } from './authApi.ts';
import { clearStoredUser, readStoredLogin, writeStoredLogin, writeUserRecord } from './storedUser.ts';
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

