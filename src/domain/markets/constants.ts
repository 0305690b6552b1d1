// Per-country settings of SPEC §9 that have the same value in every country, with the unit in each name.
// The country table (countries.ts) copies them into each market; features read them from the market.

export { AI_MAX_TOPICS, AI_MIN_TOPICS, LAST_USED_PRODUCTS_TOP } from '../constants.ts';

/** Origin of every country site; a country site is `${SITE_ORIGIN}/${country}`. */
export const SITE_ORIGIN = 'https://examquiz.shop';
/** One support address shared by every country. */
export const SUPPORT_EMAIL = 'support@examquiz.shop';
/** Placeholder the configuration uses for an unused e-mail template or match rule. */
export const NOT_USED = 'NA';

/** Mobile search shows at most this many results. */
export const MOBILE_SEARCH_MAX_RESULTS = 200;
/** Sales popularity is computed over this many days (Italy uses its own shorter window). */
export const SALES_POPULARITY_WINDOW_DAYS = 14;
export const ITALY_SALES_POPULARITY_WINDOW_DAYS = 7;
/** Recommended products shown on the homepage and on article pages. */
export const HOMEPAGE_RECOMMENDATIONS_COUNT = 10;
export const ARTICLE_RECOMMENDATIONS_COUNT = 10;
/** Sale page: maximum product cards, and top bar items where -1 means no limit. */
export const SALE_PAGE_MAX_CARDS = 25;
export const UNLIMITED = -1;
export const SALE_PAGE_MAX_TOP_BAR_ITEMS = UNLIMITED;
/** Top ads products are kept this many days. */
export const TOP_ADS_RETENTION_DAYS = 7;
/** Catalog cleanup: level 1 (country-specific super-categories) and level 2 retention. */
export const CATALOG_CLEANUP_LEVEL1_KEEP_DAYS = 30;
export const CATALOG_CLEANUP_LEVEL2_KEEP_DAYS = 180;

/** AI demo topics: language model and sampling settings. */
export const AI_DEMO_MODEL = 'gpt-4.1-mini';
export const AI_DEMO_TEMPERATURE = 0.7;
export const AI_DEMO_TOP_P = 0.8;
export const AI_DEMO_FREQUENCY_PENALTY = 0;
export const AI_DEMO_PRESENCE_PENALTY = 0;
export const AI_DEMO_MAX_TOKENS = 4000;
/** Topics the AI may look up on the web, topics it generates, and the topic retrieval frequency counter. */
export const AI_DEMO_SEARCHABLE_TOPICS = 3;
export const AI_DEMO_GENERATED_TOPICS = 15;
export const AI_DEMO_TOPIC_RETRIEVAL_FREQUENCY = 10;
/** The older demo question and topic generation, with its older model, is deprecated in these environments. */
export const AI_LEGACY_DEMO_MODEL = 'gpt-3.5-turbo';

/** AI question fixing. */
export const AI_FIX_CONFIDENCE_PERCENT = 95;
export const AI_FIX_BACKEND_RETRY_THRESHOLD = 100;
export const AI_FIX_MAX_TOKENS = 4096;
