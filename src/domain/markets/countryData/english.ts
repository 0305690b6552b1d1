// English-language country sites: India, Malta, Luxembourg, New Zealand, Australia, United Kingdom,
// Ireland, Canada and the United States. Malta, Luxembourg and New Zealand reuse Ireland's site
// paths and e-mail settings (SPEC §2).

import { ACTIVE_EVERYWHERE, emailSettingsFor, type CountrySpec } from '../buildMarket.ts';

const ENGLISH = {
  isActive: ACTIVE_EVERYWHERE,
  messageLocale: 'en',
  paymentLocale: 'en-GB',
  extraPaymentMethods: [],
  cleanupSuperCategories: ['interview-questions', 'employment-tests', 'public-service'],
  catalogDescriptionPrefix: 'Practice questions for',
  aiDemoTopicsActive: true,
  aiFeedbackMode: 'off',
} as const satisfies Partial<CountrySpec>;

/** SPEC §2: the certification super-category of us, gb, ie, au and ca. */
const CERTIFICATION_PRACTICE_TEST = { name: 'Certification Practice Test', slug: 'certification-practice-test' };
/** Our choice for the other English sites (in, mt, lu, nz), which the spec leaves open. */
const CERTIFICATION_PRACTICE_QUESTIONS = {
  name: 'Certification Practice Questions',
  slug: 'certification-practice-questions',
};
const EURO = { currency: 'EUR', currencySymbol: '€', currencyLevelPrice: 1 } as const satisfies Partial<CountrySpec>;

export const IRELAND_EMAIL_SETTINGS = emailSettingsFor('ie', {
  secretQuestions: '301', cartAbandon: '302', newCustomer: '303', errorOnPayment: '304',
});

export const INDIA: CountrySpec = {
  ...ENGLISH,
  isoCode: 'in',
  validationLang: 'en',
  intlLocale: 'en-IN',
  name: 'India',
  currency: 'INR',
  currencySymbol: '₹',
  currencyLevelPrice: 3,
  emailSettings: emailSettingsFor('in', { secretQuestions: '291', cartAbandon: '292', newCustomer: '293' }),
  cqSuperCategory: CERTIFICATION_PRACTICE_QUESTIONS,
  inAppPurchase: false,
  aiFeedbackMode: 'all',
  cleanupSuperCategories: ['interview-questions', 'job-tests', 'government-exams'],
  promoEnabled: true,
};

/** Malta, Luxembourg and New Zealand: Ireland's mirror sites. AI demo topics stay off there (our choice). */
const IRELAND_MIRROR = {
  ...ENGLISH,
  emailSettings: IRELAND_EMAIL_SETTINGS,
  cqSuperCategory: CERTIFICATION_PRACTICE_QUESTIONS,
  // Not given by the spec; follows Ireland.
  inAppPurchase: true,
  aiDemoTopicsActive: false,
} as const satisfies Partial<CountrySpec>;

export const MALTA: CountrySpec = {
  ...IRELAND_MIRROR,
  ...EURO,
  isoCode: 'mt',
  validationLang: 'en-MT',
  intlLocale: 'en-MT',
  name: 'Malta',
  extraPaymentMethods: ['sepa_debit'],
};

export const LUXEMBOURG: CountrySpec = {
  ...IRELAND_MIRROR,
  ...EURO,
  isoCode: 'lu',
  validationLang: 'en-LU',
  intlLocale: 'en-LU',
  name: 'Luxembourg',
  extraPaymentMethods: ['sepa_debit'],
};

/** SPEC §9: New Zealand is priced in EUR but shows a dollar symbol. Not a SEPA country, so card only. */
export const NEW_ZEALAND: CountrySpec = {
  ...IRELAND_MIRROR,
  isoCode: 'nz',
  validationLang: 'en-NZ',
  intlLocale: 'en-NZ',
  name: 'New Zealand',
  currency: 'EUR',
  currencySymbol: '$',
  currencyLevelPrice: 1,
};

export const AUSTRALIA: CountrySpec = {
  ...ENGLISH,
  isoCode: 'au',
  validationLang: 'en-AU',
  intlLocale: 'en-AU',
  name: 'Australia',
  currency: 'AUD',
  currencySymbol: '$',
  currencyLevelPrice: 5,
  emailSettings: emailSettingsFor('au', { secretQuestions: '331', cartAbandon: '332', newCustomer: '333' }),
  cqSuperCategory: CERTIFICATION_PRACTICE_TEST,
  inAppPurchase: false,
  articleStartQuizDisabledOn: ['super-category'],
};

export const UNITED_KINGDOM: CountrySpec = {
  ...ENGLISH,
  isoCode: 'gb',
  validationLang: 'en-GB',
  intlLocale: 'en-GB',
  name: 'United Kingdom',
  currency: 'GBP',
  currencySymbol: '£',
  currencyLevelPrice: 1,
  extraPaymentMethods: ['customer_balance'],
  emailSettings: emailSettingsFor('gb', {
    secretQuestions: '311', cartAbandon: '312', newCustomer: '313', errorOnPayment: '314',
  }),
  cqSuperCategory: CERTIFICATION_PRACTICE_TEST,
  inAppPurchase: true,
  cleanupSuperCategories: ['interview-questions', 'employment-tests', 'civil-service'],
};

export const IRELAND: CountrySpec = {
  ...ENGLISH,
  ...EURO,
  isoCode: 'ie',
  validationLang: 'en-IE',
  intlLocale: 'en-IE',
  name: 'Ireland',
  extraPaymentMethods: ['sepa_debit', 'customer_balance'],
  emailSettings: IRELAND_EMAIL_SETTINGS,
  cqSuperCategory: CERTIFICATION_PRACTICE_TEST,
  inAppPurchase: true,
  cleanupSuperCategories: ['interview-questions', 'employment-tests', 'civil-service'],
};

export const CANADA: CountrySpec = {
  ...ENGLISH,
  isoCode: 'ca',
  validationLang: 'en-CA',
  intlLocale: 'en-CA',
  name: 'Canada',
  currency: 'CAD',
  currencySymbol: '$',
  currencyLevelPrice: 5,
  paymentLocale: 'en',
  emailSettings: emailSettingsFor('ca', { secretQuestions: '341', cartAbandon: '342', newCustomer: '343' }),
  cqSuperCategory: CERTIFICATION_PRACTICE_TEST,
  inAppPurchase: false,
};

export const UNITED_STATES: CountrySpec = {
  ...ENGLISH,
  isoCode: 'us',
  validationLang: 'en-US',
  intlLocale: 'en-US',
  name: 'United States',
  currency: 'USD',
  currencySymbol: '$',
  currencyLevelPrice: 1,
  paymentLocale: 'en',
  extraPaymentMethods: ['us_bank_account', 'customer_balance'],
  emailSettings: emailSettingsFor('us', {
    secretQuestions: '321', cartAbandon: '322', newCustomer: '323', errorOnPayment: '324',
  }),
  cqSuperCategory: CERTIFICATION_PRACTICE_TEST,
  inAppPurchase: true,
};
