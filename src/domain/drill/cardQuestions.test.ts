import { describe, expect, it } from 'vitest';
import { cardsWithCurrentQuestions } from './cardQuestions.ts';

describe('cardsWithCurrentQuestions', () => {
  const questions = [{ id: 'cf-001' }, { id: 'cf-005.v2' }, { id: 'cf-009.v3' }];

  it('shows a card made before a fix with the fixed question, and a card of the fix with it too', () => {
    const shown = cardsWithCurrentQuestions([{ questionId: 'cf-005' }, { questionId: 'cf-009.v2' }, { questionId: 'cf-001' }], questions);
    expect(shown.map(({ card, question }) => [card.questionId, question.id])).toEqual([
      ['cf-005', 'cf-005.v2'],
      ['cf-009.v2', 'cf-009.v3'],
      ['cf-001', 'cf-001'],
    ]);
  });

  it('leaves out a card whose question left the product, keeping the order of the rest', () => {
    const shown = cardsWithCurrentQuestions([{ questionId: 'cf-404' }, { questionId: 'cf-001' }, { questionId: 'cf-005.v2' }], questions);
    expect(shown.map(({ card }) => card.questionId)).toEqual(['cf-001', 'cf-005.v2']);
  });
});
