// German page slugs, shared by Germany and Austria (SPEC §2: Austrian buy page kaufen.html, search suche/).

import type { PageSlugs } from '../types.ts';
import { FORGOT_PASSWORD_SLUG } from './english.ts';

export const GERMAN_SLUGS: PageSlugs = {
  checkout: 'kasse.html',
  buy: 'kaufen.html',
  'dynamic-buy': 'produkt-kaufen',
  'about-us': 'ueber-uns/',
  affiliates: 'partnerprogramm/',
  'coming-soon': 'demnaechst.html',
  'contact-us': 'kontakt/',
  'cookie-policy': 'cookie-richtlinie.html',
  faq: 'haeufige-fragen/',
  'privacy-policy': 'datenschutz.html',
  search: 'suche/',
  'terms-and-conditions': 'agb.html',
  'test-products': 'alle-produkte.html',
  'trademark-and-registration': 'marke-und-registrierung.html',
  'work-with-us': 'karriere/',
  'configured-quiz': 'konfiguriertes-quiz.html',
  'create-quiz': 'quiz-erstellen.html',
  'test-config': 'test-konfiguration.html',
  'my-profile': 'mein-profil.html',
  'secret-question': 'geheimfrage.html',
  'forgot-password': FORGOT_PASSWORD_SLUG,
};
