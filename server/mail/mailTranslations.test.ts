// Mails read the interface's Lingui catalogs (locales/*/messages.po): a German and a French mail read in German and
// French, and every kind of mail renders in every message locale from that locale's own translations.
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_LOCALES, type MessageLocale, type Tenant } from '@domain/markets/types.ts';
import { mailI18n } from './mailI18n.ts';
import type { MailLanguage, RenderedMail } from './templates.ts';
import { resetPasswordMail, welcomeMail } from './accountMails.ts';
import { signupAttemptMail, signupConfirmationMail } from './signupMails.ts';
import { freeQuizMail } from './freeQuizMail.ts';
import { cartAbandonMail, newCustomerMail, paymentErrorMail, planMail, receiptMail, type ReceiptLine } from './commerceMails.ts';

const url = 'https://shop.test/x';
const lines: ReceiptLine[] = [{ title: 'Cloud Practitioner', months: 3, amount: '29,99 €' }];
const plan = { userName: 'Ann', total: '29,99 €', lines, myProductsUrl: url };

/** Every kind of mail the server sends, rendered in one language on one site. */
const MAIL_KINDS: Record<string, (lang: MailLanguage, tenant: Tenant) => RenderedMail> = {
  welcome: (lang, tenant) => welcomeMail(lang, tenant, { userName: 'Ann', signInUrl: url }),
  resetPassword: (lang, tenant) => resetPasswordMail(lang, tenant, { userName: 'Ann', resetUrl: url, validMinutes: 60 }),
  signupConfirmation: (lang, tenant) => signupConfirmationMail(lang, tenant, { userName: 'Ann', confirmUrl: url, validHours: 24 }),
  signupAttempt: (lang, tenant) => signupAttemptMail(lang, tenant, { userName: 'Ann', signInUrl: url, forgotUrl: url }),
  freeQuiz: (lang, tenant) => freeQuizMail(lang, tenant, { quizTitle: 'Demo', url }),
  freeQuizWithoutQuiz: (lang, tenant) => freeQuizMail(lang, tenant, { quizTitle: null, url }),
  newCustomer: (lang, tenant) => newCustomerMail(lang, tenant, { userName: 'Ann', myProductsUrl: url }),
  receipt: (lang, tenant) => receiptMail(lang, tenant, { userName: 'Ann', receiptNumber: 'EQ-2026-000042', total: '29,99 €', billUrl: url, lines }),
  paymentFailed: (lang, tenant) => paymentErrorMail(lang, tenant, { userName: 'Ann', status: 'failed', lines, cartUrl: url }),
  paymentExpired: (lang, tenant) => paymentErrorMail(lang, tenant, { userName: 'Ann', status: 'expired', lines, cartUrl: url }),
  cartAbandon: (lang, tenant) => cartAbandonMail(lang, tenant, { userName: 'Ann', products: ['Demo'], cartUrl: url, unsubscribeUrl: url }),
  renewed: (lang, tenant) => planMail(lang, tenant, { kind: 'renewed', receiptNumber: 'EQ-2026-000043', until: '1 June 2027', billUrl: url }, plan),
  renewalFailed: (lang, tenant) => planMail(lang, tenant, { kind: 'renewalFailed', until: '1 June 2027' }, plan),
  renewalReminder: (lang, tenant) => planMail(lang, tenant, { kind: 'reminder', date: '1 June 2027', months: 3 }, plan),
};

/** How each message locale is reached: its language on the shop's site, en-cq on the certification site. */
const SITE_OF_LOCALE: Record<MessageLocale, [MailLanguage, Tenant]> = {
  en: ['en', 'eq'],
  'en-cq': ['en', 'cq'],
  de: ['de', 'eq'],
  nl: ['nl', 'eq'],
  pt: ['pt', 'eq'],
  it: ['it', 'eq'],
  es: ['es', 'eq'],
  fr: ['fr', 'eq'],
};

