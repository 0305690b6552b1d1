import { describe, expect, it } from 'vitest';
import { dropDuplicates, normaliseText, questionProblems } from './checks.ts';
import type { DraftQuestion } from './types.ts';

const good: DraftQuestion = {
  topic: 't',
  text: 'Which layer routes packets?',
  options: [
    { id: 'a', text: 'Network' },
    { id: 'b', text: 'Data link' },
  ],
  correct: ['a'],
  multipleAnswers: false,
  explanation: '',
};
const options = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, text: `Option ${i}` }));

describe('questionProblems', () => {
  it('passes a well-formed question', () => expect(questionProblems(good)).toEqual([]));
  it('tells options apart by their punctuation (bank questions on IPv6 notation and cost variance)', () => {
    const ipv6 = ['2001:db8::ff00:42:8329', '2001:db8::ff00::42:8329', '2001:db8:0:ff00:42:8329', '2001:db8::ff:42:8329'];
    expect(questionProblems({ ...good, options: ipv6.map((text, i) => ({ id: `o${i}`, text })), correct: ['o0'] })).toEqual([]);
    expect(questionProblems({ ...good, options: [{ id: 'a', text: '3.5' }, { id: 'b', text: '35' }], correct: ['a'] })).toEqual([]);
    expect(questionProblems({ ...good, options: [{ id: 'a', text: '+$5,000' }, { id: 'b', text: '-$5,000' }], correct: ['a'] })).toEqual([]);
    expect(questionProblems({ ...good, options: [{ id: 'a', text: '::' }, { id: 'b', text: '::1' }], correct: ['b'] })).toEqual([]);
  });
  it.each<[string, Partial<DraftQuestion>, string]>([
    ['empty stem', { text: '  ?! ' }, 'empty-text'],
    ['one option', { options: options(1), correct: ['o0'] }, 'too-few-options'],
    ['16 options', { options: options(16), correct: ['o0'] }, 'too-many-options'],
    ['blank option', { options: [...good.options, { id: 'c', text: ' ' }] }, 'empty-option'],
    ['same option twice (case, accents, a closing full stop)', { options: [...good.options, { id: 'c', text: 'nétwork.' }] }, 'duplicate-option'],
    ['repeated option id', { options: [good.options[0]!, { id: 'a', text: 'Other' }] }, 'duplicate-option-id'],
    ['no key', { correct: [] }, 'empty-key'],
    ['key outside options', { correct: ['z'] }, 'key-outside-options'],
    ['key twice', { correct: ['a', 'a'], multipleAnswers: true }, 'duplicate-key'],
    ['single key flagged multi', { multipleAnswers: true }, 'multi-answer-flag'],
    ['two keys flagged single', { correct: ['a', 'b'] }, 'multi-answer-flag'],
  ])('%s', (_, change, problem) => expect(questionProblems({ ...good, ...change })).toContain(problem));
  it('accepts 15 options and a multi-answer key', () => {
    expect(questionProblems({ ...good, options: options(15), correct: ['o1', 'o14'], multipleAnswers: true })).toEqual([]);
  });
});

describe('dropDuplicates', () => {
  it('keeps the first of questions equal after normalising, and drops those already known', () => {
    const qs = [{ text: 'What is DNS?' }, { text: 'what is  dns' }, { text: 'What is DHCP?' }, { text: 'What is ARP?' }];
    const { kept, duplicates } = dropDuplicates(qs, new Set([normaliseText('What is ARP')]));
    expect(kept.map((q) => q.text)).toEqual(['What is DNS?', 'What is DHCP?']);
    expect(duplicates.map((q) => q.text)).toEqual(['what is  dns', 'What is ARP?']);
  });
});
