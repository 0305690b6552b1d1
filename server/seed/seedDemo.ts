// Loads the question banks and the demo catalog (first start), and upgrades a catalog seeded by an older version.
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appMeta, categories, products, superCategories } from '../db/schema.ts';
import { COUNTRY_CODES, MESSAGE_LOCALES, TENANTS, type CountryCode, type MessageLocale, type Tenant } from '@domain/markets/types.ts';
import { MARKETS, tenantLocale } from '@domain/markets/countries.ts';
import { DEMO_SUPER_CATEGORIES, RETIRED_DEMO_PRODUCTS, type DemoCategory, type DemoProduct, type DemoSuperCategory } from './demoContent.ts';
import { readBankFiles, refreshProductCounts, seedQuestionBanks, type BankFile } from './questionBanks.ts';

const SEED_KEY = 'demo-seed';
/** 1: the first demo catalog; 2: every product backed by a question bank; 3: four banks, topic quizzes, cq super category. */
const SEED_VERSION = '3';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Banks exist in each site's message language; the certification tenant's English (en-cq) reads the English bank. */
export function bankLocaleOf(locale: MessageLocale): string {
  return locale === 'en-cq' ? 'en' : locale;
}

export function demoProductId(country: CountryCode, tenant: Tenant, superUrl: string, categoryUrl: string, productUrl: string): string {
  return `${country.toUpperCase()}-${tenant}-${superUrl}-${categoryUrl}-${productUrl}`;
}

/**
 * Loads the question banks when their files changed, then the demo catalog when it is missing or older than this
 * version; returns whether the catalog was (re)loaded.
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  await seedQuestionBanks(db);
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (done?.value === SEED_VERSION) return false;
  const banks = new Map(readBankFiles().map(({ bank }) => [`${bank.bankId}.${bank.locale}`, bank]));
  await db.transaction(async (tx) => {
    if (done) await retireOldDemoProducts(tx);
    for (const tenant of TENANTS) {
      for (const country of COUNTRY_CODES) {
        for (const demoSuper of DEMO_SUPER_CATEGORIES) await upsertSuperCategory(tx, tenant, country, demoSuper, banks);
      }
    }
    await refreshProductCounts(tx);
    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: new Date() } });
  });
  return true;
}

/** The super category as a site shows it: on the certification tenant, its cq super category's slug and name. */
export function superCategoryOnSite(tenant: Tenant, country: CountryCode, demoSuper: DemoSuperCategory) {
  const locale = tenantLocale(tenant, country);
  const cq = tenant === 'cq' && demoSuper.isCqSuperCategory === true;
  const { slug, name } = MARKETS[country].cqSuperCategory;
  return { url: cq ? slug : demoSuper.url, title: cq ? name : demoSuper.title[locale], isCqSuperCategory: cq };
}

/** The category's products: its listed ones, then one configured quiz per topic of its bank in the site's language. */
function productsOf(demoCategory: DemoCategory, locale: MessageLocale, banks: Map<string, BankFile>): DemoProduct[] {
  if (!demoCategory.topicQuizzesOf) return demoCategory.products;
  const bank = banks.get(`${demoCategory.topicQuizzesOf}.${bankLocaleOf(locale)}`);
  if (!bank) throw new Error(`No question bank ${demoCategory.topicQuizzesOf} in ${bankLocaleOf(locale)} for the topic quizzes`);
  const topicQuizzes = bank.topics.map(
    (topic): DemoProduct => ({
      url: `${bank.bankId}-${topic.id}`,
      title: Object.fromEntries(MESSAGE_LOCALES.map((l) => [l, `${bank.title}: ${topic.name}`])) as Record<MessageLocale, string>,
      kind: 'configured-quiz',
      bankId: bank.bankId,
      questionLimit: null,
      topicId: topic.id,
      popular: false,
    }),
  );
  return [...demoCategory.products, ...topicQuizzes];
}

