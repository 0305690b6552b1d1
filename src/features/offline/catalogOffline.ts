// The catalog as a page's loader reads it (issue 32: one offline catalog path): the API, through the service worker,
// which answers offline from its own cache of the responses (sw/catalogCache.ts); when that fails too (no worker yet,
// its cache cleared), the copy of what the app last read, kept in the device database (db/catalogCopies.ts) and
// refreshed by every successful read. Only when neither exists does the read fail.
import type { Catalog } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { catalogWithCopy } from '../../db/catalogCopies.ts';
import type { AppServices } from '../../platform/services.ts';

export function loadCatalogOffline(services: Pick<AppServices, 'tenant' | 'api'>, country: CountryCode): Promise<Catalog> {
  return catalogWithCopy(services.tenant, country, () => services.api.request<Catalog>('buy/getProductCatalog', { query: { country } }));
}
