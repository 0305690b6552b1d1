// The title and paragraph a product page paints before its JavaScript runs (server/lib/shellPrerender.ts), from the
// catalog of the address's country, read at most once a minute per tenant and country.
import type { Db } from '../db/open.ts';
import type { Catalog } from '@domain/catalog/types.ts';
import { tenantFromHost, type CountryCode, type Tenant } from '@domain/markets/types.ts';
import { siteCountry } from '@domain/routes/siteCountry.ts';
import { quizPageParts, type ProductHeading } from '../lib/shellPrerender.ts';
import { readCatalog } from './catalog.ts';

const FRESH_MS = 60_000;

export function productHeadings(db: Db, now: () => number = Date.now): (hostname: string, url: string) => Promise<ProductHeading | null> {
  const catalogs = new Map<string, { at: number; catalog: Promise<Catalog> }>();
  const catalogOf = (tenant: Tenant, country: CountryCode): Promise<Catalog> => {
    const key = `${tenant}:${country}`;
    const hit = catalogs.get(key);
    if (hit && now() - hit.at < FRESH_MS) return hit.catalog;
    const catalog = readCatalog(db, tenant, country);
    catalogs.set(key, { at: now(), catalog });
    catalog.catch(() => catalogs.delete(key));
    return catalog;
  };
  return async (hostname, url) => {
    const parts = quizPageParts(url);
    const tenant = tenantFromHost(hostname);
    const country = parts ? siteCountry(parts.site, tenant) : null;
    if (!parts || !country) return null;
    const catalog = await catalogOf(tenant, country);
    const product = catalog[parts.superCategory]?.categories[parts.category]?.products.find((each) => each.productNameUrl === parts.product);
    return product ? { title: product.title, description: product.description || product.seoDescription } : null;
  };
}
