// Reads a country's catalog in the shape of SPEC §3 (keyed by super category, categories keyed by url), with each
// product's rating from its votes (issue 3) and its popularity: sales and attempts in the country's window, from the
// materialised daily counts (services/popularity.ts); the most popular carry the "popular" mark (issue 15). Retired
// super-category lists (catalog cleanup) are left out; a product promoted less than the market's top-ads retention ago
// carries topAdUntil.
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { categories, products, superCategories, topAds, votes } from '../db/schema.ts';
import type { Catalog } from '@domain/catalog/types.ts';
import { averageRating } from '@domain/votes/rating.ts';
import { oldestLivePromotion, topAdUntil } from '@domain/catalog/topAds.ts';
import { MARKETS } from '@domain/markets/countries.ts';
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import { popularProductIds } from '@domain/catalog/popularity.ts';
import { popularityCounts } from './popularity.ts';
import { snapshotCounts } from './popularitySnapshot.ts';

export async function readCatalog(db: Db, tenant: Tenant, country: CountryCode, now: number = Date.now()): Promise<Catalog> {
  const retentionDays = MARKETS[country].topAdsRetentionDays;
  // The stored snapshot (the same on every replica); before the first one, the window summed here.
  const counts = (await snapshotCounts(db, country)) ?? (await popularityCounts(db, country, new Date(now)));
  const popular = popularProductIds(counts);
  // Votes per product of the tenant, aggregated once (the votes_voter_key index leads with tenant, kind, target).
  const ratings = db
    .select({
      targetId: votes.targetId,
      votes: sql<number>`count(*)::int`.as('rating_votes'),
      sum: sql<number>`sum(${votes.rating})::int`.as('rating_sum'),
    })
    .from(votes)
    .where(and(eq(votes.tenant, tenant), eq(votes.targetKind, 'product')))
    .groupBy(votes.targetId)
    .as('ratings');
  const rows = await db
    .select({ superCategory: superCategories, category: categories, product: products, ratingVotes: ratings.votes, ratingSum: ratings.sum, promotedAt: topAds.promotedAt })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(superCategories, eq(categories.superCategoryId, superCategories.id))
    .leftJoin(ratings, eq(ratings.targetId, products.productId))
    .leftJoin(topAds, and(eq(topAds.productId, products.productId), gte(topAds.promotedAt, new Date(oldestLivePromotion(retentionDays, now)))))
    .where(and(eq(products.tenant, tenant), eq(products.country, country), isNull(superCategories.retiredAt)))
    .orderBy(asc(superCategories.url), asc(categories.url), asc(products.productNameUrl));

  const catalog: Catalog = {};
  for (const { superCategory: sc, category: cat, product: p, ratingVotes, ratingSum, promotedAt } of rows) {
    const voteCount = Number(ratingVotes ?? 0);
    const superEntry = (catalog[sc.url] ??= {
      superCategory: sc.title,
      popularity: sc.popularity,
      strategy: sc.strategy,
      isCqSuperCategory: sc.isCqSuperCategory,
      superCategoryNumTopics: 0,
      superCategoryNumberOfProducts: 0,
      superCategoryNumberQuestions: 0,
      superCategoryNumberTests: 0,
      categories: {},
    });
    const categoryEntry = (superEntry.categories[cat.url] ??= {
      title: cat.title,
      popularity: cat.popularity,
      products: [],
      categoryNumberQuestions: 0,
      categoryNumberTests: 0,
      categoryNumTopics: 0,
    });
    categoryEntry.products.push({
      productId: p.productId,
      productNameUrl: p.productNameUrl,
      title: p.title,
      description: p.description,
      kind: p.kind,
      catalogUpdateDate: p.catalogUpdateDate.toISOString(),
      popularity: counts.get(p.productId) ?? 0,
      superCategoryUrl: sc.url,
      categoryNameUrl: cat.url,
      pricing: p.pricing,
      popularProduct: popular.has(p.productId),
      numberOfQuestions: p.questionCount,
      numberOfTests: p.testCount,
      numberOfTopics: p.topicCount,
      seoTitle: p.seoTitle,
      seoDescription: p.seoDescription,
      ratingAverage: averageRating(Number(ratingSum ?? 0), voteCount),
      ratingVotes: voteCount,
      ...(promotedAt && promotedAt.getTime() <= now ? { topAdUntil: new Date(topAdUntil(promotedAt.getTime(), retentionDays)).toISOString() } : {}),
    });
    categoryEntry.categoryNumberQuestions += p.questionCount;
    categoryEntry.categoryNumberTests += p.testCount;
    categoryEntry.categoryNumTopics += p.topicCount;
    superEntry.superCategoryNumberOfProducts += 1;
    superEntry.superCategoryNumberQuestions += p.questionCount;
    superEntry.superCategoryNumberTests += p.testCount;
    superEntry.superCategoryNumTopics += p.topicCount;
  }
  return catalog;
}
