// The shape of one country's configuration (SPEC §3 "Country configuration" and §9 "Per-country settings").

import type { CountryCode, Environment, MessageLocale } from './types.ts';

/** Validation language per country, in the order SPEC §5 lists them (same order as COUNTRY_CODES). */
export const VALIDATION_LANGUAGES = [
  'de-DE', 'nl-BE', 'pt-PT', 'en', 'en-MT', 'en-LU', 'it', 'es-MX', 'en-NZ', 'fr', 'es', 'pt-BR', 'de-AT', 'en-AU',
  'en-GB', 'en-IE', 'nl-NL', 'en-CA', 'en-US',
] as const;
export type ValidationLanguage = (typeof VALIDATION_LANGUAGES)[number];

/** Full BCP 47 tags handed to Intl (numbers, prices, dates, month names). */
export const INTL_LOCALES = [
  'de-DE', 'nl-BE', 'pt-PT', 'en-IN', 'en-MT', 'en-LU', 'it-IT', 'es-MX', 'en-NZ', 'fr-FR', 'es-ES', 'pt-BR', 'de-AT',
  'en-AU', 'en-GB', 'en-IE', 'nl-NL', 'en-CA', 'en-US',
] as const;
export type IntlLocale = (typeof INTL_LOCALES)[number];

export type CurrencyCode = 'EUR' | 'INR' | 'MXN' | 'BRL' | 'AUD' | 'GBP' | 'CAD' | 'USD';
/** Price tier of a country; selects the price list of its products. */
export type PriceTier = 1 | 2 | 3 | 4 | 5;
export type PriceTierCode = `${PriceTier}-PRODUCT-EXPIRE`;

/** A yes/no flag per deployment environment. */
export type EnvironmentFlags = Readonly<Record<Environment, boolean>>;

/** Payment method types of SPEC §9 ("sofort" is spelled "sofot" in one source table). */
export type PaymentMethodType = 'card' | 'multibanco' | 'sofort' | 'sepa_debit' | 'us_bank_account' | 'customer_balance';

export interface PaymentProviderSettings {
  readonly enabled: EnvironmentFlags;
  /** Locale the provider's checkout is shown in. */
  readonly locale: string;
  readonly methodTypes: readonly PaymentMethodType[];
}

export interface PaymentLocales {
  /** The card payment provider. */
  readonly card: PaymentProviderSettings;
  /** The second payment provider, disabled everywhere. */
  readonly secondProvider: PaymentProviderSettings;
}

/** E-mail marketing template (or list) ids; 'NA' where unused. */
export interface EmailTemplates {
  readonly secretQuestions: string;
  readonly cartAbandon: string;
  readonly newCustomer: string;
  readonly errorOnPayment: string;
}

export interface EmailSettings {
  /** Path of the reset-password page, relative to baseUrl. */
  readonly resetPasswordPath: string;
  /** Country site the links in e-mails point to. */
  readonly baseUrl: string;
  readonly templates: EmailTemplates;
}

export interface MobilePromoBox {
  readonly ios: EnvironmentFlags;
  readonly android: EnvironmentFlags;
}

export interface CatalogCleanup {
  /** Country-specific super-category slugs (interview questions, job tests, public service …). */
  readonly level1: { readonly superCategories: readonly string[]; readonly keepDays: number };
  readonly level2: { readonly keepDays: number; readonly match: string };
}

export interface CqSuperCategory {
  readonly name: string;
  readonly slug: string;
}

/** Which AI demo feedback is collected (SPEC §6). */
export type AiFeedbackMode = 'free' | 'all' | 'full' | 'off';

export interface AiDemoTopicsSettings {
  /** AI demo topics and question generation; the create-quiz page exists only where this is on. */
  readonly active: boolean;
  readonly model: string;
  readonly temperature: number;
  readonly topP: number;
  readonly frequencyPenalty: number;
  readonly presencePenalty: number;
  readonly maxTokens: number;
  readonly webSearch: boolean;
  readonly userMinTopics: number;
  readonly userMaxTopics: number;
  readonly searchableTopics: number;
  readonly generatedTopics: number;
  readonly topicRetrievalFrequency: number;
  readonly defaultPriceTier: PriceTierCode;
}

export type AiBackend = 'DEV' | 'PROD';

export interface AiQuestionFixingSettings {
  readonly confidencePercent: number;
  readonly backendRetryThreshold: number;
  readonly maxTokens: number;
  readonly webSearch: boolean;
  readonly automation: { readonly fullProducts: boolean; readonly freeProducts: boolean };
  readonly userInteraction: boolean;
  readonly backends: readonly AiBackend[];
}

export interface AiSettings {
  readonly demoTopics: AiDemoTopicsSettings;
  readonly legacyDemoGeneration: { readonly model: string; readonly deprecatedIn: readonly Environment[] };
  readonly questionFixing: AiQuestionFixingSettings;
  readonly feedbackMode: AiFeedbackMode;
  readonly webFeedback: boolean;
}

export interface ReportingSettings {
  readonly questionFeedback: boolean;
  readonly aiDemoErrors: boolean;
  readonly simulatorFeedback: boolean;
}

/** Kinds of page an article (start-quiz) block can sit on. */
export type ArticlePageKind = 'super-category' | 'category' | 'product';

export interface ArticlePageSettings {
  readonly startQuiz: boolean;
  /** Page kinds where the start-quiz button is not shown even though startQuiz is on. */
  readonly startQuizDisabledOn: readonly ArticlePageKind[];
}

export interface PromoSettings {
  readonly enabled: boolean;
  readonly superCategories: 'all' | readonly string[];
}

export interface Market {
  readonly isoCode: CountryCode;
  readonly isActive: EnvironmentFlags;
  /** The site's language; the same tag as validationLang. */
  readonly language: ValidationLanguage;
  /** Validation language exactly as SPEC §5 lists it. */
  readonly validationLang: ValidationLanguage;
  readonly intlLocale: IntlLocale;
  readonly messageLocale: MessageLocale;
  readonly languageName: string;
  /** Country name in the country's own language. */
  readonly name: string;
  /** Base URL of the country site. */
  readonly url: string;
  readonly currency: CurrencyCode;
  readonly currencySymbol: string;
  /** Locale tag used to format prices. */
  readonly currencyFormatLocal: IntlLocale;
  readonly currencyLevelPrice: PriceTier;
  readonly paymentLocales: PaymentLocales;
  readonly emailSettings: EmailSettings;
  readonly supportEmail: string;
  readonly mobilePromoBox: MobilePromoBox;
  readonly maxSearchResults: number;
  readonly lastUsedProductsTop: number;
  readonly salesPopularityWindowDays: number;
  readonly recommendations: { readonly homepage: number; readonly articles: number };
  readonly salePage: { readonly maxCards: number; readonly maxTopBarItems: number };
  readonly topAdsRetentionDays: number;
  readonly renameEnabled: boolean;
  readonly showDifferentSuperCategories: boolean;
  readonly catalogCleanup: CatalogCleanup;
  readonly cqSuperCategory: CqSuperCategory;
  readonly inAppPurchase: boolean;
  readonly ai: AiSettings;
  readonly reporting: ReportingSettings;
  readonly cqIntegration: boolean;
  readonly articlePage: ArticlePageSettings;
  readonly promo: PromoSettings;
  /** Short localized prefix put before a product name in catalog descriptions. */
  readonly catalogDescriptionPrefix: string;
}
