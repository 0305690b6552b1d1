// Table tests of the e-mail rule.
import { describe, expect, it } from 'vitest';
import { emailKey, emailLocalPart, isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    ['ann@example.com', true],
    ['  Ann.Lee+quiz@Example.co.uk ', true],
    ['müller@beispiel.de', true],
    ['a@b.c', false],
    ['ann@localhost', false],
    ['ann@@example.com', false],
    ['@example.com', false],
    ['ann@', false],
    ['ann lee@example.com', false],
    ['ann..lee@example.com', false],
    ['.ann@example.com', false],
    ['ann@-example.com', false],
    ['ann@example..com', false],
    ['ann@example.123', false],
    ['"ann"@example.com', false],
    ['', false],
    [`${'a'.repeat(65)}@example.com`, false],
    [`ann@${'a'.repeat(250)}.com`, false],
  ])('%j → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('emailKey and local part', () => {
  it('ignores case and surrounding space', () => {
    expect(emailKey('  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    expect(emailKey('ann.lee@example.com')).toBe(emailKey('ANN.LEE@EXAMPLE.COM'));
  });

  it('takes the part before the @', () => {
    expect(emailLocalPart('ann.lee@example.com')).toBe('ann.lee');
  });
});
