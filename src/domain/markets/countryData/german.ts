// German-language country sites: Germany and Austria.

import { ACTIVE_EVERYWHERE, emailSettingsFor, type CountrySpec } from '../buildMarket.ts';

const GERMAN = {
  messageLocale: 'de',
  paymentLocale: 'de',
  cqSuperCategory: { name: 'Zertifizierung Prüfungsfragen', slug: 'zertifizierung-pruefungsfragen' },
  cleanupSuperCategories: ['vorstellungsgespraech-fragen', 'einstellungstests', 'oeffentlicher-dienst'],
  catalogDescriptionPrefix: 'Übungsfragen für',
} as const satisfies Partial<CountrySpec>;

export const GERMANY: CountrySpec = {
  ...GERMAN,
  isoCode: 'de',
  isActive: ACTIVE_EVERYWHERE,
  validationLang: 'de-DE',
  intlLocale: 'de-DE',
  name: 'Deutschland',
  currency: 'EUR',
  currencySymbol: '€',
  currencyLevelPrice: 1,
  extraPaymentMethods: ['sofort', 'sepa_debit', 'customer_balance'],
  emailSettings: emailSettingsFor('de', {
    secretQuestions: '201', cartAbandon: '202', newCustomer: '203', errorOnPayment: '204',
  }),
  inAppPurchase: true,
  aiDemoTopicsActive: true,
  aiFeedbackMode: 'free',
};

export const AUSTRIA: CountrySpec = {
  ...GERMAN,
  isoCode: 'at',
  isActive: ACTIVE_EVERYWHERE,
  validationLang: 'de-AT',
  intlLocale: 'de-AT',
  name: 'Österreich',
  currency: 'EUR',
  currencySymbol: '€',
  currencyLevelPrice: 1,
  extraPaymentMethods: ['sofort', 'sepa_debit'],
  emailSettings: emailSettingsFor('at', {
    secretQuestions: '211', cartAbandon: '212', newCustomer: '213', errorOnPayment: '214',
  }),
  inAppPurchase: true,
  aiDemoTopicsActive: true,
  aiFeedbackMode: 'off',
};
