// The free-quiz e-mail in every language: its own subject, the quiz title and the link in text and HTML.
import { describe, expect, it } from 'vitest';
import { MAIL_LANGUAGES } from './templates.ts';
import { freeQuizMail } from './freeQuizMail.ts';

const url = 'http://localhost:3000/de/networking/basics/networking-demo/quiz';

describe('freeQuizMail', () => {
  it.each(MAIL_LANGUAGES)('renders in %s with the quiz, its link and why it was sent', (lang) => {
    const mail = freeQuizMail(lang, 'eq', { quizTitle: 'Demo <b>quiz</b>', url });
    expect(mail.locale).toBe(lang);
    expect(mail.subject).toContain('Exam Quiz Shop');
    expect(mail.text).toContain('Demo <b>quiz</b>');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).not.toContain('<b>quiz</b>');
    const withoutQuiz = freeQuizMail(lang, 'cq', { quizTitle: null, url: 'http://localhost:3000/us/' });
    expect(withoutQuiz.subject).toContain('Cert Quiz Shop');
    expect(withoutQuiz.text).toContain('http://localhost:3000/us/');
    // Without a quiz, no empty title: nothing of the missing value shows.
    for (const part of [withoutQuiz.subject, withoutQuiz.text, withoutQuiz.html]) expect(part).not.toMatch(/null|undefined|""|«\s*»|“\s*”/);
  });

  it('has its own subject in every language', () => {
    const subjects = MAIL_LANGUAGES.map((lang) => freeQuizMail(lang, 'eq', { quizTitle: 'Q', url }).subject);
    expect(new Set(subjects).size).toBe(MAIL_LANGUAGES.length);
  });
});
