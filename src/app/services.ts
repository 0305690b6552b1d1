// The app's long-lived services, created once and handed to routes through the router context.
import { createApiClient, type ApiClient, type ApiError } from '../api/client.ts';
import { apiBase } from '../domain/http/requestRules.ts';
import type { ErrorRecord } from '../domain/errors/record.ts';
import { ERROR_LEVELS } from '../domain/errors/levels.ts';
import type { Tenant } from '../domain/markets/types.ts';
import { countryFromPath, type AppServices } from '../platform/services.ts';
import { lazyOnce, settleQuietly } from '../platform/lazyOnce.ts';
import type { ErrorLevel } from '../domain/errors/levels.ts';
import { handleAuthFailure } from '../features/session/authFailure.ts';
import { isSignInPage, readStoredLogin } from '../features/session/storedUser.ts';
import type { TokenService } from '../features/session/tokenService.ts';
import { notices } from '../ui/notices/noticeStore.ts';
import { hasBackgroundWork } from '../platform/backgroundWork.ts';


/** Error records are built only when something failed: their rules load then, not with the first page. */
const loadRecords = lazyOnce(() => import('../domain/errors/record.ts'));

const currentPath = () => location.pathname;

/** `fetchImpl` answers the API calls (the first load of a page the server rendered reads the page's own answers). */
export function createAppServices(tenant: Tenant, fetchImpl?: typeof fetch): AppServices {
  // The reporter loads with the first report: a page without errors never downloads it. A report that cannot be
  // made (its chunk does not load) is only logged: reporting that failure would fail again, without end.
  let reported = false;
  const reporter = lazyOnce(() =>
    import('../features/errors/reporter.ts').then(({ ErrorReporter: Reporter }) => new Reporter({ endpoint: `${apiBase(tenant)}/error-reports` })),
  );
  const report = (record: ErrorRecord, level: ErrorLevel, country: string | undefined) => {
    reported = true;
    settleQuietly(
      reporter().then((loaded) => loaded.report(record, level, country)),
      'error report',
    );
  };

  function raise(record: ErrorRecord): void {
    const country = countryFromPath(currentPath()) ?? '';
    report(record, record.errorType === 'critical' ? ERROR_LEVELS.critical : ERROR_LEVELS.error, country || undefined);
    notices.showError(record, country);
  }

  const api: ApiClient = createApiClient({
    tenant,
    getCountry: () => countryFromPath(currentPath()),
    getAccessToken: () => tokens.accessToken(),
    onAuthFailure: () => handleAuthFailure(currentPath()),
    fetchImpl,
    onFailure: (error: ApiError) => {
      const at = Date.now();
      settleQuietly(
        loadRecords().then(({ errorRecordFromFailure }) =>
          raise(errorRecordFromFailure({ url: error.url, status: error.status, message: error.message }, { productId: error.productId }, at)),
        ),
        'error notice',
      );
    },
  });

  // The token service and the OAuth calls load with the first call of a signed-in learner; a visitor who is
  // not signed in never needs them (no stored login: anonymous, as the token service itself would answer).
  const loadTokens = lazyOnce(() =>
    Promise.all([
      import('../features/session/tokenService.ts'),
      import('../features/session/authApi.ts'),
      // Where the service worker sends in the background, it holds a copy of the login (issue 34).
      hasBackgroundWork() ? import('../features/background/sessionCopy.ts') : null,
      hasBackgroundWork() ? import('../db/deviceDb.ts') : null,
    ]).then(
      ([{ createTokenService, RefreshRefused }, { authApi }, copies, device]) =>
        createTokenService({
          sessionCopy: copies && device ? copies.sessionCopy(device.deviceDb, tenant) : undefined,
          refresh: async (refreshToken) => {
            try {
              return await authApi.refreshGrant(api, refreshToken);
            } catch (error) {
              const status = (error as ApiError).status;
              throw status >= 400 && status < 500 ? new RefreshRefused((error as ApiError).message) : error;
            }
          },
          onSessionExpired: () => {
            if (!isSignInPage(currentPath())) notices.showAuthDialog('session-expired');
          },
          locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
        }),
    ),
  );
  const tokens: TokenService = {
    accessToken: async () => (readStoredLogin() ? (await loadTokens()).accessToken() : { kind: 'anonymous' }),
    refresh: async () => (await loadTokens()).refresh(),
  };

  function reportUncaught(error: unknown): void {
    const message = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
    const [url, at] = [currentPath(), Date.now()];
    settleQuietly(
      loadRecords().then(({ errorRecordFromFailure }) => {
        const record = errorRecordFromFailure({ url, status: null, message }, {}, at);
        report({ ...record, showError: false }, ERROR_LEVELS.error, countryFromPath(url));
      }),
      'error report',
    );
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('error', (event) => reportUncaught(event.error ?? event.message));
    window.addEventListener('unhandledrejection', (event) => reportUncaught(event.reason));
    window.addEventListener('pagehide', () => {
      if (reported) settleQuietly(reporter().then((loaded) => loaded.flush()), 'error report flush');
    });
    // An expired session is renewed as soon as the connection returns (before queued work is sent).
    window.addEventListener('online', () => settleQuietly(tokens.accessToken(), 'session renewal'));
  }

  const sync = lazyOnce(() =>
    Promise.all([import('../features/sync/syncService.ts'), import('../db/db.ts')]).then(([{ startSyncService }, { shopDb }]) =>
      startSyncService({ db: shopDb(), api, tokens, tenant }),
    ),
  );

  return { tenant, api, tokens, raise, reportUncaught, sync };
}
