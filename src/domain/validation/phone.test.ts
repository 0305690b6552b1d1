// Table and property tests of the phone rule.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidPhone } from './phone.ts';

describe('isValidPhone', () => {
  it.each([
    ['123456', true],
    ['12345', false], // fewer than 6 digits
    ['123 456', true], // one space
    ['12 34 56', false], // two spaces
    ['123-456-789', true],
    ['12-3-4', false], // hyphens do not count as digits
    ['--------', false],
    ['  123456  ', true], // surrounding blanks ignored
    ['+39123456', false], // the prefix is its own field
    ['123456a', false],
    ['123.456', false],
    ['123\t456', false],
    ['', false],
    ['٣٤٥٦٧٨', false], // only ASCII digits
  ])('%j → %s', (phone, expected) => {
    expect(isValidPhone(phone)).toBe(expected);
  });

  it('accepts any run of at least 6 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,20}$/), (phone) => {
        expect(isValidPhone(phone)).toBe(true);
      }),
    );
  });

  it('rejects anything holding a character other than a digit, space or hyphen', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6,12}$/), fc.stringMatching(/^[^\d\s-]$/), fc.nat(12), (digits, bad, at) => {
        const phone = digits.slice(0, at) + bad + digits.slice(at);
        expect(isValidPhone(phone)).toBe(false);
      }),
    );
  });
});
