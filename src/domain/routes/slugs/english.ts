// English page slugs (SPEC §2), used by every English country site.

import type { PageSlugs } from '../types.ts';

/** Auth pages live under auth/ and have the same path in every language. */
export const FORGOT_PASSWORD_SLUG = 'auth/forgot-password.html';

export const ENGLISH_SLUGS: PageSlugs = {
  checkout: 'checkout.html',
  buy: 'buy.html',
  'dynamic-buy': 'buy-product',
  'about-us': 'about-us/',
  affiliates: 'affiliates/',
  'coming-soon': 'coming-soon.html',
  'contact-us': 'contact-us/',
  'cookie-policy': 'cookie-policy.html',
  faq: 'faq/',
  'privacy-policy': 'privacy-policy.html',
  search: 'search/',
  'terms-and-conditions': 'terms-and-conditions.html',
  'test-products': 'all-products.html',
  'trademark-and-registration': 'trademark-and-registration.html',
  'work-with-us': 'careers/',
  'configured-quiz': 'configured-quiz.html',
  'create-quiz': 'create-quiz.html',
  'test-config': 'test-config.html',
  'my-profile': 'my-profile.html',
  'secret-question': 'secret-question.html',
  'forgot-password': FORGOT_PASSWORD_SLUG,
};
