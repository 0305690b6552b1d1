// The app's long-lived services, created once and handed to routes through the router context.
import { createApiClient, type ApiClient, type ApiError } from '../api/client.ts';
import { apiBase } from '../domain/http/requestRules.ts';
import { errorRecordFromFailure, type ErrorRecord } from '../domain/errors/record.ts';
import { ERROR_LEVELS } from '../domain/errors/levels.ts';
import { isCountryCode, type CountryCode, type Tenant } from '../domain/markets/types.ts';
import { ErrorReporter } from '../features/errors/reporter.ts';
import { handleAuthFailure } from '../features/session/authFailure.ts';
import { isSignInPage } from '../features/session/storedUser.ts';
import { createTokenService, RefreshRefused, type TokenService } from '../features/session/tokenService.ts';
import { authApi } from '../features/session/authApi.ts';
import { notices } from '../ui/notices/noticeStore.ts';
import type { SyncService } from '../features/sync/syncService.ts';

export interface AppServices {
  tenant: Tenant;
  api: ApiClient;
  tokens: TokenService;
  reporter: ErrorReporter;
  /** Records an error, reports it, and shows it (toast, or the critical dialog) when it is meant to be shown. */
  raise(record: ErrorRecord): void;
  /** Reports a bug caught by the error boundary or the window handlers; the fallback page is what the learner sees. */
  reportUncaught(error: unknown): void;
  /** The outbox sync, loaded on first use (IndexedDB and XState stay out of the first page load). */
  sync(): Promise<SyncService>;
}

/** The country is the first path segment (SPEC §2). */
export function countryFromPath(pathname: string): CountryCode | undefined {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return isCountryCode(first) ? first : undefined;
}

export function createAppServices(tenant: Tenant, currentPath: () => string = () => location.pathname): AppServices {
  const reporter = new ErrorReporter({ endpoint: `${apiBase(tenant)}/error-reports` });

  function raise(record: ErrorRecord): void {
    const country = countryFromPath(currentPath()) ?? '';
    reporter.report(record, record.errorType === 'critical' ? ERROR_LEVELS.critical : ERROR_LEVELS.error, country || undefined);
    notices.showError(record, country);
  }

  const api: ApiClient = createApiClient({
    tenant,
    getCountry: () => countryFromPath(currentPath()),
    getAccessToken: () => tokens.accessToken(),
    onAuthFailure: () => handleAuthFailure(currentPath()),
    onFailure: (error: ApiError) =>
      raise(errorRecordFromFailure({ url: error.url, status: error.status, message: error.message }, { productId: error.productId }, Date.now())),
  });

  const tokens = createTokenService({
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
  });

  function reportUncaught(error: unknown): void {
    const message = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
    const record = errorRecordFromFailure({ url: currentPath(), status: null, message }, {}, Date.now());
    reporter.report({ ...record, showError: false }, ERROR_LEVELS.error, countryFromPath(currentPath()));
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('error', (event) => reportUncaught(event.error ?? event.message));
    window.addEventListener('unhandledrejection', (event) => reportUncaught(event.reason));
    window.addEventListener('pagehide', () => void reporter.flush());
    // An expired session is renewed as soon as the connection returns (before queued work is sent).
    window.addEventListener('online', () => void tokens.accessToken());
  }

  let syncService: Promise<SyncService> | undefined;
  const sync = () =>
    (syncService ??= Promise.all([import('../features/sync/syncService.ts'), import('../db/db.ts')]).then(([{ startSyncService }, { shopDb }]) =>
      startSyncService({ db: shopDb(), api, tokens, tenant }),
    ));

  return { tenant, api, tokens, reporter, raise, reportUncaught, sync };
}
