// Lingui set-up: one catalog per message locale, loaded lazily when a country site is entered.
import { i18n, type Messages } from '@lingui/core';
import type { MessageLocale } from '../domain/markets/types.ts';

const loaders: Record<MessageLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  'en-cq': () => import('../../locales/en-cq/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
  pt: () => import('../../locales/pt/messages.po'),
  it: () => import('../../locales/it/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
};

const loaded = new Set<MessageLocale>();

/** Loads (once) and activates a locale's messages. */
export async function activateLocale(locale: MessageLocale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await loaders[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  if (i18n.locale !== locale) i18n.activate(locale);
}

export { i18n };
