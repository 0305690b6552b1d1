// A page that could not load for want of a network, and that the device holds no copy of (a country site never
// visited, say): it says so, and offers what the device does hold (country sites whose catalog it keeps, products
// whose questions it keeps) instead of "Oops, there was an error" (issue 23).
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Catalog, CatalogProduct } from '../../domain/catalog/types.ts';
import { productQuizPath } from '../../domain/catalog/productPath.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { isCountryCode, type Tenant } from '../../domain/markets/types.ts';
import { keptOnDevice } from '../../domain/offline/pageNeeds.ts';
import { readCatalogCopy } from '../../db/catalogCopies.ts';

interface Kept {
  sites: { country: string; name: string }[];
  products: { href: string; title: string }[];
}

const productsOf = (catalog: Catalog): CatalogProduct[] => Object.values(catalog).flatMap((area) => Object.values(area.categories).flatMap((category) => category.products));

async function readKept(tenant: Tenant): Promise<Kept> {
  if (typeof caches === 'undefined') return { sites: [], products: [] };
  const names = await caches.keys();
  const urls = (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat();
  const { countries, productIds } = keptOnDevice(urls, tenant);
  const sites = countries.filter(isCountryCode).map((country) => ({ country, name: MARKETS[country].name }));
  const products: Kept['products'] = [];
  for (const { country } of sites) {
    // Titles and paths from the catalog copy the app reads offline (db/catalogCopies.ts).
    const catalog = await readCatalogCopy(tenant, country).catch(() => null);
    for (const product of catalog ? productsOf(catalog) : []) {
      if (productIds.includes(product.productId)) products.push({ href: productQuizPath(country, product), title: product.title });
    }
  }
  return { sites, products };
}

export function OfflinePage({ tenant, onRetry }: { tenant: Tenant; onRetry?: () => void }) {
  const { t } = useLingui();
  const [kept, setKept] = useState<Kept | null>(null);
  useEffect(() => {
    void readKept(tenant)
      .catch(() => ({ sites: [], products: [] }))
      .then(setKept);
  }, [tenant]);
  const nothing = kept !== null && kept.sites.length === 0 && kept.products.length === 0;
  return (
    <main className="page page--narrow offline-page">
      {/* The network failed: either the device knows it is offline, or the shop did not answer (a captive portal, one bar). */}
      <h1>{typeof navigator !== 'undefined' && navigator.onLine === false ? t`You are offline` : t`The shop cannot be reached`}</h1>
      <p>{t`This page has not been opened on this device yet, so it needs a connection. It opens as soon as you are back online.`}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t`Try again`}
        </button>
      )}
      {kept && !nothing && (
        <section aria-labelledby="offline-kept">
          <h2 id="offline-kept">{t`Available offline on this device`}</h2>
          <ul>
            {kept.products.map((product) => (
              <li key={product.href}>
                <a href={product.href}>{product.title}</a>
              </li>
            ))}
            {kept.sites.map((site) => (
              <li key={site.country}>
                <a href={`/${site.country}/`}>{t`Shop for ${site.name}`}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {nothing && <p className="muted">{t`Nothing is kept on this device yet: open a product page once while online to practise it offline.`}</p>}
    </main>
  );
}
