// Table tests of the locale-to-language-name table.

import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES, languageNameOf } from './localeNames.ts';
import { INTL_LOCALES, VALIDATION_LANGUAGES } from './market.ts';
import { MESSAGE_LOCALES } from './types.ts';

describe('LOCALE_NAMES', () => {
  it('names every validation language, Intl locale and message locale', () => {
    for (const locale of [...VALIDATION_LANGUAGES, ...INTL_LOCALES, ...MESSAGE_LOCALES]) {
      expect(languageNameOf(locale)).toBeTruthy();
    }
  });

  it.each([
    ['de-DE', 'Deutsch'], ['en-GB', 'English'], ['pt-BR', 'Português (Brasil)'], ['pt-PT', 'Português'],
    ['en-cq', 'English'], ['fr', 'Français'], ['it', 'Italiano'], ['es-MX', 'Español (México)'],
    ['nl-NL', 'Nederlands'],
  ] as const)('%s is %s', (locale, name) => {
    expect(LOCALE_NAMES[locale]).toBe(name);
  });

  it('gives undefined for an unused locale', () => {
    expect(languageNameOf('ja-JP')).toBeUndefined();
    expect(languageNameOf('toString')).toBeUndefined();
  });
});
