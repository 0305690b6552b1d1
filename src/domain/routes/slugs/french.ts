// French page slugs (France).

import type { PageSlugs } from '../types.ts';
import { FORGOT_PASSWORD_SLUG } from './english.ts';

export const FRENCH_SLUGS: PageSlugs = {
  checkout: 'paiement.html',
  buy: 'acheter.html',
  'dynamic-buy': 'acheter-produit',
  'about-us': 'a-propos/',
  affiliates: 'affiliation/',
  'coming-soon': 'bientot.html',
  'contact-us': 'contact/',
  'cookie-policy': 'politique-cookies.html',
  faq: 'questions-frequentes/',
  'privacy-policy': 'politique-de-confidentialite.html',
  search: 'recherche/',
  'terms-and-conditions': 'conditions-generales.html',
  'test-products': 'tous-les-produits.html',
  'trademark-and-registration': 'marque-et-enregistrement.html',
  'work-with-us': 'carrieres/',
  'configured-quiz': 'quiz-configure.html',
  'create-quiz': 'creer-quiz.html',
  'test-config': 'configuration-du-test.html',
  'my-profile': 'mon-profil.html',
  'secret-question': 'question-secrete.html',
  'forgot-password': FORGOT_PASSWORD_SLUG,
};
