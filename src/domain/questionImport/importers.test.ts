import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.ts';
import { parseCsv } from './csv.ts';
import { parseGift } from './gift.ts';

describe('parseAiken', () => {
  it('reads questions, options and the answer', () => {
    const result = parseAiken('Which layer routes packets?\nA. Data link\nB. Network\nC) Transport\nANSWER: B\n', 'Networking');
    expect(result.errors).toEqual([]);
    expect(result.questions).toEqual([
      {
        line: 1,
        topic: 'Networking',
        format: 'plain',
        text: 'Which layer routes packets?',
        options: [
          { letter: 'A', text: 'Data link' },
          { letter: 'B', text: 'Network' },
          { letter: 'C', text: 'Transport' },
        ],
        correct: ['B'],
        explanation: '',
      },
    ]);
  });
});

describe('parseGift', () => {
  it('imports a 100 % answer as correct and a partial one as a wrong option, with the general feedback', () => {
    const source = '$CATEGORY: $course$/Cloud/Security\n::q1:: Which is encryption at rest? {\n  =Encrypted disks # right\n  ~%50%Encrypted backups\n  ~%-100%TLS\n  ####Data stored on media.\n}\n';
    const [question] = parseGift(source).questions;
    expect(question).toMatchObject({ line: 2, topic: 'Security', text: 'Which is encryption at rest?', correct: ['A'] });
    expect(question!.explanation).toBe('Data stored on media.\nA: right');
  });

  it('refuses a one-answer question whose best answer is partial, with the line', () => {
    expect(parseGift('// c\n\nPick {=%50%a ~b ~c}').errors).toEqual([{ line: 3, message: expect.stringContaining('50 % credit'), refused: true }]);
  });

  it('reads a question without an "=" answer as Moodle does: several right answers whose weights add up to 100 %', () => {
    expect(parseGift('Pick {~%50%a ~%50%b ~%-100%c}').questions[0]).toMatchObject({ options: [{ text: 'a' }, { text: 'b' }, { text: 'c' }], correct: ['A', 'B'] });
    expect(parseGift('Pick {~%50%a ~%25%b ~c}').errors).toEqual([{ line: 1, message: expect.stringContaining('add up to 75 %'), refused: true }]);
  });

  it('refuses a question with more options than the product has letters (A to O)', () => {
    const options = Array.from({ length: 16 }, (_, i) => `${i === 0 ? '=' : '~'}option ${i}`).join(' ');
    expect(parseGift(`Many? {${options}}`).errors).toEqual([{ line: 1, message: expect.stringContaining('at most 15 options'), refused: true }]);
  });

  it('ends a question at a blank line, as Moodle does', () => {
    expect(parseGift('Open {=a\n\n~b}').errors.map((e) => e.line)).toEqual([1, 3]);
  });
});

describe('parseCsv', () => {
  it('reads quoted fields, several correct letters and the explanation', () => {
    const csv = 'topic,question,A,B,C,correct,explanation\nCloud,"Which, exactly?","One ""quoted""",Two,,B,"Because\nof lines"\nNet,Pick two,x,y,z,A;C,\n';
    const result = parseCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.questions[0]).toMatchObject({ line: 2, topic: 'Cloud', text: 'Which, exactly?', correct: ['B'], explanation: 'Because\nof lines' });
    expect(result.questions[0]!.options.map((o) => o.text)).toEqual(['One "quoted"', 'Two']);
    expect(result.questions[1]).toMatchObject({ line: 4, correct: ['A', 'C'] });
  });

  it.each([
    ['question,A,B\nq,x,y\n', 1, 'Missing column(s): correct'],
    ['question,A,B,C,correct\nq,x,,z,A\n', 2, 'without gaps'],
    ['question,A,B,correct\nq,x,y,C\n', 2, 'not one of the options'],
    ['question,A,B,correct\n"q,x,y,A\n', 2, 'not closed'],
  ])('reports %j at line %i', (source, line, message) => {
    const { errors } = parseCsv(source);
    expect(errors[0]).toMatchObject({ line });
    expect(errors[0]?.message).toContain(message);
  });
});
