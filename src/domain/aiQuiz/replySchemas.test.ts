import { describe, expect, it } from 'vitest';
import { chosenTopicId, keyWinsVote, parseJson, parseQuizReply, parseTopicsReply, quizReplySchema } from './replySchemas.ts';

const question = { topic: 't1', language: 'de', text: 'Q?', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }], correct: ['a'], multipleAnswers: false, explanation: 'E' };

describe('reply schemas', () => {
  it('is strict: every object lists all its properties as required and allows no others', () => {
    const schema = quizReplySchema(['t1', 't2'], 'de');
    const item = schema.schema.properties.questions.items;
    expect(schema.strict).toBe(true);
    expect(item.additionalProperties).toBe(false);
    expect([...item.required].sort()).toEqual(Object.keys(item.properties).sort());
  });

  it('pins the topic to the chosen ids and the language to the site’s', () => {
    const { properties } = quizReplySchema(['t1', 't2'], 'de').schema.properties.questions.items;
    expect(properties.topic).toEqual({ type: 'string', enum: ['t1', 't2'] });
    expect(properties.language).toEqual({ type: 'string', const: 'de' });
  });

  it('reads a topic written by its name, in any case and with or without accents, as its id', () => {
    const topics = [{ id: 'llm.1.1', name: 'Sécurité réseau' }, { id: 'llm.1.2', name: 'Routage' }];
    expect(chosenTopicId('llm.1.2', topics)).toBe('llm.1.2');
    expect(chosenTopicId('securite RESEAU', topics)).toBe('llm.1.1');
    expect(chosenTopicId('Commutation', topics)).toBeNull();
  });

  it('parses a valid quiz reply', () => {
    expect(parseQuizReply({ questions: [question] })).toEqual({ ok: true, value: [question] });
  });

  it.each([
    ['not an object', 'x'],
    ['no questions', { items: [] }],
    ['missing key', { questions: [{ ...question, correct: undefined }] }],
    ['extra property', { questions: [{ ...question, answer: 'a' }] }],
    ['options as strings', { questions: [{ ...question, options: ['A', 'B'] }] }],
    ['flag as string', { questions: [{ ...question, multipleAnswers: 'no' }] }],
  ])('refuses %s with a message', (_, reply) => {
    const parsed = parseQuizReply(reply);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(5);
  });

  it('refuses text that is not JSON', () => expect(parseJson('{"questions": [').ok).toBe(false));

  it('needs as many topics as asked for', () => {
    expect(parseTopicsReply({ topics: [{ name: 'A' }, { name: 'B' }] }, 3).ok).toBe(false);
    expect(parseTopicsReply({ topics: [{ name: ' A ' }, { name: 'B' }, { name: 'C' }, { name: 'D' }] }, 3)).toEqual({ ok: true, value: ['A', 'B', 'C'] });
  });
});

describe('keyWinsVote', () => {
  it.each([
    [['a'], [['a'], ['a'], ['b']], true],
    [['a'], [['b'], ['b'], ['a']], false],
    [['a'], [['a'], ['b'], ['c']], false],
    [['a', 'c'], [['c', 'a'], ['a', 'c'], ['a']], true],
    [['a', 'c'], [['a'], ['a'], ['a', 'c']], false],
  ])('key %j against %j → %s', (key, answers, wins) => expect(keyWinsVote(key, answers)).toBe(wins));
});
