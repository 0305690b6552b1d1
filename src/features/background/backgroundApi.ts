// The page's API client as the service worker uses it (issue 34): the same request rules, with the token from the
// login copy (backgroundTokens.ts) and the XSRF value the worker can read, and nothing shown (there is no page).
import { ApiError, createApiClient, type ApiClient } from '../../api/client.ts';
import type { ShopDatabase, StoredBackgroundSession } from '../../db/db.ts';
import type { TokenResponse } from '../../domain/session.ts';
import { backgroundTokens } from './backgroundTokens.ts';

export interface BackgroundApiDeps {
  db: ShopDatabase;
  fetch: typeof fetch;
  locks?: Pick<LockManager, 'request'>;
  /** The XSRF cookie where the worker can read cookies (cookieStore); else the copy the page kept. */
  readXsrfCookie?: () => Promise<string | undefined>;
  /**
   * The OAuth refresh grant (oauthRefresh.ts in the worker: the page's authApi). Passed in, not imported: the OAuth
   * client's build-time credentials exist only in a Vite build, and the bench runs this module without one.
   */
  refreshGrant: (api: ApiClient, refreshToken: string) => Promise<TokenResponse>;
  now?: () => number;
}

/** A 4xx to the refresh grant is a refusal; anything else (the network, a 5xx) is tried again later. */
const refusedOrThrow = (error: unknown): 'refused' => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return 'refused';
  throw error;
};

export async function backgroundApi(deps: BackgroundApiDeps, session: StoredBackgroundSession): Promise<{ api: ApiClient; tokens: ReturnType<typeof backgroundTokens> }> {
  // A cookie the worker cannot read is no reason to stop: the page's copy is used then.
  const xsrfToken = (await deps.readXsrfCookie?.().catch(() => undefined)) ?? session.xsrfToken;
  const api: ApiClient = createApiClient({
    tenant: session.tenant,
    getCountry: () => undefined,
    getAccessToken: () => tokens.accessToken(),
    getXsrfToken: () => xsrfToken,
    // No page to show anything on: the caller's outcome says what happened, a refused refresh is noted for the next open.
    onAuthFailure: () => undefined,
    onFailure: () => undefined,
    fetchImpl: deps.fetch,
  });
  const tokens = backgroundTokens({
    db: deps.db,
    locks: deps.locks,
    now: deps.now,
    refreshGrant: (refreshToken) => deps.refreshGrant(api, refreshToken).then((answer: TokenResponse) => answer, refusedOrThrow),
  });
  return { api, tokens };
}
