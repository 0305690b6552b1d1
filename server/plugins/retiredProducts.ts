// Catalog cleanup (SPEC §9): the page of a product whose super-category list was retired answers 301 to its category
// on the sale page (the same category still served in another list of the country), else to the country's sale page.
// Only product page addresses (/{site}/{superCategory}/{category}/{product}/quiz) reach the database.
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { categories, products, superCategories } from '../db/schema.ts';
import { quizPageParts } from '@domain/routes/quizPageParts.ts';
import { tenantFromHost } from '@domain/markets/types.ts';
import { siteCountry } from '@domain/routes/siteCountry.ts';

/** Where a retired product's page now points, or null when the address names no retired product. */
export async function retiredProductTarget(db: Db, hostname: string, url: string): Promise<string | null> {
  const parts = quizPageParts(url);
  const tenant = tenantFromHost(hostname);
  const country = parts ? siteCountry(parts.site, tenant) : null;
  if (!parts || !country) return null;
  const [retired] = await db
    .select({ productId: products.productId })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(superCategories, eq(categories.superCategoryId, superCategories.id))
    .where(
      and(
        eq(superCategories.tenant, tenant),
        eq(superCategories.country, country),
        eq(superCategories.url, parts.superCategory),
        isNotNull(superCategories.retiredAt),
        eq(categories.url, parts.category),
        eq(products.productNameUrl, parts.product),
      ),
    )
    .limit(1);
  if (!retired) return null;
  const [live] = await db
    .select({ superCategory: superCategories.url })
    .from(categories)
    .innerJoin(superCategories, eq(categories.superCategoryId, superCategories.id))
    .where(and(eq(superCategories.tenant, tenant), eq(superCategories.country, country), isNull(superCategories.retiredAt), eq(categories.url, parts.category)))
    .orderBy(asc(superCategories.url))
    .limit(1);
  const site = `/${encodeURIComponent(parts.site)}`;
  if (!live) return site;
  const query = new URLSearchParams({ sc: live.superCategory, cat: `${live.superCategory}/${parts.category}` });
  return `${site}?${query.toString()}`;
}

export function registerRetiredProductRedirects(app: FastifyInstance, db: Db): void {
  // Synchronous for every other request (the catalog, /health, assets): a plain string test, then done.
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.includes('/quiz') || request.url.startsWith('/api/') || !quizPageParts(request.url)) return done();
    retiredProductTarget(db, request.hostname, request.url).then((target) => {
      if (target) reply.redirect(target, 301);
      else done();
    }, done);
  });
}
