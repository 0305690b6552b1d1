// Every translated question bank is the English bank in another language: the same topics, questions, option
// letters and answer keys, and text that is really translated (not the English copied over).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUESTIONS_DIR, type BankFile } from './questionBanks.ts';

const read = (name: string): BankFile => JSON.parse(fs.readFileSync(path.join(QUESTIONS_DIR, name), 'utf8')) as BankFile;
const translations = fs.readdirSync(QUESTIONS_DIR).filter((name) => name.endsWith('.json') && !name.endsWith('.en.json'));

describe.each(translations)('%s', (name) => {
  const [bankId, locale] = name.split('.');
  const bank = read(name);
  const english = read(`${bankId}.en.json`);

  it('names its bank and language', () => {
    expect([bank.bankId, bank.locale]).toEqual([bankId, locale]);
  });

  it('has the English topics and questions, with the same option letters and answer keys', () => {
    expect(bank.topics.map((topic) => topic.id)).toEqual(english.topics.map((topic) => topic.id));
    const shape = (b: BankFile) => b.questions.map((q) => ({ id: q.id, topic: q.topic, letters: q.options.map((o) => o.letter), correct: q.correct }));
    expect(shape(bank)).toEqual(shape(english));
  });

  it('is translated, not copied from English', () => {
    const copied = bank.questions.filter((q, i) => q.text === english.questions[i]?.text || q.explanation === english.questions[i]?.explanation);
    expect(copied.map((q) => q.id)).toEqual([]);
    expect(bank.title).not.toBe(english.title);
    expect(bank.questions.every((q) => q.options.every((o) => o.text.trim().length > 0) && q.explanation.trim().length > 0)).toBe(true);
  });
});
