// The corpus (./corpus): for each file, exactly which questions come in and what is refused or wrong, at which line.
import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.ts';
import { parseGift } from './gift.ts';
import type { ImportedQuestion } from './types.ts';

// The files as they are on disk (Vite's raw import: the domain reads no file system itself).
const CORPUS = import.meta.glob<string>('./corpus/*.{gift,txt}', { query: '?raw', import: 'default', eager: true });
function read(name: string): string {
  const text = CORPUS[`./corpus/${name}`];
  if (text === undefined) throw new Error(`No corpus file ${name}`);
  return text;
}
const letters = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
/** A question as stored, from its text, option texts and correct letters. */
function q(line: number, text: string, options: string[], correct: string[], extra: Partial<ImportedQuestion> = {}): ImportedQuestion {
  return {
    line,
    topic: 'General',
    format: 'plain',
    text,
    options: options.map((option, index) => ({ letter: letters[index]!, text: option })),
    correct: correct as ImportedQuestion['correct'],
    explanation: '',
    ...extra,
  };
}
const refused = (line: number, reason: string) => ({ line, message: expect.stringContaining(reason) as string, refused: true });
const error = (line: number, reason: string) => ({ line, message: expect.stringContaining(reason) as string });

describe('GIFT corpus', () => {
  it('multiple-choice.gift: one fully right answer each; partial and negative answers are wrong options', () => {
    expect(parseGift(read('multiple-choice.gift'))).toEqual({
      errors: [],
      questions: [
        q(2, "Who's buried in Grant's tomb?", ['Grant', 'no one', 'Napoleon', 'Churchill', 'Mother Teresa'], ['A']),
        q(4, "What's between orange and green in the spectrum?", ['yellow', 'red', 'blue'], ['A'], {
          explanation: "A: right; good!\nB: wrong, it's yellow\nC: wrong, it's yellow",
        }),
        q(7, 'Two plus _____ equals four.', ['two', 'three'], ['A']),
        q(9, "What's the answer to this multiple-choice question?", ['wrong answer', 'another wrong answer', 'right answer'], ['C'], {
          explanation: 'A: feedback comment on the wrong answer\nB: feedback comment on this wrong answer\nC: Very good!',
        }),
        q(14, 'Difficult question.', ['wrong answer', 'half credit answer', 'full credit answer'], ['C']),
        q(16, 'What is the capital of France?', ['Paris', 'Lyon', 'Marseille'], ['A'], { explanation: 'Paris has been the capital since 987.' }),
      ],
    });
  });

  it('multiple-answer.gift: without an "=" answer the options with a positive weight are the right ones, when they add up to 100 %', () => {
    expect(parseGift(read('multiple-answer.gift'))).toEqual({
      errors: [refused(14, 'right answers add up to 75 % credit')],
      questions: [
        q(2, 'What two people are entombed in Grant\'s tomb?', ['No one', 'Grant', 'Grant\'s wife', 'Grant\'s father'], ['B', 'C']),
        q(9, 'Which are primary colours of light?', ['red', 'green', 'blue', 'yellow'], ['A', 'B', 'C']),
        q(11, 'The only right answer, written with a weight:', ['this one', 'that one'], ['A']),
      ],
    });
  });

  it('missing-word.gift: the answer block becomes a visible blank and the text after it stays', () => {
    expect(parseGift(read('missing-word.gift'))).toEqual({
      errors: [],
      questions: [
        q(2, 'Moodle costs _____ to download from moodle.org.', ['lots of money', 'nothing', 'a small amount'], ['B']),
        q(4, 'Jesus Christ was from _____.', ['Jerusalem', 'Bethlehem', 'Galilee', 'Nazareth'], ['D'], {
          explanation: "A: This was an important city, but the wrong answer.\nB: He was born here, but not raised here.\nC: You need to be more specific.\nD: Yes! That's right!",
        }),
      ],
    });
  });

  it('true-false.gift: T, TRUE, F, FALSE with the right feedback on the right option, labels in the bank language', () => {
    expect(parseGift(read('true-false.gift'))).toEqual({
      errors: [],
      questions: [
        q(2, 'Grant was buried in a tomb in New York City.', ['True', 'False'], ['A']),
        q(4, 'The sun rises in the West.', ['True', 'False'], ['B']),
        q(6, 'The Earth is flat.', ['True', 'False'], ['B'], { explanation: 'A: No, it really is flat?\nB: Right, it is round.' }),
        q(8, 'Water boils at 100 °C at sea level.', ['True', 'False'], ['A'], { explanation: 'At 1013 hPa.' }),
      ],
    });
    expect(parseGift(read('true-false.gift'), { locale: 'de' }).questions[0]!.options.map((o) => o.text)).toEqual(['Wahr', 'Falsch']);
  });

  it('refused-types.gift: every type the product cannot hold is refused at its line, nothing comes in', () => {
    expect(parseGift(read('refused-types.gift'))).toEqual({
      questions: [],
      errors: [
        refused(2, 'short-answer'),
        refused(4, 'short-answer'),
        refused(6, 'matching'),
        refused(14, 'numerical'),
        refused(16, 'numerical'),
        refused(18, 'numerical'),
        refused(23, 'essay'),
        refused(25, 'description'),
        refused(27, 'right answers add up to 90 % credit'),
        refused(34, '2 answers are each fully right'),
        refused(36, 'right answers add up to 80 % credit'),
        refused(38, 'several answer blocks'),
        refused(40, 'picture'),
      ],
    });
  });

  it('escapes-and-formats.gift: escapes unescaped, markers removed, HTML made safe, plain text kept as text', () => {
    const { questions, errors } = parseGift(read('escapes-and-formats.gift'));
    // In an [html] question the answers are HTML too: "<b>" is an empty bold element, which shows nothing.
    expect(errors).toEqual([error(29, 'An option has no text')]);
    expect(questions).toEqual([
      q(2, 'Which of the following is NOT a control character for the GIFT import format?', ['~', '=', '#', '{', '}', '\\'], ['F'], {
        explanation:
          'A: ~ is a control character.\nB: = is a control character.\nC: # is a control character.\nD: { is a control character.\nE: } is a control character.\nF: Correct! \\ (backslash) is not a control character. BUT, it is used to escape the control characters.',
      }),
      q(11, 'What time is 12:00 in {24h} notation?\nSecond line.', ['12:00', '00:00'], ['A']),
      q(13, 'Is <b>this</b> shown as written?', ['Yes, as text', 'No'], ['A']),
      q(15, '<p>Which tag makes text <strong>bold</strong>?</p>', ['&lt;strong&gt;', '<a>em</a>', '<a href="https://example.org/i" rel="noopener noreferrer nofollow">the i tag</a>'], ['A'], { format: 'html' }),
      q(21, 'Is **this** markdown kept as written?', ['Yes', 'No'], ['A']),
      q(23, 'Which is <i>italic</i>?', ['i', 'b'], ['A'], { format: 'html', explanation: '<em>i</em> stands for italic.' }),
      q(25, "Plain text in Moodle's own format & stays as typed.", ['ok', 'not ok'], ['A']),
      q(27, '<p>Attributes in the question text need no escaping: <a href="https://example.org" rel="noopener noreferrer nofollow">a link</a>.</p>', ['a', 'b'], ['A'], { format: 'html' }),
    ]);
    for (const question of questions) {
      for (const text of [question.text, question.explanation, ...question.options.map((o) => o.text)]) {
        expect(text).not.toMatch(/\[(plain|html|markdown|moodle)\]|\\[~=#{}:]|<script|javascript:|onclick/i);
      }
    }
  });

  it('categories.gift: each category line sets the topic of the questions after it', () => {
    expect(parseGift(read('categories.gift')).questions.map((question) => [question.line, question.topic])).toEqual([
      [4, 'Security'],
      [7, 'Storage'],
      [10, 'General'],
    ]);
  });

  it('broken.gift: mistakes in the file are errors at their line', () => {
    expect(parseGift(read('broken.gift'))).toEqual({
      questions: [],
      errors: [error(2, 'not closed'), error(4, 'not closed'), error(6, 'at least 2 answers'), refused(8, 'no answer gives any credit')],
    });
  });
});

describe('Aiken corpus', () => {
  it('good.txt: "A)" and "A." options, one answer letter, text kept as written', () => {
    expect(parseAiken(read('good.txt'))).toEqual({
      errors: [],
      questions: [
        q(1, 'Which layer routes packets?', ['Data link', 'Network', 'Transport', 'Physical'], ['B']),
        q(8, 'What is 2 + 2?', ['3', '4'], ['B']),
        q(13, 'Keeps <b>this</b> as text & more?', ['yes', 'no'], ['A']),
      ],
    });
  });

  it('broken.txt: every place Moodle would read something else than meant is an error at its line', () => {
    expect(parseAiken(read('broken.txt')).errors).toEqual([
      error(1, 'option comes before any question'),
      error(2, 'no ANSWER line before line 3'),
      error(12, 'exactly one correct option'),
      error(17, 'in capitals'),
      error(21, 'Expected option B, found C'),
      error(24, 'not one of the options'),
      error(29, 'at least 2 options'),
      error(33, 'without an ANSWER line'),
    ]);
  });
});
