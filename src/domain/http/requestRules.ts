// Request rules of SPEC §7 (with ARCHITECTURE §3): success range, API base, which calls carry no bearer token,
// and the headers every API call gets. The HTTP client applies them; Content-Type JSON is its own default.
import type { Tenant } from '../markets/types.ts';

export const API_VERSION = '2.0';
export const COUNTRY_HEADER = 'x-country';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_COOKIE = 'XSRF-TOKEN';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A response counts as a success for status 200 to 299. */
export function isSuccessStatus(status: number): boolean {
  return Number.isInteger(status) && status >= 200 && status <= 299;
}

/** Requests whose address contains "api" get the API headers. */
export function isApiPath(url: string): boolean {
  return url.includes('api');
}

export function apiBase(tenant: Tenant): string {
  return `/api/${API_VERSION}/${tenant}`;
}

/** Calls that go without a bearer token. Each pattern matches whole path segments. */
const AUTH_EXEMPT: readonly { pattern: RegExp; method?: string }[] = [
  { pattern: /\/guest(\/|$)/ },
  { pattern: /\/user\/signup(\/|$)/ },
  { pattern: /\/oauth\/token(\/|$)/ },
  { pattern: /\/buy\/getProduct(\/|$)/ },
  { pattern: /\/buy\/getProductCatalog(\/|$)/ },
  { pattern: /\/ai\/topics(\/|$)/, method: 'GET' },
  // The exam-state save endpoints end the path; config/save/{userId} and saveStatus are not among them.
  { pattern: /\/(save|saveAsync)$/ },
  { pattern: /\/i18n\/country-languages-web(\/|$)/ },
];

function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

export function isAuthExempt(url: string, method: string): boolean {
  const path = pathOf(url);
  const verb = method.toUpperCase();
  return AUTH_EXEMPT.some((rule) => rule.pattern.test(path) && (rule.method === undefined || rule.method === verb));
}

export interface RequestHeaderInput {
  url: string;
  method: string;
  /** The route's country code; no header when absent. */
  country?: string | null;
  accessToken?: string | null;
  /** Value of the XSRF cookie, echoed on state-changing calls. */
  xsrfToken?: string | null;
}

export function buildRequestHeaders(input: RequestHeaderInput): Record<string, string> {
  const headers: Record<string, string> = {};
  if (isApiPath(input.url)) {
    headers['Cache-Control'] = 'no-cache';
    headers.Pragma = 'no-cache';
    if (input.country) headers[COUNTRY_HEADER] = input.country;
    const token = input.accessToken?.trim();
    if (token && !isAuthExempt(input.url, input.method)) headers.Authorization = `Bearer ${token}`;
  }
  if (input.xsrfToken && STATE_CHANGING_METHODS.has(input.method.toUpperCase())) headers[XSRF_HEADER] = input.xsrfToken;
  return headers;
}
