import { describe, expect, it } from 'vitest';
import { isReportingOn, reportProblem } from './reportEvent.ts';

const allOn = { questionFeedback: true, aiDemoErrors: true, simulatorFeedback: true };

describe('reporting events', () => {
  it('follows the country switch of each type', () => {
    const onlyQuestions = { questionFeedback: true, aiDemoErrors: false, simulatorFeedback: false };
    expect(isReportingOn(onlyQuestions, 'question_feedback')).toBe(true);
    expect(isReportingOn(onlyQuestions, 'simulator_feedback')).toBe(false);
    expect(reportProblem({ type: 'ai_demo_error', reason: 'x' }, onlyQuestions)).toBe('reporting-off');
  });

  it.each([
    [{ type: 'question_feedback', reason: 'typo', productId: 'USP1', questionId: 'q1' }, null],
    [{ type: 'question_feedback', reason: 'nonsense', productId: 'USP1', questionId: 'q1' }, 'bad-reason'],
    [{ type: 'question_feedback', reason: 'typo', productId: 'USP1' }, 'question-required'],
    [{ type: 'simulator_feedback', reason: 'great' }, 'product-required'],
    [{ type: 'simulator_feedback', reason: 'bug', productId: 'USP1' }, null],
    [{ type: 'ai_demo_error', reason: 'TimeoutError' }, null],
  ] as const)('%o → %s', (event, problem) => {
    expect(reportProblem(event, allOn)).toBe(problem);
  });
});
