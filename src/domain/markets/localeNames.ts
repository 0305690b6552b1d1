// Locale-to-language-name table (SPEC §3): the name of each language in that language, for every
// validation language, every Intl locale and every message catalog (including the certification tenant's en-cq).

import type { IntlLocale, ValidationLanguage } from './market.ts';
import type { MessageLocale } from './types.ts';

export type NamedLocale = ValidationLanguage | IntlLocale | MessageLocale;

export const LOCALE_NAMES: Readonly<Record<NamedLocale, string>> = {
  en: 'English',
  'en-cq': 'English',
  'en-IN': 'English',
  'en-MT': 'English',
  'en-LU': 'English',
  'en-NZ': 'English',
  'en-AU': 'English',
  'en-GB': 'English',
  'en-IE': 'English',
  'en-CA': 'English',
  'en-US': 'English',
  de: 'Deutsch',
  'de-DE': 'Deutsch',
  'de-AT': 'Deutsch (Österreich)',
  nl: 'Nederlands',
  'nl-NL': 'Nederlands',
  'nl-BE': 'Nederlands (België)',
  pt: 'Português',
  'pt-PT': 'Português',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  'it-IT': 'Italiano',
  es: 'Español',
  'es-ES': 'Español',
  'es-MX': 'Español (México)',
  fr: 'Français',
  'fr-FR': 'Français',
};

export function isNamedLocale(value: string): value is NamedLocale {
  return Object.hasOwn(LOCALE_NAMES, value);
}

/** The language name of a locale tag, or undefined for a locale the shop does not use. */
export function languageNameOf(locale: string): string | undefined {
  return isNamedLocale(locale) ? LOCALE_NAMES[locale] : undefined;
}
