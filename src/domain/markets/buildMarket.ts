// Builds a full Market from the few fields that differ per country; everything SPEC §9 gives
// as the same value in every country is filled in here from constants.ts.

import {
  AI_DEMO_FREQUENCY_PENALTY, AI_DEMO_GENERATED_TOPICS, AI_DEMO_MAX_TOKENS, AI_DEMO_MODEL, AI_DEMO_PRESENCE_PENALTY,
  AI_DEMO_SEARCHABLE_TOPICS, AI_DEMO_TEMPERATURE, AI_DEMO_TOP_P, AI_DEMO_TOPIC_RETRIEVAL_FREQUENCY,
  AI_FIX_BACKEND_RETRY_THRESHOLD, AI_FIX_CONFIDENCE_PERCENT, AI_FIX_MAX_TOKENS, AI_LEGACY_DEMO_MODEL, AI_MAX_TOPICS,
  AI_MIN_TOPICS, ARTICLE_RECOMMENDATIONS_COUNT, CATALOG_CLEANUP_LEVEL1_KEEP_DAYS, CATALOG_CLEANUP_LEVEL2_KEEP_DAYS,
  HOMEPAGE_RECOMMENDATIONS_COUNT, LAST_USED_PRODUCTS_TOP, MOBILE_SEARCH_MAX_RESULTS, NOT_USED, SALE_PAGE_MAX_CARDS,
  SALE_PAGE_MAX_TOP_BAR_ITEMS, SALES_POPULARITY_WINDOW_DAYS, SITE_ORIGIN, SUPPORT_EMAIL, TOP_ADS_RETENTION_DAYS,
} from './constants.ts';
import { LOCALE_NAMES } from './localeNames.ts';
import type {
  AiFeedbackMode, ArticlePageKind, CqSuperCategory, CurrencyCode, EmailSettings, EnvironmentFlags, IntlLocale, Market,
  MobilePromoBox, PaymentMethodType, PriceTier, ValidationLanguage,
} from './market.ts';
import type { CountryCode, MessageLocale } from './types.ts';

/** The per-country input of buildMarket. */
export interface CountrySpec {
  readonly isoCode: CountryCode;
  readonly isActive: EnvironmentFlags;
  readonly validationLang: ValidationLanguage;
  readonly intlLocale: IntlLocale;
  readonly messageLocale: MessageLocale;
  readonly name: string;
  readonly currency: CurrencyCode;
  readonly currencySymbol: string;
  readonly currencyLevelPrice: PriceTier;
  /** Locale of the payment providers' checkout. */
  readonly paymentLocale: string;
  /** Payment method types besides 'card'. */
  readonly extraPaymentMethods: readonly PaymentMethodType[];
  readonly emailSettings: EmailSettings;
  readonly cqSuperCategory: CqSuperCategory;
  readonly inAppPurchase: boolean;
  readonly aiDemoTopicsActive: boolean;
  readonly aiFeedbackMode: AiFeedbackMode;
  readonly cleanupSuperCategories: readonly string[];
  readonly catalogDescriptionPrefix: string;
  readonly salesPopularityWindowDays?: number;
  readonly articleStartQuizDisabledOn?: readonly ArticlePageKind[];
  readonly promoEnabled?: boolean;
}

export const ACTIVE_EVERYWHERE: EnvironmentFlags = { dev: true, stage: true, prod: true };
export const INACTIVE_EVERYWHERE: EnvironmentFlags = { dev: false, stage: false, prod: false };
/** The card provider runs in dev and prod (SPEC §9). */
const CARD_PROVIDER_ENABLED: EnvironmentFlags = { dev: true, stage: false, prod: true };
/** SPEC §4: the promo box is hidden for iOS, shown for Android in dev and prod. */
const MOBILE_PROMO_BOX: MobilePromoBox = {
  ios: INACTIVE_EVERYWHERE,
  android: { dev: true, stage: false, prod: true },
};

/** Path of the reset-password page relative to a country site (the combined routes table's resetPassword). */
export const RESET_PASSWORD_PATH = 'auth/reset-password.html';

export function countrySiteUrl(country: CountryCode): string {
  return `${SITE_ORIGIN}/${country}`;
}

/** E-mail settings pointing at the country's own site. */
export function emailSettingsFor(
  country: CountryCode,
  templates: Partial<EmailSettings['templates']> = {},
): EmailSettings {
  return {
    resetPasswordPath: RESET_PASSWORD_PATH,
    baseUrl: countrySiteUrl(country),
    templates: {
      secretQuestions: templates.secretQuestions ?? NOT_USED,
      cartAbandon: templates.cartAbandon ?? NOT_USED,
      newCustomer: templates.newCustomer ?? NOT_USED,
      errorOnPayment: templates.errorOnPayment ?? NOT_USED,
    },
  };
}

