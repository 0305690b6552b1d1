// Mail language choice and the rendered welcome and reset texts in every language.
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES, pickMailLanguage } from './templates.ts';
import { resetPasswordMail, welcomeMail } from './accountMails.ts';

describe('pickMailLanguage', () => {
  it.each([
    ['eq', 'de-AT', 'us', 'de'],
    ['eq', 'pt-BR', null, 'pt'],
    ['eq', null, 'mx', 'es'],
    ['eq', null, 'be', 'nl'],
    ['eq', null, 'in', 'en'],
    ['eq', 'ja-JP', 'it', 'it'],
    ['eq', null, null, 'en'],
    ['eq', null, 'zz', 'en'],
    ['cq', 'de-DE', 'de', 'en'],
  ] as const)('%s, locale %s, country %s → %s', (tenant, locale, country, expected) => {
    expect(pickMailLanguage(tenant, locale, country)).toBe(expected);
  });
});

describe('templates', () => {
  it.each(MAIL_LANGUAGES)('renders both mails in %s with the link in text and HTML', (lang) => {
    const resetUrl = 'http://localhost:3000/de/auth/reset-password?token=abc';
    const reset = resetPasswordMail(lang, 'eq', { userName: 'Ann <script>', resetUrl, validMinutes: 60 });
    expect(reset.locale).toBe(lang);
    expect(reset.text).toContain(resetUrl);
    expect(reset.text).toContain('60');
    expect(reset.html).toContain(`href="${resetUrl}"`);
    expect(reset.html).not.toContain('<script>');
    const welcome = welcomeMail(lang, 'cq', { userName: 'Ann', signInUrl: 'http://localhost:3000/us/auth/signin' });
    expect(welcome.subject).toContain('Cert Quiz Shop');
    expect(welcome.text).toContain('http://localhost:3000/us/auth/signin');
  });

  it('has its own subject in every language', () => {
    const subjects = MAIL_LANGUAGES.map((lang) => resetPasswordMail(lang, 'eq', { userName: 'A', resetUrl: 'http://x.test/', validMinutes: 60 }).subject);
    expect(new Set(subjects).size).toBe(MAIL_LANGUAGES.length);
  });
});
