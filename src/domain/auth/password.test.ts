// Table tests of the password rule.
import { describe, expect, it } from 'vitest';
import { passwordLength, passwordProblem } from './password.ts';

const COMMON = new Set(['password1', 'iloveyou']);
const isCommon = (lower: string) => COMMON.has(lower);

describe('passwordProblem', () => {
  it.each([
    ['short', 'abc123', 'too-short'],
    ['7 characters', 'abcdefg', 'too-short'],
    ['8 characters', 'tRq9!kLm', null],
    ['4 emoji count as 4', '🐙🐙🐙🐙', 'too-short'],
    ['1024 characters', 'x'.repeat(1024), null],
    ['1025 characters', 'x'.repeat(1025), 'too-long'],
    ['common, any case', 'PassWord1', 'common'],
    ['common with spaces around', '  iloveyou  ', 'common'],
    ['a long passphrase', 'correct horse battery staple', null],
  ])('%s', (_name, password, expected) => {
    expect(passwordProblem(password, isCommon)).toBe(expected);
  });

  it('refuses the e-mail address or its long local part', () => {
    expect(passwordProblem('Ann.Lee@Example.com', isCommon, 'ann.lee@example.com')).toBe('same-as-email');
    expect(passwordProblem('annalee.quiz', isCommon, 'annalee.quiz@example.com')).toBe('same-as-email');
    expect(passwordProblem('ann12345', isCommon, 'ann@example.com')).toBeNull();
  });

  it('counts code points', () => {
    expect(passwordLength('ab🐙')).toBe(3);
  });
});
