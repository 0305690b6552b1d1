// The quiz page address of a product.
import { expect, it } from 'vitest';
import { productQuizPath } from './productPath.ts';

it('joins country, super category, category and product, ending in quiz', () => {
  expect(productQuizPath('de', { superCategoryUrl: 'it-certification', categoryNameUrl: 'cloud', productNameUrl: 'cloud-demo' })).toBe('/de/it-certification/cloud/cloud-demo/quiz');
});
