import { describe, expect, it } from 'vitest';
import { asQuestionReport, FEEDBACK_REASONS, FEEDBACK_REPORTED_AS, feedbackCollected } from './feedback.ts';
import { QUESTION_REPORT_REASONS } from '../reports/reportEvent.ts';
import { MARKETS } from '../markets/countries.ts';
import { topicChoiceProblem } from './topicChoice.ts';

describe('feedbackCollected (SPEC §6)', () => {
  it.each([
    ['de', 'demo-ai-quiz', true],
    ['de', 'free-demo-quiz', true],
    ['de', 'full-product', false],
    ['in', 'demo-ai-quiz', true],
    ['in', 'full-product', true],
    ['in', 'configured-quiz', true],
    ['it', 'full-product', true],
    ['it', 'demo-ai-quiz', false],
    ['fr', 'demo-ai-quiz', false],
    ['gb', 'full-product', false],
  ] as const)('%s, %s → %s', (country, kind, collected) => expect(feedbackCollected(MARKETS[country].ai.feedbackMode, kind)).toBe(collected));
});

describe('topicChoiceProblem', () => {
  const offered = new Set(['a', 'b', 'c', 'd', 'e', 'f']);
  it.each([
    [['a', 'b'], 'too-few-topics'],
    [['a', 'b', 'c'], null],
    [['a', 'b', 'c', 'd', 'e'], null],
    [['a', 'b', 'c', 'd', 'e', 'f'], 'too-many-topics'],
    [['a', 'a', 'b'], 'duplicate-topics'],
    [['a', 'b', 'z'], 'unknown-topic'],
  ])('%j → %s', (chosen, problem) => expect(topicChoiceProblem(chosen, offered)).toBe(problem));
});

describe('quiz ids', async () => {
  const { aiQuizId, generatorOfQuizId, isAiQuizId } = await import('./quizId.ts');
  it('name their generator and are never product ids', () => {
    expect(generatorOfQuizId(aiQuizId('catalog', 'x1'))).toBe('catalog');
    expect(generatorOfQuizId(aiQuizId('llm', 'x1'))).toBe('llm');
    expect(generatorOfQuizId('DE-eq-it-certification-cloud-cloud-demo')).toBeNull();
    expect(isAiQuizId('DE-eq-x')).toBe(false);
  });
});

describe('asQuestionReport', () => {
  it.each([
    ['wrong-key', 'B is right', 'wrong_answer', 'B is right'],
    ['unclear', '', 'unclear', ''],
    ['other', 'x', 'other', 'x'],
    ['off-topic', 'about cooking', 'other', '[off-topic] about cooking'],
    ['wrong-language', '', 'other', '[wrong-language]'],
  ] as const)('%s → the reporting reason %s', (reason, comment, expectedReason, expectedComment) => {
    expect(asQuestionReport(reason, comment)).toEqual({ reason: expectedReason, comment: expectedComment });
  });

  it('stores every flag reason under one of the learners\' question-report reasons', () => {
    for (const reason of FEEDBACK_REASONS) expect(QUESTION_REPORT_REASONS).toContain(FEEDBACK_REPORTED_AS[reason]);
  });
});
