// A generated quiz as the simulator's product: a free Demo AI Quiz of the site, priced at 0 (its upsell is the
// country's default price tier, SPEC §9), under the quiz id, so the device keys its attempts like a product's.
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import type { CountryCode } from '../../domain/markets/types.ts';

export function generatedProduct(content: ProductQuestions, country: CountryCode, description: string): CatalogProduct {
  const market = MARKETS[country];
  return {
    productId: content.productId,
    productNameUrl: content.productId,
    title: content.title,
    description,
    kind: 'demo-ai-quiz',
    catalogUpdateDate: '',
    popularity: 0,
    superCategoryUrl: '',
    categoryNameUrl: '',
    pricing: { currency: market.currency, tier: market.currencyLevelPrice, amountMinor: 0, label: '0-FREE' },
    popularProduct: false,
    numberOfQuestions: content.questions.length,
    numberOfTests: 1,
    numberOfTopics: content.topics.length,
    seoTitle: content.title,
    seoDescription: description,
    ratingAverage: 0,
    ratingVotes: 0,
  };
}
