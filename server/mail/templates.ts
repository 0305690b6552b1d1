// What every mail shares: the choice of language for a learner, the greeting and signature, and the rendering as
// text and HTML. The texts of each mail are Lingui messages (mailI18n.ts), beside the mail that uses them.
import type { I18n } from '@lingui/core';
import { getMarket } from '@domain/markets/countries.ts';
import { isCountryCode, SITE_NAMES, type Tenant } from '@domain/markets/types.ts';
import { escapeHtml } from '../lib/escapeHtml.ts';

export const MAIL_LANGUAGES = ['en', 'de', 'nl', 'pt', 'it', 'es', 'fr'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The same names the client shows (src/app/tenant.ts). */
export { SITE_NAMES };

function isMailLanguage(value: string): value is MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(value);
}

/** The learner's language: the certification tenant is English; else the locale's language, else the country's. */
export function pickMailLanguage(tenant: Tenant, locale: string | null | undefined, country: string | null | undefined): MailLanguage {
  if (tenant === 'cq') return 'en';
  const fromLocale = (locale ?? '').slice(0, 2).toLowerCase();
  if (isMailLanguage(fromLocale)) return fromLocale;
  const code = (country ?? '').toLowerCase();
  if (isCountryCode(code)) {
    const fromCountry = getMarket(code).messageLocale.slice(0, 2);
    if (isMailLanguage(fromCountry)) return fromCountry;
  }
  return 'en';
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  locale: MailLanguage;
}

/** "Hello {name},", the first line of every mail to a known person. */
export function mailGreeting(i18n: I18n, name: string): string {
  return i18n._({ id: 'mail.greeting', message: 'Hello {name},', values: { name } });
}

/** "The {site} team", the closing line of every mail. */
export function mailSignature(i18n: I18n, site: string): string {
  return i18n._({ id: 'mail.signature', message: 'The {site} team', values: { site } });
}

/** A mail of paragraphs, one button-like link (also written out) and closing lines, as text and as HTML. */
export function render(lang: MailLanguage, subject: string, paragraphs: string[], link: { label: string; url: string }, closing: string[]): RenderedMail {
  const text = [...paragraphs, link.url, ...closing].join('\n\n');
  const html = [
    `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(link.url)}</p>`,
    ...closing.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</body></html>',
  ].join('\n');
  return { subject, text, html, locale: lang };
}
