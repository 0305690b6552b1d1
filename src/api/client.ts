// The one API client (ofetch). It applies the request rules of SPEC §7 through the pure rules in
// domain/http/requestRules, turns 401/403 into the sign-in behaviour and every other failure into an error report.
import { createFetch, FetchError } from 'ofetch';
import { apiBase, buildRequestHeaders, isSuccessStatus } from '../domain/http/requestRules.ts';
import type { CountryCode, Tenant } from '../domain/markets/types.ts';
import { readXsrfToken } from './xsrf.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Product the call concerns, shown in the error toast and used by restore-configuration. */
  productId?: string;
  /** Do not show a toast on failure (the caller handles it); failures are still thrown. */
  silent?: boolean;
  signal?: AbortSignal;
}

/** A failed call: status 0 means the network failed before any answer. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly url: string,
    message: string,
    readonly code: string | undefined,
    readonly productId: string | undefined,
  ) {
    super(message);
  }
}

export interface ApiClientDeps {
  tenant: Tenant;
  getCountry: () => CountryCode | undefined;
  getAccessToken: () => string | undefined;
  /** 401 or 403: clear the stored user and ask for sign-in (SPEC §4). */
  onAuthFailure: (status: 401 | 403) => void;
  /** Any other failure, unless the call was silent. */
  onFailure: (error: ApiError) => void;
  fetchImpl?: typeof fetch;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  baseUrl: string;
}

function messageOf(data: unknown, fallback: string): { message: string; code?: string } {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    const code = 'error' in data && typeof data.error === 'string' ? data.error : undefined;
    return { message: data.message, code };
  }
  return { message: fallback };
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = apiBase(deps.tenant);
  // SPEC §7: no timeout, no automatic retry (the outbox owns retries of learner actions).
  const fetcher = createFetch({ fetch: deps.fetchImpl ?? ((...args) => globalThis.fetch(...args)), defaults: { retry: 0 } });

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = `${baseUrl}/${path.replace(/^\//, '')}`;
    const headers = buildRequestHeaders({
      url,
      method,
      country: deps.getCountry(),
      accessToken: deps.getAccessToken(),
      xsrfToken: readXsrfToken(),
    });
    try {
      const response = await fetcher.raw<T>(url, {
        method,
        headers,
        body: options.body as Record<string, unknown> | undefined,
        query: options.query,
        signal: options.signal,
        credentials: 'same-origin',
        ignoreResponseError: true,
      });
      if (isSuccessStatus(response.status)) return response._data as T;
      const { message, code } = messageOf(response._data, response.statusText || `HTTP ${response.status}`);
      throw new ApiError(response.status, url, message, code, options.productId);
    } catch (cause) {
      const error =
        cause instanceof ApiError
          ? cause
          : new ApiError(0, url, cause instanceof FetchError || cause instanceof Error ? cause.message : String(cause), 'network', options.productId);
      if (error.status === 401 || error.status === 403) deps.onAuthFailure(error.status);
      else if (!options.silent && error.code !== 'network' && !options.signal?.aborted) deps.onFailure(error);
      throw error;
    }
  }

  return { request, baseUrl };
}
