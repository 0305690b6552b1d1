// The sign-up e-mails in every language: the confirmation link and the notice to the owner of a registered address.
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES } from './templates.ts';
import { confirmUrlOf, signupAttemptMail, signupConfirmationMail } from './signupMails.ts';

describe('sign-up mails', () => {
  it.each(MAIL_LANGUAGES)('renders both in %s with their links in text and HTML, escaped', (lang) => {
    const confirmUrl = confirmUrlOf('http://localhost:3000', 'de', 'abc-123');
    const confirm = signupConfirmationMail(lang, 'eq', { userName: 'Ann <script>', confirmUrl, validHours: 24 });
    expect(confirm.locale).toBe(lang);
    expect(confirm.text).toContain(confirmUrl);
    expect(confirm.text).toContain('24');
    expect(confirm.html).toContain(`href="${confirmUrl}"`);
    expect(confirm.html).not.toContain('<script>');
    const attempt = signupAttemptMail(lang, 'cq', { userName: 'Ann', signInUrl: 'http://x.test/us/auth/signin', forgotUrl: 'http://x.test/us/auth/forgot-password' });
    expect(attempt.subject).toContain('Cert Quiz Shop');
    expect(attempt.text).toContain('http://x.test/us/auth/signin');
    expect(attempt.text).toContain('http://x.test/us/auth/forgot-password');
  });

  it('has its own subjects in every language', () => {
    const subjects = MAIL_LANGUAGES.flatMap((lang) => [
      signupConfirmationMail(lang, 'eq', { userName: 'A', confirmUrl: 'http://x.test/', validHours: 24 }).subject,
      signupAttemptMail(lang, 'eq', { userName: 'A', signInUrl: 'http://x.test/', forgotUrl: 'http://x.test/f' }).subject,
    ]);
    expect(new Set(subjects).size).toBe(2 * MAIL_LANGUAGES.length);
  });

  it('puts the token in the sign-in link, encoded', () => {
    expect(confirmUrlOf('https://shop.test', 'at', 'a+b/c')).toBe('https://shop.test/at/auth/signin?confirm=a%2Bb%2Fc');
  });
});
