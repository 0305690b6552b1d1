// The catalog as a page's loader reads it: the API (through the service worker, which answers offline from its
// copy), else the worker's kept copy read directly, else the device's own copy (db/catalogCopies.ts), which every
// successful read refreshes. Only when none exists does the read fail.
import type { Catalog } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { catalogUrl } from '../../domain/offline/pageNeeds.ts';
import { catalogWithCopy } from '../../db/catalogCopies.ts';
import type { AppServices } from '../../platform/services.ts';
import { orKeptCopy } from './keptCopy.ts';

export function loadCatalogOffline(services: Pick<AppServices, 'tenant' | 'api'>, country: CountryCode): Promise<Catalog> {
  const read = () => services.api.request<Catalog>('buy/getProductCatalog', { query: { country } });
  return catalogWithCopy(services.tenant, country, () => orKeptCopy(catalogUrl(services.tenant, country), read));
}
