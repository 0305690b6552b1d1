// Loads the demo catalog into an empty database, once (first start), for every country site and both tenants.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appMeta, categories, products, superCategories } from '../db/schema.ts';
import { COUNTRY_CODES, TENANTS } from '../../src/domain/markets/types.ts';
import { MARKETS, tenantLocale } from '../../src/domain/markets/countries.ts';
import { DEMO_SUPER_CATEGORIES } from './demoContent.ts';

const SEED_KEY = 'demo-seed';
const SEED_VERSION = '1';

/** Seeds when the database has never been seeded; returns whether it did. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (done) return false;
  await db.transaction(async (tx) => {
    for (const tenant of TENANTS) {
      for (const country of COUNTRY_CODES) {
        const market = MARKETS[country];
        const locale = tenantLocale(tenant, country);
        for (const demoSuper of DEMO_SUPER_CATEGORIES) {
          const [superRow] = await tx
            .insert(superCategories)
            .values({ tenant, country, url: demoSuper.url, title: demoSuper.title[locale], popularity: demoSuper.popularity })
            .returning({ id: superCategories.id });
          for (const demoCategory of demoSuper.categories) {
            const [categoryRow] = await tx
              .insert(categories)
              .values({ superCategoryId: superRow!.id, url: demoCategory.url, title: demoCategory.title[locale] })
              .returning({ id: categories.id });
            await tx.insert(products).values(
              demoCategory.products.map((demo, index) => {
                const free = demo.kind === 'free-demo-quiz';
                const tier = market.currencyLevelPrice;
                return {
                  productId: `${country.toUpperCase()}-${tenant}-${demoSuper.url}-${demoCategory.url}-${demo.url}`,
                  tenant,
                  country,
                  categoryId: categoryRow!.id,
                  productNameUrl: demo.url,
                  title: demo.title[locale],
                  kind: demo.kind,
                  popularity: 100 - index * 10,
                  popularProduct: demo.popular,
                  pricing: { currency: market.currency, tier, amountMinor: free ? 0 : 1_990 * tier, label: free ? '0-FREE' : `${tier}-PRODUCT-EXPIRE` },
                  questionCount: demo.questions,
                  testCount: demo.tests,
                  topicCount: demo.topics,
                  seoTitle: demo.title[locale],
                  seoDescription: `${demo.title[locale]} — ${demoCategory.title[locale]}`,
                };
              }),
            );
          }
        }
      }
    }
    await tx.insert(appMeta).values({ key: SEED_KEY, value: SEED_VERSION });
  });
  return true;
}
