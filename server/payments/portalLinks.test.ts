// The payment method page's signed link: whatever a visitor puts in its token is refused with a 403, never a 500.
import { describe, expect, it } from 'vitest';
import { checkPortalLink, PORTAL_LINK_LIFETIME_MS, signPortalLink } from './portalLinks.ts';
import { HttpError } from '../lib/httpError.ts';

const SECRET = 'whsec_test_secret';
const NOW = Date.UTC(2026, 0, 10);

function refusal(token: string | undefined, subscriptionId = 'sub_test_1', now = NOW): string | null {
  try {
    checkPortalLink(SECRET, subscriptionId, token, now);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return `${error.statusCode} ${error.code}`;
    throw error;
  }
}

describe('checkPortalLink', () => {
  it('accepts the link made for the subscription until it expires', () => {
    const token = signPortalLink(SECRET, 'sub_test_1', NOW);
    expect(refusal(token)).toBeNull();
    expect(refusal(token, 'sub_test_1', NOW + PORTAL_LINK_LIFETIME_MS)).toBe('403 link_expired');
    expect(refusal(token, 'sub_test_2')).toBe('403 link_invalid');
  });

  it('refuses a missing, malformed or forged token with a 403', () => {
    const [expires, signature = ''] = signPortalLink(SECRET, 'sub_test_1', NOW).split('.');
    for (const token of [undefined, '', 'x', `${expires}.`, `${expires}.${'A'.repeat(signature.length)}`, `${expires}.${'é'.repeat(signature.length)}`]) {
      expect(refusal(token)).toBe('403 link_invalid');
    }
  });
});