export function buildMarket(spec: CountrySpec): Market {
  const methodTypes: readonly PaymentMethodType[] = ['card', ...spec.extraPaymentMethods];
  return {
    isoCode: spec.isoCode,
    isActive: spec.isActive,
    language: spec.validationLang,
    validationLang: spec.validationLang,
    intlLocale: spec.intlLocale,
    messageLocale: spec.messageLocale,
    languageName: LOCALE_NAMES[spec.validationLang],
    name: spec.name,
    url: countrySiteUrl(spec.isoCode),
    currency: spec.currency,
    currencySymbol: spec.currencySymbol,
    currencyFormatLocal: spec.intlLocale,
    currencyLevelPrice: spec.currencyLevelPrice,
    paymentLocales: {
      card: { enabled: CARD_PROVIDER_ENABLED, locale: spec.paymentLocale, methodTypes },
      secondProvider: { enabled: INACTIVE_EVERYWHERE, locale: spec.paymentLocale, methodTypes: ['card'] },
    },
    emailSettings: spec.emailSettings,
    supportEmail: SUPPORT_EMAIL,
    mobilePromoBox: MOBILE_PROMO_BOX,
    maxSearchResults: MOBILE_SEARCH_MAX_RESULTS,
    lastUsedProductsTop: LAST_USED_PRODUCTS_TOP,
    salesPopularityWindowDays: spec.salesPopularityWindowDays ?? SALES_POPULARITY_WINDOW_DAYS,
    recommendations: { homepage: HOMEPAGE_RECOMMENDATIONS_COUNT, articles: ARTICLE_RECOMMENDATIONS_COUNT },
    salePage: { maxCards: SALE_PAGE_MAX_CARDS, maxTopBarItems: SALE_PAGE_MAX_TOP_BAR_ITEMS },
    topAdsRetentionDays: TOP_ADS_RETENTION_DAYS,
    renameEnabled: false,
    showDifferentSuperCategories: true,
    catalogCleanup: {
      level1: { superCategories: spec.cleanupSuperCategories, keepDays: CATALOG_CLEANUP_LEVEL1_KEEP_DAYS },
      level2: { keepDays: CATALOG_CLEANUP_LEVEL2_KEEP_DAYS, match: NOT_USED },
    },
    cqSuperCategory: spec.cqSuperCategory,
    inAppPurchase: spec.inAppPurchase,
    ai: {
      demoTopics: {
        active: spec.aiDemoTopicsActive,
        model: AI_DEMO_MODEL,
        temperature: AI_DEMO_TEMPERATURE,
        topP: AI_DEMO_TOP_P,
        frequencyPenalty: AI_DEMO_FREQUENCY_PENALTY,
        presencePenalty: AI_DEMO_PRESENCE_PENALTY,
        maxTokens: AI_DEMO_MAX_TOKENS,
        webSearch: true,
        userMinTopics: AI_MIN_TOPICS,
        userMaxTopics: AI_MAX_TOPICS,
        searchableTopics: AI_DEMO_SEARCHABLE_TOPICS,
        generatedTopics: AI_DEMO_GENERATED_TOPICS,
        topicRetrievalFrequency: AI_DEMO_TOPIC_RETRIEVAL_FREQUENCY,
        defaultPriceTier: `${spec.currencyLevelPrice}-PRODUCT-EXPIRE`,
      },
      legacyDemoGeneration: { model: AI_LEGACY_DEMO_MODEL, deprecatedIn: ['prod'] },
      questionFixing: {
        confidencePercent: AI_FIX_CONFIDENCE_PERCENT,
        backendRetryThreshold: AI_FIX_BACKEND_RETRY_THRESHOLD,
        maxTokens: AI_FIX_MAX_TOKENS,
        webSearch: true,
        automation: { fullProducts: true, freeProducts: true },
        userInteraction: false,
        backends: ['DEV', 'PROD'],
      },
      feedbackMode: spec.aiFeedbackMode,
      webFeedback: false,
    },
    reporting: { questionFeedback: true, aiDemoErrors: true, simulatorFeedback: true },
    cqIntegration: true,
    articlePage: { startQuiz: true, startQuizDisabledOn: spec.articleStartQuizDisabledOn ?? [] },
    // SPEC §9 gives promo "on only in India" in one table and "on only in Brazil" in another; the
    // tables cover different countries, so both readings hold: in and br set promoEnabled.
    promo: spec.promoEnabled === true ? { enabled: true, superCategories: 'all' } : { enabled: false, superCategories: [] },
    catalogDescriptionPrefix: spec.catalogDescriptionPrefix,
  };
}
