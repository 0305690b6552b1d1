// Portuguese-language country sites: Portugal and Brazil.

import { ACTIVE_EVERYWHERE, emailSettingsFor, type CountrySpec } from '../buildMarket.ts';

export const PORTUGAL: CountrySpec = {
  isoCode: 'pt',
  isActive: ACTIVE_EVERYWHERE,
  validationLang: 'pt-PT',
  intlLocale: 'pt-PT',
  messageLocale: 'pt',
  name: 'Portugal',
  currency: 'EUR',
  currencySymbol: '€',
  currencyLevelPrice: 1,
  paymentLocale: 'pt',
  extraPaymentMethods: ['multibanco', 'sepa_debit'],
  emailSettings: emailSettingsFor('pt', {
    secretQuestions: '231', cartAbandon: '232', newCustomer: '233', errorOnPayment: '234',
  }),
  cqSuperCategory: { name: 'Testes práticos de certificação', slug: 'testes-praticos-certificacao' },
  inAppPurchase: true,
  aiDemoTopicsActive: true,
  aiFeedbackMode: 'off',
  cleanupSuperCategories: ['perguntas-de-entrevista', 'testes-de-emprego', 'funcao-publica'],
  catalogDescriptionPrefix: 'Perguntas de treino para',
};

export const BRAZIL: CountrySpec = {
  isoCode: 'br',
  isActive: ACTIVE_EVERYWHERE,
  validationLang: 'pt-BR',
  intlLocale: 'pt-BR',
  messageLocale: 'pt',
  name: 'Brasil',
  currency: 'BRL',
  currencySymbol: 'R$',
  currencyLevelPrice: 4,
  paymentLocale: 'pt-BR',
  extraPaymentMethods: [],
  emailSettings: emailSettingsFor('br', { secretQuestions: '241', cartAbandon: '242', newCustomer: '243' }),
  cqSuperCategory: { name: 'Simulados de certificação', slug: 'simulados-certificacao' },
  inAppPurchase: false,
  aiDemoTopicsActive: true,
  aiFeedbackMode: 'off',
  cleanupSuperCategories: ['perguntas-de-entrevista', 'testes-de-emprego', 'concursos-publicos'],
  catalogDescriptionPrefix: 'Questões de prática para',
  promoEnabled: true,
};
