// The token rules of SPEC §4 at the edge: use the access token while it is valid, refresh it once expired (one
// refresh at a time across this tab and, with Web Locks, across tabs), and on a refused refresh delete the stored
// login and say the session expired. A refresh that fails for network reasons keeps everything: an exam running
// offline is never interrupted, and the refresh is tried again when the connection returns.
import { storedLoginFrom, tokenAction, TOKEN_EXPIRY_MARGIN_MS, TOKEN_REFRESH_LOCK, type StoredLogin, type TokenResponse } from '../../domain/session.ts';
import { clearStoredUser, readStoredLogin, writeStoredLogin } from './storedUser.ts';
import type { TokenLookup } from '../../api/client.ts';

export type { TokenLookup };

export class RefreshRefused extends Error {
  override name = 'RefreshRefused';
}

export interface TokenServiceDeps {
  /** POSTs oauth/token with grant_type=refresh_token; throws RefreshRefused on a 4xx answer. */
  refresh(refreshToken: string): Promise<TokenResponse>;
  onSessionExpired(): void;
  now?: () => number;
  storage?: Storage;
  isOnline?: () => boolean;
  locks?: LockManager;
  /**
   * The service worker's copy of the login (issue 34), where Background Sync runs: before a refresh the page takes a
   * login the worker renewed while it was closed (its refresh token replaced the page's), and after one it writes
   * its own, both inside the refresh lock the worker holds too, so no refresh token is ever used twice.
   */
  sessionCopy?: { adoptNewer(): Promise<void>; keep(login: StoredLogin): Promise<void> };
}

const REFRESH_LOCK = TOKEN_REFRESH_LOCK;
export const EXPIRY_MARGIN_MS = TOKEN_EXPIRY_MARGIN_MS;

export function createTokenService(deps: TokenServiceDeps) {
  const now = deps.now ?? Date.now;
  const storage = () => deps.storage ?? localStorage;
  const isOnline = deps.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  let inFlight: Promise<TokenLookup> | null = null;

  async function refreshNow(): Promise<TokenLookup> {
    // Another tab, or the service worker, may have refreshed while this one waited for the lock.
    await deps.sessionCopy?.adoptNewer().catch(() => undefined);
    const login = readStoredLogin(storage());
    const action = tokenAction(login, now() + EXPIRY_MARGIN_MS);
    if (!login || action === 'sign-in') return { kind: 'anonymous' };
    if (action === 'use') return { kind: 'token', accessToken: login.access_token };
    if (!isOnline()) return { kind: 'retry-later', staleAccessToken: login.access_token };
    try {
      const fresh = storedLoginFrom(await deps.refresh(login.refresh_token), now());
      writeStoredLogin(fresh, storage());
      await deps.sessionCopy?.keep(fresh).catch(() => undefined);
      return { kind: 'token', accessToken: fresh.access_token };
    } catch (error) {
      if (!(error instanceof RefreshRefused)) return { kind: 'retry-later', staleAccessToken: login.access_token };
      clearStoredUser(storage());
      deps.onSessionExpired();
      return { kind: 'anonymous' };
    }
  }

  function refresh(): Promise<TokenLookup> {
    inFlight ??= (deps.locks ? deps.locks.request(REFRESH_LOCK, refreshNow) : refreshNow()).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** The token to send now, refreshing it first when it has expired. */
  async function accessToken(): Promise<TokenLookup> {
    const login = readStoredLogin(storage());
    switch (tokenAction(login, now() + EXPIRY_MARGIN_MS)) {
      case 'use':
        return { kind: 'token', accessToken: login!.access_token };
      case 'refresh':
        return refresh();
      default:
        return { kind: 'anonymous' };
    }
  }

  return { accessToken, refresh };
}

export type TokenService = ReturnType<typeof createTokenService>;
