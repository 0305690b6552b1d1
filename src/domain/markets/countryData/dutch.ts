// Dutch-language country sites: Belgium and the Netherlands. Both are inactive in every environment
// (SPEC §4) and show coming-soon pages, so no e-mail templates are in use yet.

import { INACTIVE_EVERYWHERE, emailSettingsFor, type CountrySpec } from '../buildMarket.ts';

const DUTCH = {
  isActive: INACTIVE_EVERYWHERE,
  messageLocale: 'nl',
  paymentLocale: 'nl',
  currency: 'EUR',
  currencySymbol: '€',
  currencyLevelPrice: 1,
  extraPaymentMethods: ['sepa_debit', 'customer_balance'],
  cqSuperCategory: { name: 'Certificering oefenexamens', slug: 'certificering-oefenexamens' },
  cleanupSuperCategories: ['sollicitatiegesprek-vragen', 'selectietests', 'overheidsdienst'],
  catalogDescriptionPrefix: 'Oefenvragen voor',
  aiDemoTopicsActive: false,
  aiFeedbackMode: 'off',
} as const satisfies Partial<CountrySpec>;

export const BELGIUM: CountrySpec = {
  ...DUTCH,
  isoCode: 'be',
  validationLang: 'nl-BE',
  intlLocale: 'nl-BE',
  name: 'België',
  emailSettings: emailSettingsFor('be'),
  // Not given by the spec; follows the Netherlands, which shares the Dutch app store listing.
  inAppPurchase: true,
};

export const NETHERLANDS: CountrySpec = {
  ...DUTCH,
  isoCode: 'nl',
  validationLang: 'nl-NL',
  intlLocale: 'nl-NL',
  name: 'Nederland',
  emailSettings: emailSettingsFor('nl'),
  inAppPurchase: true,
};
