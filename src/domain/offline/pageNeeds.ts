// What a page needs on the device to open offline, beyond the precached app shell (JavaScript, styles and every
// locale's messages are precached): the API reads its loader made, named exactly as the service worker's runtime
// routes cache them (sw/sw.ts uses the same patterns). On a first visit the worker takes control only after the
// page fetched these, so the page hands them to the worker (issue 24).
import type { Tenant } from '../markets/types.ts';

/** The catalog read: cached per country for 20 minutes, stale when offline (sw/catalogCache.ts). */
export const CATALOG_API_PATH = /^\/api\/2\.0\/(eq|cq)\/buy\/getProductCatalog$/;
/** Products, their questions and the country list: the network when it answers, the kept copy when offline. */
export const CONTENT_API_PATH = /^\/api\/2\.0\/(eq|cq)\/(buy\/getProduct$|i18n\/country-languages-web$|products\/[^/]+\/questions$)/;

/** One read a page needs; `signed` when it goes with the learner's token (a bought product's bank). */
export interface OfflineNeed {
  url: string;
  signed: boolean;
}

export type PageKind =
  /** A page whose loader reads the catalog (sale page, buy pages). */
  | { kind: 'catalog'; tenant: Tenant; country: string }
  /** A product's quiz page: the catalog, and when the page shows the bank (not the buy offer) the bank and the
   * product read its test setup page makes ("Set up the test" then opens offline too). */
  | { kind: 'product'; tenant: Tenant; country: string; productId: string; bankShown: boolean };

export const catalogUrl = (tenant: Tenant, country: string) => `/api/2.0/${tenant}/buy/getProductCatalog?country=${encodeURIComponent(country)}`;
export const questionsUrl = (tenant: Tenant, productId: string) => `/api/2.0/${tenant}/products/${encodeURIComponent(productId)}/questions`;
export const productUrl = (tenant: Tenant, productId: string) => `/api/2.0/${tenant}/buy/getProduct?productId=${encodeURIComponent(productId)}`;

export function pageNeeds(page: PageKind): OfflineNeed[] {
  const needs: OfflineNeed[] = [{ url: catalogUrl(page.tenant, page.country), signed: false }];
  if (page.kind === 'product' && page.bankShown) {
    needs.push({ url: questionsUrl(page.tenant, page.productId), signed: true }, { url: productUrl(page.tenant, page.productId), signed: false });
  }
  return needs;
}

/** Whether the service worker keeps a copy of this read (only those can be handed to it). */
export function workerKeeps(url: string): boolean {
  const path = new URL(url, 'http://device.invalid').pathname;
  return CATALOG_API_PATH.test(path) || CONTENT_API_PATH.test(path);
}

/** Workbox's CACHE_URLS message (workbox-routing answers it through the same routes as a fetch). */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: Array<string | [string, { headers: Record<string, string> }]> };
}

/** The message handing the missing reads to the worker; `headersFor` gives each read the headers the page sends. */
export function cacheUrlsMessage(missing: readonly OfflineNeed[], headersFor: (need: OfflineNeed) => Record<string, string>): CacheUrlsMessage | null {
  const kept = missing.filter((need) => workerKeeps(need.url));
  if (kept.length === 0) return null;
  return {
    type: 'CACHE_URLS',
    payload: {
      urlsToCache: kept.map((need) => {
        const headers = headersFor(need);
        return Object.keys(headers).length > 0 ? [need.url, { headers }] : need.url;
      }),
    },
  };
}

/** What the device keeps of one tenant, read from the worker's cache keys: the countries whose catalog it holds and
 * the products whose questions it holds (the offline page offers them instead of a page never opened here). */
export function keptOnDevice(cachedUrls: readonly string[], tenant: Tenant): { countries: string[]; productIds: string[] } {
  const countries = new Set<string>();
  const productIds = new Set<string>();
  for (const cached of cachedUrls) {
    const url = new URL(cached, 'http://device.invalid');
    if (!url.pathname.startsWith(`/api/2.0/${tenant}/`)) continue;
    const country = url.searchParams.get('country');
    if (CATALOG_API_PATH.test(url.pathname) && country) countries.add(country);
    const questions = /\/products\/([^/]+)\/questions$/.exec(url.pathname);
    if (questions?.[1]) productIds.add(decodeURIComponent(questions[1]));
  }
  return { countries: [...countries].sort(), productIds: [...productIds].sort() };
}
