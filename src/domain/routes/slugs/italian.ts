// Italian page slugs (Italy).

import type { PageSlugs } from '../types.ts';
import { FORGOT_PASSWORD_SLUG } from './english.ts';

export const ITALIAN_SLUGS: PageSlugs = {
  checkout: 'cassa.html',
  buy: 'acquista.html',
  'dynamic-buy': 'acquista-prodotto',
  'about-us': 'chi-siamo/',
  affiliates: 'affiliazione/',
  'coming-soon': 'prossimamente.html',
  'contact-us': 'contatti/',
  'cookie-policy': 'informativa-cookie.html',
  faq: 'domande-frequenti/',
  'privacy-policy': 'informativa-privacy.html',
  search: 'cerca/',
  'terms-and-conditions': 'termini-e-condizioni.html',
  'test-products': 'tutti-i-prodotti.html',
  'trademark-and-registration': 'marchio-e-registrazione.html',
  'work-with-us': 'lavora-con-noi/',
  'configured-quiz': 'quiz-configurato.html',
  'create-quiz': 'crea-quiz.html',
  'test-config': 'configurazione-test.html',
  'my-profile': 'il-mio-profilo.html',
  'secret-question': 'domanda-segreta.html',
  'forgot-password': FORGOT_PASSWORD_SLUG,
};
