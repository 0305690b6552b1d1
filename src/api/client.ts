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
  /** Extra headers (e.g. Basic client authorization for oauth/token). */
  headers?: Record<string, string>;
  /** Send without a bearer token even when signed in. */
  anonymous?: boolean;
  /** Leave 401/403 to the caller (sign-in and token calls, where they mean wrong credentials). */
  ownAuthErrors?: boolean;
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
    /** The parsed error body, for fields beyond `error` and `message` (e.g. retry_after_s). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** What the session can give a request: a token, nobody signed in, or a token due for renewal that cannot be renewed now. */
export type TokenLookup =
  | { kind: 'token'; accessToken: string }
  /** Nobody is signed in. */
  | { kind: 'anonymous' }
  /**
   * A refresh is due but could not reach the server: try again later. Reads may still go out with the stale token
   * (the service worker's copy answers them offline); a 401 to them means "renew first", never "signed out".
   */
  | { kind: 'retry-later'; staleAccessToken: string };

export interface ApiClientDeps {
  tenant: Tenant;
  getCountry: () => CountryCode | undefined;
  getAccessToken: () => Promise<TokenLookup>;
  /** 401 or 403: clear the stored user and ask for sign-in (SPEC §4). */
  onAuthFailure: (status: 401 | 403) => void;
  /** Any other failure, unless the call was silent. */
  onFailure: (error: ApiError) => void;
  fetchImpl?: typeof fetch;
  /** The XSRF cookie's value; the document's cookie by default (a service worker has none: it passes its own). */
  getXsrfToken?: () => string | undefined;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  baseUrl: string;
}

/** Our `{ error, message }` bodies and OAuth's `{ error, error_description }` (RFC 6749 §5.2). */
function messageOf(data: unknown, fallback: string): { message: string; code?: string } {
  if (!data || typeof data !== 'object') return { message: fallback };
  const body = data as { error?: unknown; message?: unknown; error_description?: unknown };
  const code = typeof body.error === 'string' ? body.error : undefined;
  const message = typeof body.message === 'string' ? body.message : typeof body.error_description === 'string' ? body.error_description : fallback;
  return { message, code };
}

function renewFirst(url: string, productId: string | undefined): ApiError {
  return new ApiError(0, url, 'Waiting for the connection to renew the session', 'network', productId);
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = apiBase(deps.tenant);
  // SPEC §7: no timeout, no automatic retry (the outbox owns retries of learner actions).
  const fetcher = createFetch({ fetch: deps.fetchImpl ?? ((...args) => globalThis.fetch(...args)), defaults: { retry: 0 } });

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = `${baseUrl}/${path.replace(/^\//, '')}`;
    try {
      const token = options.anonymous ? ({ kind: 'anonymous' } as const) : await deps.getAccessToken();
      // A due refresh that could not reach the server: a change would only earn a 401, but a read may still be
      // answered (by the service worker's copy when offline), and its 401 only means "renew first".
      const stale = token.kind === 'retry-later';
      if (stale && method !== 'GET') throw renewFirst(url, options.productId);
      const headers = {
        ...buildRequestHeaders({
          url,
          method,
          country: deps.getCountry(),
          accessToken: token.kind === 'token' ? token.accessToken : token.kind === 'retry-later' ? token.staleAccessToken : undefined,
          xsrfToken: (deps.getXsrfToken ?? readXsrfToken)(),
        }),
        ...options.headers,
      };
      const response = await fetcher.raw<T>(url, {
        method,
        headers,
        body: options.body as BodyInit | Record<string, unknown> | undefined,
        query: options.query,
        signal: options.signal,
        credentials: 'same-origin',
        ignoreResponseError: true,
      });
      if (isSuccessStatus(response.status)) return response._data as T;
      if (stale && (response.status === 401 || response.status === 403)) throw renewFirst(url, options.productId);
      const { message, code } = messageOf(response._data, response.statusText || `HTTP ${response.status}`);
      throw new ApiError(response.status, url, message, code, options.productId, response._data);
    } catch (cause) {
      const error =
        cause instanceof ApiError
          ? cause
          : new ApiError(0, url, cause instanceof FetchError || cause instanceof Error ? cause.message : String(cause), 'network', options.productId);
      const authStatus = error.status === 401 || error.status === 403;
      // With ownAuthErrors the caller shows its own message (e.g. wrong password) instead.
      if (authStatus && !options.ownAuthErrors) deps.onAuthFailure(error.status as 401 | 403);
      else if (!authStatus && !options.silent && error.code !== 'network' && !options.signal?.aborted) deps.onFailure(error);
      throw error;
    }
  }

  return { request, baseUrl };
}