const stopListening: (() => void)[] = [];
afterEach(() => stopListening.splice(0).forEach((stop) => stop()));

describe('mails from the Lingui catalogs', () => {
  it('writes a receipt in German and a reminder in French, not in English', () => {
    const receipt = MAIL_KINDS.receipt!('de', 'eq');
    expect(receipt.subject).toBe('Ihre Rechnung EQ-2026-000042 – Exam Quiz Shop');
    expect(receipt.text).toContain('Hallo Ann,');
    expect(receipt.text).toContain('Vielen Dank für Ihre Bestellung. Ihre Zahlung über 29,99 € ist eingegangen. Rechnungsnummer: EQ-2026-000042.');
    expect(receipt.text).toContain('Cloud Practitioner · 3 Monate · 29,99 €');
    expect(receipt.html).toContain('<html lang="de">');
    expect(receipt.html).toContain('>Rechnung ansehen</a>');
    expect(receipt.text).toContain('Ihr Exam Quiz Shop-Team');
    expect(`${receipt.subject}\n${receipt.text}`).not.toMatch(/Your receipt|Thank you|Hello|month|The Exam Quiz Shop team/);

    const reminder = MAIL_KINDS.renewalReminder!('fr', 'eq');
    expect(reminder.subject).toBe('Votre abonnement est renouvelé le 1 June 2027 – Exam Quiz Shop');
    expect(reminder.text).toContain('Bonjour Ann,');
    expect(reminder.text).toContain('pour 3 mois de plus, et 29,99 € seront prélevés');
    expect(reminder.html).toContain('>Gérer l’abonnement</a>');
    expect(`${reminder.subject}\n${reminder.text}`).not.toMatch(/Your plan|renews on|Hello|months|Manage your plan/);
  });

  it('words a period by its number in each language (one month, several months)', () => {
    const lineOf = (lang: MailLanguage, months: number) => receiptMail(lang, 'eq', { userName: 'A', receiptNumber: 'N', total: 'T', billUrl: url, lines: [{ title: 'P', months, amount: 'A' }] }).text;
    expect(lineOf('de', 1)).toContain('P · 1 Monat · A');
    expect(lineOf('de', 12)).toContain('P · 12 Monate · A');
    expect(lineOf('en', 1)).toContain('P · 1 month · A');
    expect(lineOf('pt', 3)).toContain('P · 3 meses · A');
  });

  it('has every mail text in every locale, translated wherever the language is not English', () => {
    const english = mailI18n('en', 'eq').messages;
    const mailIds = Object.keys(english).filter((id) => id.startsWith('mail.'));
    expect(mailIds.length).toBeGreaterThan(40);
    for (const locale of MESSAGE_LOCALES) {
      const [lang, tenant] = SITE_OF_LOCALE[locale];
      const messages = mailI18n(lang, tenant).messages;
      for (const id of mailIds) {
        expect(messages[id], `${locale} ${id}`).toBeDefined();
        if (lang !== 'en') expect(messages[id], `${locale} ${id}`).not.toEqual(english[id]);
      }
    }
  });

  it.each(MESSAGE_LOCALES)('renders every kind of mail in %s without a missing message', (locale) => {
    const [lang, tenant] = SITE_OF_LOCALE[locale];
    const missing: string[] = [];
    const i18n = mailI18n(lang, tenant);
    expect(i18n.locale).toBe(locale);
    stopListening.push(i18n.on('missing', ({ id }) => missing.push(id)));
    for (const [kind, render] of Object.entries(MAIL_KINDS)) {
      const mail = render(lang, tenant);
      expect(mail.locale, kind).toBe(lang);
      // No message id or unfilled placeholder reaches the reader.
      for (const part of [mail.subject, mail.text]) expect(part, kind).not.toMatch(/mail\.\w|\{\w+\}/);
      if (locale !== 'en' && locale !== 'en-cq') expect(mail.subject, kind).not.toBe(render('en', 'eq').subject);
    }
    expect(missing).toEqual([]);
  });
});
