// sitemap.xml and robots.txt: every active country site's home and pages at their localized slugs, and every
// product's quiz page, as absolute URLs under PUBLIC_URL.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { categories, products, superCategories } from '../db/schema.ts';
import { activeCountries } from '@domain/markets/countries.ts';
import { PAGE_KEYS } from '@domain/routes/types.ts';
import { pageAvailable, pagePath } from '@domain/routes/slugs.ts';
import { productQuizPath } from '@domain/catalog/productPath.ts';
import type { Environment, Tenant } from '@domain/markets/types.ts';
import type { RouteApp } from '../lib/routeApp.ts';

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function tenantOfHost(host: string | undefined): Tenant {
  return /^cq[.-]/.test(host ?? '') ? 'cq' : 'eq';
}

export async function sitemapUrls(db: Db, tenant: Tenant, environment: Environment, origin: string): Promise<string[]> {
  const countries = activeCountries(environment);
  const urls: string[] = [];
  for (const country of countries) {
    urls.push(`${origin}${pagePath(country, 'homepage', { html: false })}`);
    for (const key of PAGE_KEYS) {
      if (key === 'coming-soon' || key === 'dynamic-buy' || !pageAvailable(country, key)) continue;
      urls.push(`${origin}${pagePath(country, key, { html: false })}`);
    }
  }
  const rows = await db
    .select({ country: products.country, productNameUrl: products.productNameUrl, categoryNameUrl: categories.url, superCategoryUrl: superCategories.url })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(superCategories, eq(categories.superCategoryId, superCategories.id))
    // A retired super-category list's product pages redirect (catalog cleanup): they are no page to list.
    .where(and(eq(products.tenant, tenant), isNull(superCategories.retiredAt)));
  const open = new Set<string>(countries);
  for (const row of rows) {
    if (open.has(row.country)) urls.push(`${origin}${productQuizPath(row.country, row)}`);
  }
  return urls;
}

export async function sitemapRoutes(app: RouteApp, options: { db: Db; environment: Environment; origin: string }): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const urls = await sitemapUrls(options.db, tenantOfHost(request.headers.host), options.environment, options.origin);
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((url) => `  <url><loc>${xmlEscape(url)}</loc></url>`)
      .join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(`User-agent: *\nDisallow: /api/\nDisallow: /dev/\nSitemap: ${options.origin}/sitemap.xml\n`),
  );
}