async function upsertSuperCategory(tx: Tx, tenant: Tenant, country: CountryCode, demoSuper: DemoSuperCategory, banks: Map<string, BankFile>): Promise<void> {
  const locale = tenantLocale(tenant, country);
  const site = superCategoryOnSite(tenant, country, demoSuper);
  const values = { tenant, country, ...site, popularity: demoSuper.popularity };
  const [superRow] = await tx
    .insert(superCategories)
    .values(values)
    .onConflictDoUpdate({
      target: [superCategories.tenant, superCategories.country, superCategories.url],
      set: { title: values.title, popularity: values.popularity, isCqSuperCategory: values.isCqSuperCategory },
    })
    .returning({ id: superCategories.id });
  for (const demoCategory of demoSuper.categories) {
    const title = demoCategory.title[locale];
    const [categoryRow] = await tx
      .insert(categories)
      .values({ superCategoryId: superRow!.id, url: demoCategory.url, title })
      .onConflictDoUpdate({ target: [categories.superCategoryId, categories.url], set: { title } })
      .returning({ id: categories.id });
    for (const [index, demo] of productsOf(demoCategory, locale, banks).entries()) {
      const row = productRow(tenant, country, site.url, demoCategory, demo, index, categoryRow!.id);
      const { productId: _id, ...changes } = row;
      await tx.insert(products).values(row).onConflictDoUpdate({ target: products.productId, set: changes });
    }
  }
}

/** Prices in minor units per tier: full products 19.90, topic quizzes 9.90, demos free. */
const PRICE_PER_TIER = { 'full-product': 1_990, 'configured-quiz': 990, 'free-demo-quiz': 0, 'demo-ai-quiz': 0 } as const;

function productRow(tenant: Tenant, country: CountryCode, superUrl: string, demoCategory: DemoCategory, demo: DemoProduct, index: number, categoryId: number) {
  const market = MARKETS[country];
  const locale = tenantLocale(tenant, country);
  const tier = market.currencyLevelPrice;
  const amountMinor = PRICE_PER_TIER[demo.kind] * tier;
  return {
    productId: demoProductId(country, tenant, superUrl, demoCategory.url, demo.url),
    tenant,
    country,
    categoryId,
    productNameUrl: demo.url,
    title: demo.title[locale],
    kind: demo.kind,
    popularity: Math.max(1, 100 - index * 10),
    popularProduct: demo.popular,
    pricing: { currency: market.currency, tier, amountMinor, label: amountMinor === 0 ? '0-FREE' : `${tier}-PRODUCT-EXPIRE` },
    bankId: demo.bankId,
    bankLocale: bankLocaleOf(locale),
    questionLimit: demo.questionLimit,
    topicId: demo.topicId ?? null,
    seoTitle: demo.title[locale],
    seoDescription: `${demo.title[locale]} — ${demoCategory.title[locale]}`,
  };
}

/**
 * Removes the first catalog's products that had no question bank, then their categories and super categories if
 * emptied; and the certification tenant's IT super category of version 2, now under the cq super category's slug.
 */
async function retireOldDemoProducts(tx: Tx): Promise<void> {
  const cqSupers = DEMO_SUPER_CATEGORIES.filter((demoSuper) => demoSuper.isCqSuperCategory).map((demoSuper) => demoSuper.url);
  if (cqSupers.length > 0) {
    await tx.delete(superCategories).where(and(eq(superCategories.tenant, 'cq'), inArray(superCategories.url, cqSupers), eq(superCategories.isCqSuperCategory, false)));
  }
  const ids = TENANTS.flatMap((tenant) =>
    COUNTRY_CODES.flatMap((country) => RETIRED_DEMO_PRODUCTS.map((r) => demoProductId(country, tenant, r.superCategory, r.category, r.product))),
  );
  await tx.delete(products).where(inArray(products.productId, ids));
  const superUrls = [...new Set(RETIRED_DEMO_PRODUCTS.map((r) => r.superCategory))];
  const categoryUrls = [...new Set(RETIRED_DEMO_PRODUCTS.map((r) => r.category))];
  const retiredSupers = tx.select({ id: superCategories.id }).from(superCategories).where(inArray(superCategories.url, superUrls));
  await tx
    .delete(categories)
    .where(
      and(
        inArray(categories.url, categoryUrls),
        inArray(categories.superCategoryId, retiredSupers),
        notExists(tx.select({ one: products.productId }).from(products).where(eq(products.categoryId, categories.id))),
      ),
    );
  await tx
    .delete(superCategories)
    .where(and(inArray(superCategories.url, superUrls), notExists(tx.select({ one: categories.id }).from(categories).where(eq(categories.superCategoryId, superCategories.id)))));
}
