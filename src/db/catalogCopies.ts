// The catalog as the learner last saw it, kept in IndexedDB: when both the network and the service worker's
// cache fail (first visit offline after the cache was cleared, or no service worker), search still has data.
import type { Catalog } from '../domain/catalog/types.ts';
import type { CountryCode, Tenant } from '../domain/markets/types.ts';

const keyOf = (tenant: Tenant, country: CountryCode) => `${tenant}:${country}`;

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 1_000);
}

export async function keepCatalogCopy(tenant: Tenant, country: CountryCode, catalog: Catalog): Promise<void> {
  const { shopDb } = await import('./db.ts');
  await shopDb().catalogs.put({ key: keyOf(tenant, country), catalog, fetchedAt: Date.now() });
}

export async function readCatalogCopy(tenant: Tenant, country: CountryCode): Promise<Catalog | null> {
  const { shopDb } = await import('./db.ts');
  const stored = await shopDb().catalogs.get(keyOf(tenant, country));
  return stored ? (stored.catalog as Catalog) : null;
}

/** The catalog from the API, kept as a copy; on failure, the copy (or the failure when there is none). */
export async function catalogWithCopy(tenant: Tenant, country: CountryCode, load: () => Promise<Catalog>): Promise<Catalog> {
  try {
    const catalog = await load();
    // Kept when the browser is idle, not while the page renders; a full disk must not break the page.
    whenIdle(() => void keepCatalogCopy(tenant, country, catalog).catch(() => undefined));
    return catalog;
  } catch (error) {
    const copy = await readCatalogCopy(tenant, country).catch(() => null);
    if (copy) return copy;
    throw error;
  }
}
