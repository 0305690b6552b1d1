// Table tests of the billing form's world country list.

import { describe, expect, it } from 'vitest';
import { COUNTRY_LIST, findCountryListEntry } from './countryList.ts';
import { COUNTRY_CODES } from './types.ts';

describe('COUNTRY_LIST', () => {
  it('holds every ISO 3166-1 country once (~250 entries)', () => {
    expect(COUNTRY_LIST.length).toBe(250);
    expect(new Set(COUNTRY_LIST.map((entry) => entry.code)).size).toBe(COUNTRY_LIST.length);
    expect(new Set(COUNTRY_LIST.map((entry) => entry.name)).size).toBe(COUNTRY_LIST.length);
  });

  it('uses upper-case alpha-2 codes and +digits dial codes', () => {
    for (const entry of COUNTRY_LIST) {
      expect(entry.code).toMatch(/^[A-Z]{2}$/);
      expect(entry.dial_code).toMatch(/^\+\d{1,4}$/);
      expect(entry.name.trim()).toBe(entry.name);
    }
  });

  it('is sorted by English name', () => {
    const names = COUNTRY_LIST.map((entry) => entry.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('contains every shop country', () => {
    for (const code of COUNTRY_CODES) expect(findCountryListEntry(code)).toBeDefined();
  });

  it.each([
    ['de', 'Germany', '+49'], ['GB', 'United Kingdom', '+44'], ['in', 'India', '+91'], ['us', 'United States', '+1'],
    ['br', 'Brazil', '+55'], ['nz', 'New Zealand', '+64'], ['mt', 'Malta', '+356'], ['ie', 'Ireland', '+353'],
  ])('%s is %s with %s', (code, name, dialCode) => {
    expect(findCountryListEntry(code)).toEqual({ name, dial_code: dialCode, code: code.toUpperCase() });
  });

  it('returns undefined for an unknown code', () => {
    expect(findCountryListEntry('ZZ')).toBeUndefined();
  });
});
