// The My products page's address (SPEC: bill and myProducts are the country root), and the check that a return
// address is one: the test-mode Billing Portal returns only there (issue 21), so it is never an open redirect.
import { COUNTRY_CODES, type CountryCode } from '../markets/types.ts';

export const myProductsPath = (country: CountryCode) => `/${country}/?view=my-products`;

const MY_PRODUCTS_PATHS: ReadonlySet<string> = new Set(COUNTRY_CODES.map(myProductsPath));

/** Whether `value` is exactly this shop's My products page of one of its countries (a path, never another host). */
export function isMyProductsPath(value: unknown): value is string {
  return typeof value === 'string' && MY_PRODUCTS_PATHS.has(value);
}
