// Sign-in state rules (SPEC §3, §4, §6): token expiry from expires_in, when to use or refresh the token,
// and who counts as logged in.
import { GUEST_USER_ID } from './constants.ts';

/** Refresh a little before the stored expiry, so clock skew never turns a valid session into a 401. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;

/** The Web Lock held while a refresh token is exchanged, by every tab and by the service worker (one use each). */
export const TOKEN_REFRESH_LOCK = 'exam-quiz-token-refresh';

/** The stored login (kept locally as currentUser). */
export interface StoredLogin {
  access_token: string;
  refresh_token: string;
  /** Seconds, as the token endpoint sends it. */
  expires_in: number;
  /** Epoch ms when the access token expires: the time it was stored plus expires_in seconds. */
  token_expire_at: number;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** now + expiresInSeconds × 1000; a negative or non-finite lifetime means the token is already expired. */
export function tokenExpireAt(expiresInSeconds: number, now: number): number {
  const seconds = Number.isFinite(expiresInSeconds) && expiresInSeconds > 0 ? expiresInSeconds : 0;
  return now + seconds * 1000;
}

export function storedLoginFrom(response: TokenResponse, now: number): StoredLogin {
  return { ...response, token_expire_at: tokenExpireAt(response.expires_in, now) };
}

/** The access token is used while it has not expired; at the expiry instant it no longer counts. */
export function isTokenValid(login: StoredLogin | null, now: number): boolean {
  return login !== null && login.access_token.trim() !== '' && now < login.token_expire_at;
}

/** An expired token with a refresh token is exchanged for a new one. */
export function needsRefresh(login: StoredLogin | null, now: number): boolean {
  return login !== null && !isTokenValid(login, now) && login.refresh_token.trim() !== '';
}

export type TokenAction = 'use' | 'refresh' | 'sign-in';

/** What to do before an authorised call: use the token, refresh it, or the session has ended. */
export function tokenAction(login: StoredLogin | null, now: number): TokenAction {
  if (isTokenValid(login, now)) return 'use';
  if (needsRefresh(login, now)) return 'refresh';
  return 'sign-in';
}

/** Logged in means the stored user has a non-blank userId. */
export function isLoggedIn(user: { userId?: string | null } | null | undefined): boolean {
  return (user?.userId ?? '').trim() !== '';
}

/** The userId for calls: the user's own, or guest for anonymous learners. */
export function effectiveUserId(user: { userId?: string | null } | null | undefined): string {
  return isLoggedIn(user) ? (user?.userId ?? '').trim() : GUEST_USER_ID;
}
