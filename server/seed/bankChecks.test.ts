// Every question of the demo banks passes the checks the AI quiz runs on each question it serves (the catalog
// generator serves the free ones as they are): a question the checks refused would silently shrink a quiz.
import { describe, expect, it } from 'vitest';
import { readBankFiles } from './questionBanks.ts';
import { questionProblems } from '@domain/aiQuiz/checks.ts';

describe('demo question banks', () => {
  it('pass the AI quiz checks, every question', () => {
    const refused = readBankFiles().flatMap(({ bank }) =>
      bank.questions
        .map((q) => ({
          where: `${bank.bankId}.${bank.locale}/${q.id}`,
          problems: questionProblems({
            topic: q.topic,
            text: q.text,
            options: q.options.map((option) => ({ id: option.letter, text: option.text })),
            correct: [...q.correct],
            multipleAnswers: q.correct.length > 1,
            explanation: q.explanation,
          }),
        }))
        .filter(({ problems }) => problems.length > 0),
    );
    expect(refused).toEqual([]);
  });
});
