// The app's long-lived services, created once and handed to routes through the router context.
import { createApiClient, type ApiClient, type ApiError } from '../api/client.ts';
import { apiBase } from '../domain/http/requestRules.ts';
import { errorRecordFromFailure, type ErrorRecord } from '../domain/errors/record.ts';
import { ERROR_LEVELS } from '../domain/errors/levels.ts';
import { isCountryCode, type CountryCode, type Tenant } from '../domain/markets/types.ts';
import { ErrorReporter } from '../features/errors/reporter.ts';
import { handleAuthFailure } from '../features/session/authFailure.ts';
import { readStoredLogin } from '../features/session/storedUser.ts';
import { notices } from '../ui/notices/noticeStore.ts';

export interface AppServices {
  tenant: Tenant;
  api: ApiClient;
  reporter: ErrorReporter;
  /** Records an error, reports it, and shows it (toast, or the critical dialog) when it is meant to be shown. */
  raise(record: ErrorRecord): void;
  /** Reports a bug caught by the error boundary or the window handlers; the fallback page is what the learner sees. */
  reportUncaught(error: unknown): void;
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

  const api = createApiClient({
    tenant,
    getCountry: () => countryFromPath(currentPath()),
    getAccessToken: () => readStoredLogin()?.access_token,
    onAuthFailure: () => handleAuthFailure(currentPath()),
    onFailure: (error: ApiError) =>
      raise(errorRecordFromFailure({ url: error.url, status: error.status, message: error.message }, { productId: error.productId }, Date.now())),
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
  }

  return { tenant, api, reporter, raise, reportUncaught };
}
