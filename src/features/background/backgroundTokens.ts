// The access token in the service worker (issue 34), by the same rules as the page's token service (SPEC §4,
// domain/session.ts): the copy's token while valid, else its refresh token exchanged once, inside the refresh Web Lock
// the page holds too, the renewed login written back to the copy for the page to take at its next open. A refused
// refresh leaves the login gone and the outbox queued, and is noted for the page to tell the learner.
import type { TokenLookup } from '../../api/client.ts';
import type { ShopDatabase } from '../../db/db.ts';
import { keepRenewedLogin, noteRefusedRefresh, readBackgroundSession } from '../../db/backgroundSession.ts';
import { storedLoginFrom, tokenAction, TOKEN_EXPIRY_MARGIN_MS, TOKEN_REFRESH_LOCK, type TokenResponse } from '../../domain/session.ts';

/** What a refresh tells the worker: as for the page, plus "refused" (the learner must sign in again). */
export type BackgroundTokenLookup = TokenLookup | { kind: 'refused' };

export interface BackgroundTokenDeps {
  db: ShopDatabase;
  /** POSTs oauth/token with grant_type=refresh_token; answers 'refused' on a 4xx. */
  refreshGrant(refreshToken: string): Promise<TokenResponse | 'refused'>;
  locks?: Pick<LockManager, 'request'>;
  now?: () => number;
}

export function backgroundTokens({ db, refreshGrant, locks, now = Date.now }: BackgroundTokenDeps) {
  async function refreshNow(force: boolean): Promise<BackgroundTokenLookup> {
    // Read inside the lock: the page may have renewed it meanwhile (it writes the copy inside the same lock).
    const session = await readBackgroundSession(db);
    const login = session?.login;
    if (!session || !login) return { kind: 'anonymous' };
    const action = tokenAction(login, now() + TOKEN_EXPIRY_MARGIN_MS);
    if (action === 'sign-in') return { kind: 'anonymous' };
    if (action === 'use' && !force) return { kind: 'token', accessToken: login.access_token };
    let answer: TokenResponse | 'refused';
    try {
      answer = await refreshGrant(login.refresh_token);
    } catch {
      return { kind: 'retry-later', staleAccessToken: login.access_token }; // the network: try again at the next sync
    }
    if (answer === 'refused') {
      await noteRefusedRefresh(db, session.userId, now());
      return { kind: 'refused' };
    }
    const fresh = storedLoginFrom(answer, now());
    await keepRenewedLogin(db, session.userId, fresh, now());
    return { kind: 'token', accessToken: fresh.access_token };
  }

  /** `force`: the server answered 401 to a token the clock still counts valid. */
  function refresh(force = false): Promise<BackgroundTokenLookup> {
    return locks ? locks.request(TOKEN_REFRESH_LOCK, () => refreshNow(force)) : refreshNow(force);
  }

  async function accessToken(): Promise<TokenLookup> {
    const login = (await readBackgroundSession(db))?.login ?? null;
    if (login && tokenAction(login, now() + TOKEN_EXPIRY_MARGIN_MS) === 'use') return { kind: 'token', accessToken: login.access_token };
    const renewed = await refresh();
    return renewed.kind === 'refused' ? { kind: 'anonymous' } : renewed;
  }

  return { accessToken, refresh };
}
