// The mails' translations come from the interface's own Lingui catalogs (locales/<locale>/messages.po, as set in
// lingui.config.ts), read and compiled with Lingui's API the way @lingui/vite-plugin compiles them for the client
// build: the same config, the same fallbacks (en-cq falls back to en, any untranslated message to the English source)
// and Lingui's own message compiler. Done once, as this module loads (about half a second), so that no mail waits for
// it and a broken catalog stops the server at start.
//
// Mail code writes its texts as `i18n._({ id: 'mail.…', message: '…', values })` on the instance of the mail's
// locale: `lingui extract` collects these calls (lingui.config.ts includes server/mail), so every mail text is in
// every catalog and in the locale check (scripts/check-locales.ts). Explicit ids rather than Lingui's macros: the
// server runs on tsx, which does not compile macros.
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompilationErrorMessage, createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { CQ_MESSAGE_LOCALE } from '@domain/markets/countries.ts';
import { MESSAGE_LOCALES, type MessageLocale, type Tenant } from '@domain/markets/types.ts';
import type { MailLanguage } from './templates.ts';

async function compileCatalogs(): Promise<Map<MessageLocale, Messages>> {
  const config = getConfig({ configPath: path.resolve(import.meta.dirname, '../../lingui.config.ts') });
  const { fallbackLocales, sourceLocale } = config;
  if (!fallbackLocales || !sourceLocale) throw new Error('lingui.config.ts must name the source locale and the fallback locales');
  const catalogs = await getCatalogs(config);
  const compiled = new Map<MessageLocale, Messages>();
  for (const locale of MESSAGE_LOCALES) {
    const merged: Messages = {};
    for (const catalog of catalogs) {
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales, sourceLocale });
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
      if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
      Object.assign(merged, (JSON.parse(source) as { messages: Messages }).messages);
    }
    compiled.set(locale, merged);
  }
  return compiled;
}

const instances = new Map([...(await compileCatalogs())].map(([locale, messages]) => [locale, setupI18n({ locale, messages: { [locale]: messages } })] as const));

/** A mail's message catalog: its language's, but the certification tenant's own English (as its pages read). */
function mailMessageLocale(lang: MailLanguage, tenant: Tenant): MessageLocale {
  return tenant === 'cq' ? CQ_MESSAGE_LOCALE : lang;
}

/** The Lingui instance a mail in `lang` on `tenant`'s site is written with. */
export function mailI18n(lang: MailLanguage, tenant: Tenant): I18n {
  return instances.get(mailMessageLocale(lang, tenant))!;
}


/** The Lingui instance of an interface locale (push reminders are written in the subscribing page's locale). */
export function messagesI18n(locale: MessageLocale): I18n {
  return instances.get(locale)!;
}
