// The test-mode Billing Portal's links (issue 35): like a Stripe Billing Portal session, the link to a subscription's
// "update payment method" page is made for its owner only (POST …/payment-method, signed in) and stops working after
// PORTAL_LINK_LIFETIME_MS. The token is `<expiry in unix s>.<HMAC-SHA256 of "subscriptionId.expiry">`, keyed with the
// test provider's webhook secret (never shown to anyone): whoever merely knows a sub_test_… id can read or change nothing.
import crypto from 'node:crypto';
import { HttpError } from '../lib/httpError.ts';
import { safeEqual } from '../auth/hashing.ts';

export const PORTAL_LINK_LIFETIME_MS = 60 * 60 * 1000;

const mac = (secret: string, subscriptionId: string, expiresS: number) =>
  crypto.createHmac('sha256', `portal:${secret}`).update(`${subscriptionId}.${expiresS}`, 'utf8').digest('base64url');

export function signPortalLink(secret: string, subscriptionId: string, now: number): string {
  const expiresS = Math.floor((now + PORTAL_LINK_LIFETIME_MS) / 1000);
  return `${expiresS}.${mac(secret, subscriptionId, expiresS)}`;
}

/** Throws a 403 unless `token` was signed for this subscription and has not expired. */
export function checkPortalLink(secret: string, subscriptionId: string, token: string | undefined, now: number): void {
  const [expires, signature] = (token ?? '').split('.');
  const expiresS = Number(expires);
  const expected = Number.isInteger(expiresS) ? mac(secret, subscriptionId, expiresS) : '';
  // safeEqual compares digests: a signature of another byte length (non-ASCII in the query) is refused, not a 500.
  const valid = signature !== undefined && expected !== '' && safeEqual(signature, expected);
  if (!valid) throw new HttpError(403, 'link_invalid', 'This link to the payment method page is not valid: open the page again from My products.');
  if (expiresS * 1000 <= now) throw new HttpError(403, 'link_expired', 'This link to the payment method page has expired: open the page again from My products.');
}
