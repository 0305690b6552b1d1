// The discount kept in cookies for 30 days (SPEC §3 "Discount", §9): the code in promo_code and the discounted
// product ids in promo_products (path /, SameSite=Lax), so the code survives visits and reaches checkout. The ids
// are normalised (SPEC §5) on the way in and out; the cookies hold no prices, the sale page asks for them again.
import { DISCOUNT_COOKIE_DAYS } from '../../domain/constants.ts';
import { normalizeDiscountIds } from '../../domain/validation/promo.ts';
import { readCookie } from '../../api/xsrf.ts';

export const PROMO_CODE_COOKIE = 'promo_code';
export const PROMO_PRODUCTS_COOKIE = 'promo_products';
const MAX_AGE_S = DISCOUNT_COOKIE_DAYS * 24 * 3600;
/** Browsers keep about 4 KB per cookie: ids beyond this many encoded characters are left out. */
const PRODUCTS_MAX_CHARS = 3_800;
const CODE_MAX_CHARS = 40;

export interface StoredDiscount {
  promoCode: string;
  productIds: string[];
}

/** document, or a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

const isHttps = () => typeof location !== 'undefined' && location.protocol === 'https:';

function setCookie(jar: CookieJar, name: string, value: string, maxAgeS: number, secure: boolean): void {
  jar.cookie = `${name}=${value}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The ids as one cookie value, as many as fit. */
function encodeIds(ids: readonly string[]): string {
  let value = '';
  for (const id of ids) {
    const next = value === '' ? encodeURIComponent(id) : `${value}%2C${encodeURIComponent(id)}`;
    if (next.length > PRODUCTS_MAX_CHARS) break;
    value = next;
  }
  return value;
}

export function writeDiscountCookies(discount: StoredDiscount, jar: CookieJar = document, secure = isHttps()): void {
  const code = discount.promoCode.trim().slice(0, CODE_MAX_CHARS);
  if (code === '') return;
  setCookie(jar, PROMO_CODE_COOKIE, encodeURIComponent(code), MAX_AGE_S, secure);
  setCookie(jar, PROMO_PRODUCTS_COOKIE, encodeIds(normalizeDiscountIds(discount.productIds)), MAX_AGE_S, secure);
}

/** The kept discount, or null when there is none (or its cookies were tampered with beyond reading). */
export function readDiscountCookies(jar: CookieJar = document): StoredDiscount | null {
  try {
    const promoCode = readCookie(jar.cookie, PROMO_CODE_COOKIE)?.trim() ?? '';
    if (promoCode === '' || promoCode.length > CODE_MAX_CHARS) return null;
    const ids = readCookie(jar.cookie, PROMO_PRODUCTS_COOKIE) ?? '';
    return { promoCode, productIds: normalizeDiscountIds(ids.split(',')) };
  } catch (error) {
    // A malformed %-escape throws URIError: such cookies are not ours to trust, the page goes on without a discount.
    if (error instanceof URIError) return null;
    throw error;
  }
}

export function clearDiscountCookies(jar: CookieJar = document, secure = isHttps()): void {
  setCookie(jar, PROMO_CODE_COOKIE, '', 0, secure);
  setCookie(jar, PROMO_PRODUCTS_COOKIE, '', 0, secure);
}
