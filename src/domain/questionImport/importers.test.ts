import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.ts';
import { parseCsv } from './csv.ts';
import { parseGift } from './gift.ts';

describe('parseAiken', () => {
  it('reads questions, options and the answer', () => {
    const result = parseAiken('Which layer routes packets?\nA. Data link\nB. Network\nC) Transport\nANSWER: B\n\nPick two primes.\nA. 2\nB. 4\nC. 5\nANSWER: A, C\n', 'Networking');
    expect(result.errors).toEqual([]);
    expect(result.questions).toHaveLength(2);
    expect(result.questions[0]).toMatchObject({ line: 1, topic: 'Networking', text: 'Which layer routes packets?', correct: ['B'] });
    expect(result.questions[0]!.options.map((o) => o.text)).toEqual(['Data link', 'Network', 'Transport']);
    expect(result.questions[1]).toMatchObject({ line: 7, correct: ['A', 'C'] });
  });

  it.each([
    ['Q?\nA. x\nB. y\n', 1, 'without an ANSWER'],
    ['Q?\nA. x\nC. y\nANSWER: A\n', 3, 'Expected option B'],
    ['Q?\nA. x\nB. y\nANSWER: D\n', 1, 'not one of the options'],
    ['Q?\nA. x\nB. y\nstray line\nANSWER: A\n', 4, 'Expected an option'],
    ['Q?\nA. only one\nANSWER: A\n', 1, 'at least 2 options'],
  ])('reports %j at line %i', (source, line, message) => {
    const { errors } = parseAiken(source);
    expect(errors[0]?.line).toBe(line);
    expect(errors[0]?.message).toContain(message);
  });
});

describe('parseGift', () => {
  it('reads multiple choice with weights, feedback, categories and true/false', () => {
    const source = [
      '// a comment',
      '$CATEGORY: $course$/Cloud/Security',
      '::q1:: Which are encryption at rest? {',
      '  ~%50%Encrypted disks # right',
      '  ~%50%Encrypted object storage',
      '  ~%-100%TLS',
      '  ####Data stored on media.',
      '}',
      '',
      'MFA adds a second factor. {T}',
      '',
      'Escaped \\{braces\\} and \\= sign? {=yes ~no}',
    ].join('\n');
    const result = parseGift(source);
    expect(result.errors).toEqual([]);
    expect(result.questions[0]).toMatchObject({ line: 3, topic: 'Security', text: 'Which are encryption at rest?', correct: ['A', 'B'], explanation: 'Data stored on media.' });
    expect(result.questions[0]!.options.map((o) => o.text)).toEqual(['Encrypted disks', 'Encrypted object storage', 'TLS']);
    expect(result.questions[1]).toMatchObject({ line: 10, correct: ['A'], options: [{ text: 'True' }, { text: 'False' }] });
    expect(result.questions[2]).toMatchObject({ text: 'Escaped {braces} and = sign?', correct: ['A'] });
  });

  it.each([
    ['What is 2+2? {=4 =four}', 'short-answer'],
    ['Match {=a -> 1 =b -> 2}', 'Matching'],
    ['No braces here', 'between { and }'],
    ['Nothing right {~a ~b}', 'no correct answer'],
  ])('refuses %j', (source, message) => {
    expect(parseGift(source).errors[0]?.message).toContain(message);
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
