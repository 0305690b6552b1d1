/** Per-country page keys of SPEC §2. */
export const PAGE_KEYS = [
  'checkout', 'buy', 'dynamic-buy', 'about-us', 'affiliates', 'coming-soon', 'contact-us', 'cookie-policy', 'faq',
  'privacy-policy', 'search', 'terms-and-conditions', 'test-products', 'trademark-and-registration', 'work-with-us',
  'configured-quiz', 'create-quiz', 'test-config', 'my-profile', 'secret-question', 'forgot-password',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** Keys the combined routes table adds (SPEC §2). bill, myProducts and homepage are the country root. */
export const COMBINED_KEYS = ['signIn', 'signUp', 'forgotPassword', 'resetPassword', 'bill', 'myProducts', 'homepage'] as const;
export type CombinedKey = (typeof COMBINED_KEYS)[number];

export type AnyPageKey = PageKey | CombinedKey;

/** One language's slug for every per-country page key. */
export type PageSlugs = Readonly<Record<PageKey, string>>;
