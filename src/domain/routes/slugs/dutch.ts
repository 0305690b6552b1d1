// Dutch page slugs, shared by Belgium and the Netherlands.

import type { PageSlugs } from '../types.ts';
import { FORGOT_PASSWORD_SLUG } from './english.ts';

export const DUTCH_SLUGS: PageSlugs = {
  checkout: 'afrekenen.html',
  buy: 'kopen.html',
  'dynamic-buy': 'product-kopen',
  'about-us': 'over-ons/',
  affiliates: 'partnerprogramma/',
  'coming-soon': 'binnenkort.html',
  'contact-us': 'contact/',
  'cookie-policy': 'cookiebeleid.html',
  faq: 'veelgestelde-vragen/',
  'privacy-policy': 'privacybeleid.html',
  search: 'zoeken/',
  'terms-and-conditions': 'algemene-voorwaarden.html',
  'test-products': 'alle-producten.html',
  'trademark-and-registration': 'handelsmerk-en-registratie.html',
  'work-with-us': 'vacatures/',
  'configured-quiz': 'geconfigureerde-quiz.html',
  'create-quiz': 'quiz-maken.html',
  'test-config': 'testconfiguratie.html',
  'my-profile': 'mijn-profiel.html',
  'secret-question': 'geheime-vraag.html',
  'forgot-password': FORGOT_PASSWORD_SLUG,
};
