import { describe, expect, it } from 'vitest';
import { siteCountry } from './siteCountry.ts';
import { linkCountry } from '../links.ts';

describe('siteCountry', () => {
  it.each([
    ['de', 'eq', 'de'],
    ['DE', 'cq', 'de'],
    ['en', 'cq', 'us'],
    ['en', 'eq', null],
    ['xx', 'cq', null],
    ['', 'eq', null],
  ] as const)('%s on %s → %s', (segment, tenant, expected) => {
    expect(siteCountry(segment, tenant)).toBe(expected);
  });

  it("every certification-tenant product link lands on a site", () => {
    expect(siteCountry(linkCountry('DE-cq-anything', 'cq'), 'cq')).toBe('us');
  });
});
