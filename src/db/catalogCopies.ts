// The catalog as the app last read it, per site, for reading offline (issue 32: one offline catalog path). The
// service worker keeps the API's responses (sw/catalogCache.ts); this table keeps what the app read, so a page the
// worker cannot answer (no worker yet, its cache cleared) still has data. Dexie is loaded when the copy is first
// written or read, not with the page.
import type { Catalog } from '../domain/catalog/types.ts';
import type { CountryCode, Tenant } from '../domain/markets/types.ts';
import type { ShopDatabase } from './db.ts';
import { deviceDb } from './deviceDb.ts';

const keyOf = (tenant: Tenant, country: CountryCode) => `${tenant}:${country}`;

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 1_000);
}

async function keepCatalogCopy(tenant: Tenant, country: CountryCode, catalog: Catalog, db?: ShopDatabase): Promise<void> {
  const database = db ?? (await deviceDb());
  await database.catalogCopies.put({ key: keyOf(tenant, country), catalog, fetchedAt: Date.now() });
}

export async function readCatalogCopy(tenant: Tenant, country: CountryCode, db?: ShopDatabase): Promise<Catalog | null> {
  const database = db ?? (await deviceDb());
  return (await database.catalogCopies.get(keyOf(tenant, country)))?.catalog ?? null;
}

/** The catalog from the API, kept as a copy; on failure, the copy (or the failure when there is none). */
export async function catalogWithCopy(tenant: Tenant, country: CountryCode, load: () => Promise<Catalog>, db?: ShopDatabase): Promise<Catalog> {
  try {
    const catalog = await load();
    // Kept when the browser is idle, not while the page renders; a full disk must not break the page. The server's
    // render of a page has no device to keep it on.
    if (typeof indexedDB !== 'undefined' || db) whenIdle(() => void keepCatalogCopy(tenant, country, catalog, db).catch(() => undefined));
    return catalog;
  } catch (error) {
    const copy = await readCatalogCopy(tenant, country, db).catch(() => null);
    if (copy) return copy;
    throw error;
  }
}
