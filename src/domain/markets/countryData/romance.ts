// Italian, Spanish and French country sites: Italy, Spain, Mexico and France.

import { ITALY_SALES_POPULARITY_WINDOW_DAYS } from '../constants.ts';
import { ACTIVE_EVERYWHERE, emailSettingsFor, type CountrySpec } from '../buildMarket.ts';

export const ITALY: CountrySpec = {
  isoCode: 'it',
  isActive: ACTIVE_EVERYWHERE,
  validationLang: 'it',
  intlLocale: 'it-IT',
  messageLocale: 'it',
  name: 'Italia',
  currency: 'EUR',
  currencySymbol: '€',
  currencyLevelPrice: 1,
  paymentLocale: 'it',
  extraPaymentMethods: ['sepa_debit'],
  emailSettings: emailSettingsFor('it', {
    secretQuestions: '251', cartAbandon: '252', newCustomer: '253', errorOnPayment: '254',
  }),
  cqSuperCategory: { name: 'Test di pratica per certificazioni', slug: 'test-pratica-certificazioni' },
  inAppPurchase: true,
  aiDemoTopicsActive: true,
  aiFeedbackMode: 'full',
  cleanupSuperCategories: ['domande-colloquio-di-lavoro', 'test-di-selezione', 'concorsi-pubblici'],
  catalogDescriptionPrefix: 'Domande di esercitazione per',
  salesPopularityWindowDays: ITALY_SALES_POPULARITY_WINDOW_DAYS,
};

const SPANISH = {
  isActive: ACTIVE_EVERYWHERE,
  messageLocale: 'es',
  cqSuperCategory: { name: 'Exámenes de práctica de certificación', slug: 'examenes-practica-certificacion' },
  catalogDescriptionPrefix: 'Preguntas de práctica para',
  aiDemoTopicsActive: true,
  aiFeedbackMode: 'off',
} as const satisfies Partial<CountrySpec>;

export const SPAIN: CountrySpec = {
  ...SPANISH,
  isoCode: 'es',
  validationLang: 'es',
  intlLocale: 'es-ES',
  name: 'España',
  currency: 'EUR',
  currencySymbol: '€',
  currencyLevelPrice: 1,
  paymentLocale: 'es',
  extraPaymentMethods: ['sepa_debit', 'customer_balance'],
  emailSettings: emailSettingsFor('es', {
    secretQuestions: '261', cartAbandon: '262', newCustomer: '263', errorOnPayment: '264',
  }),
  inAppPurchase: true,
  cleanupSuperCategories: ['preguntas-de-entrevista', 'pruebas-de-empleo', 'oposiciones'],
};

export const MEXICO: CountrySpec = {
  ...SPANISH,
  isoCode: 'mx',
  validationLang: 'es-MX',
  intlLocale: 'es-MX',
  name: 'México',
  currency: 'MXN',
  currencySymbol: '$',
  currencyLevelPrice: 4,
  paymentLocale: 'es-419',
  extraPaymentMethods: ['customer_balance'],
  emailSettings: emailSettingsFor('mx', {
    secretQuestions: '271', cartAbandon: '272', newCustomer: '273', errorOnPayment: '274',
  }),
  // Not given by the spec; follows Brazil, the other tier-4 Latin American market.
  inAppPurchase: false,
  cleanupSuperCategories: ['preguntas-de-entrevista', 'pruebas-de-empleo', 'servicio-publico'],
};

export const FRANCE: CountrySpec = {
  isoCode: 'fr',
  isActive: ACTIVE_EVERYWHERE,
  validationLang: 'fr',
  intlLocale: 'fr-FR',
  messageLocale: 'fr',
  name: 'France',
  currency: 'EUR',
  currencySymbol: '€',
  currencyLevelPrice: 1,
  paymentLocale: 'fr',
  extraPaymentMethods: ['sepa_debit', 'customer_balance'],
  emailSettings: emailSettingsFor('fr', {
    secretQuestions: '281', cartAbandon: '282', newCustomer: '283', errorOnPayment: '284',
  }),
  cqSuperCategory: { name: 'Tests blancs de certification', slug: 'tests-blancs-certification' },
  inAppPurchase: true,
  aiDemoTopicsActive: true,
  aiFeedbackMode: 'off',
  cleanupSuperCategories: ['questions-entretien-embauche', 'tests-de-recrutement', 'fonction-publique'],
  catalogDescriptionPrefix: "Questions d'entraînement pour",
};
