// Business constants and limits of SPEC §9, with the unit in each name; per-country values live in markets/.

/** Products shown per catalog page. */
export const CATALOG_PAGE_SIZE = 25;
/** A cached catalog is fresh for this long (20 minutes), for the same country only. */
export const CATALOG_FRESH_MS = 1_200_000;
/** Lifetime of the discount cookies (code and discounted product ids). */
export const DISCOUNT_COOKIE_DAYS = 30;
/** A discounted product id is kept only when, after trimming, it is longer than this. */
export const DISCOUNT_ID_MIN_LENGTH_EXCLUSIVE = 10;
/** A phone number needs at least this many digits. */
export const PHONE_MIN_DIGITS = 6;

/** Answer option letters, A to O (15). */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

/** Default delay before a lazy-loading placeholder shows. */
export const LAZY_LOADING_DELAY_MS = 200;
/** Default auto-dismiss of a toast; 0 means it stays until closed. */
export const TOAST_DISMISS_DEFAULT_S = 0;
/** Maximum zoom of the viewport meta tag. */
export const VIEWPORT_MAX_SCALE = 2;

/** Default exam time in minutes, and the same span in ms as the local exam's time to finish. */
export const DEFAULT_EXAM_TIME_MIN = 20;
export const DEFAULT_TIME_TO_FINISH_MS = 1_200_000;

/** A search term counts only when longer than 1 character, so its minimum length is 2. */
export const SEARCH_TERM_MIN_LENGTH = 2;

/** How many topics a user picks for an AI quiz. */
export const AI_MIN_TOPICS = 3;
export const AI_MAX_TOPICS = 5;

/** How many last used products are remembered per user. */
export const LAST_USED_PRODUCTS_TOP = 5;

/** Client error reporter defaults: rate, payload cap and telemetry buffer. */
export const ERROR_REPORT_MAX_ITEMS_PER_MINUTE = 60;
export const ERROR_REPORT_WINDOW_MS = 60_000;
export const ERROR_REPORT_MAX_PAYLOAD_BYTES = 500 * 1024;
export const ERROR_REPORT_MAX_TELEMETRY_EVENTS = 100;

/** The userId of anonymous learners and of guest calls. */
export const GUEST_USER_ID = 'guest';
