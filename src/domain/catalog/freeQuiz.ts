// The free quiz a subscription e-mail links to (SPEC §2 free-quiz subscription dialog): the product itself when it is
// a free demo quiz, else the free demo of its category, else the country's most popular free demo; null without any.
import type { CatalogProduct } from './types.ts';
import { byPopularity } from './browse.ts';

export function freeQuizFor<T extends CatalogProduct>(products: readonly T[], requested?: T): T | null {
  const demos = products.filter((product) => product.kind === 'free-demo-quiz').sort(byPopularity);
  if (requested?.kind === 'free-demo-quiz') return requested;
  const sameCategory = requested
    ? demos.find((demo) => demo.superCategoryUrl === requested.superCategoryUrl && demo.categoryNameUrl === requested.categoryNameUrl)
    : undefined;
  return sameCategory ?? demos[0] ?? null;
}
