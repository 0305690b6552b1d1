// @vitest-environment jsdom
// The discount cookies in a real (jsdom) cookie jar: written for 30 days on path / with SameSite=Lax, read back with
// the ids normalised, cleared, capped in size, and ignored when tampered with.
import { afterEach, describe, expect, it } from 'vitest';
import { clearDiscountCookies, readDiscountCookies, writeDiscountCookies, type CookieJar } from './discountCookies.ts';

const ID_A = 'IN-eq-it-certification-cloud-cloud-fundamentals';
const ID_B = 'IN-eq-networking-basics-networking-basics';

afterEach(() => clearDiscountCookies());

/** Records what is written, to see the attributes document.cookie does not show. */
function recordingJar(): CookieJar & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('discount cookies', () => {
  it('keeps the code and the normalised product ids, and reads them back', () => {
    writeDiscountCookies({ promoCode: 'WELCOME10', productIds: [ID_A, ' short ', ` ${ID_B} `, ID_A] });
    expect(document.cookie).toContain('promo_code=WELCOME10');
    expect(document.cookie).toContain('promo_products=');
    expect(readDiscountCookies()).toEqual({ promoCode: 'WELCOME10', productIds: [ID_A, ID_B] });
  });

  it('writes both cookies for 30 days on the whole site, SameSite=Lax, Secure on https', () => {
    const jar = recordingJar();
    writeDiscountCookies({ promoCode: 'CERT20', productIds: [ID_A] }, jar, false);
    expect(jar.written).toEqual([
      'promo_code=CERT20; Max-Age=2592000; Path=/; SameSite=Lax',
      `promo_products=${encodeURIComponent(ID_A)}; Max-Age=2592000; Path=/; SameSite=Lax`,
    ]);
    const secure = recordingJar();
    writeDiscountCookies({ promoCode: 'CERT20', productIds: [] }, secure, true);
    expect(secure.written.every((cookie) => cookie.endsWith('; Secure'))).toBe(true);
  });

  it('forgets the discount when cleared', () => {
    writeDiscountCookies({ promoCode: 'CERT20', productIds: [ID_A] });
    clearDiscountCookies();
    expect(readDiscountCookies()).toBeNull();
    expect(document.cookie).not.toContain('promo_code=CERT20');
  });

  it('stays under the size a browser keeps for one cookie', () => {
    const jar = recordingJar();
    const many = Array.from({ length: 500 }, (_, i) => `IN-eq-some-super-category-some-category-product-${i}`);
    writeDiscountCookies({ promoCode: 'WELCOME10', productIds: many }, jar, false);
    expect(jar.written[1]!.length).toBeLessThan(4000);
    expect(jar.written[1]).toContain(encodeURIComponent(many[0]!));
  });

  it('reads nothing without a code, and ignores cookies it cannot decode', () => {
    expect(readDiscountCookies()).toBeNull();
    document.cookie = 'promo_code=%E0%A4%A; Path=/';
    expect(readDiscountCookies()).toBeNull();
    document.cookie = 'promo_code=CERT20; Path=/';
    document.cookie = 'promo_products=%E0%A4%A; Path=/';
    expect(readDiscountCookies()).toBeNull();
  });
});
