// After submitting: passed or not (in words, colour and a sign), the score against the pass mark, the time used, a
// bar per topic (inline SVG), a review of all, wrong or marked questions with explanations, new sessions of only
// the wrong or only the marked questions, and what the page adds below (ratings, sharing, the drill).
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { reviewNumbers, type ExamQuestion, type ReviewFilter } from '../../domain/exam/questions.ts';
import { pickedLetters } from '../../domain/exam/solution.ts';
import { timeUsedMs, topicBreakdown, topicPercent } from '../../domain/exam/topicBreakdown.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';
import { formatDuration } from './formatDuration.ts';
import { RichText } from '../../ui/RichText.tsx';

interface ResultsProps {
  state: LocalExamState;
  questions: ExamQuestion[];
  /** Topic names by topic id; an id without a name is shown as it is. */
  topicNames?: ReadonlyMap<string, string>;
  onRetry: (questionIds: string[] | null) => void;
  extras?: ReactNode;
}

export function Results({ state, questions, topicNames, onRetry, extras }: ResultsProps) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<ReviewFilter>('wrong');
  const right = state.nRightQuestion;
  const total = state.nQuestion;
  const percent = state.passingScorePer;
  const needed = state.test.nQuestionsToPass;
  const passed = !state.failure;
  const used = formatDuration(timeUsedMs(state));
  const shown = reviewNumbers(state, filter);
  const idsOf = (f: ReviewFilter) => reviewNumbers(state, f).map((n) => questions[n - 1]?.id).filter((id): id is string => id !== undefined);
  const wrongIds = idsOf('wrong');
  const markedIds = idsOf('marked');
  const topics = topicBreakdown(state, questions);

  return (
    <section className="results" aria-labelledby="results-title">
      <div className={`results__verdict ${passed ? 'results__verdict--passed' : 'results__verdict--failed'}`}>
        <span className="results__sign" aria-hidden="true">
          {passed ? '✓' : '✗'}
        </span>
        <div>
          <h2 id="results-title">{passed ? t`Passed` : t`Not passed this time`}</h2>
          <p className="results__score">{t`${right} of ${total} right: ${percent} % (${needed} % needed to pass)`}</p>
          <p className="results__time">{t`Time used: ${used}`}</p>
        </div>
      </div>
      <svg className="results__meter" viewBox="0 0 100 6" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className="results__meter-track" x="0" y="0" width="100" height="6" rx="3" />
        <rect className="results__meter-fill" x="0" y="0" width={Math.min(100, Math.max(0, percent))} height="6" rx="3" />
        <rect className="results__meter-mark" x={Math.min(99.5, Math.max(0, needed))} y="0" width="0.6" height="6" />
      </svg>

      <div className="results__actions">
        <button type="button" className="button" disabled={wrongIds.length === 0} onClick={() => onRetry(wrongIds)}>
          {t`Practise the wrong questions`}
        </button>
        <button type="button" className="button button--secondary" disabled={markedIds.length === 0} onClick={() => onRetry(markedIds)}>
          {t`Practise the marked questions`}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onRetry(null)}>
          {t`Start a new session`}
        </button>
      </div>

      {topics.length > 0 && (
        <section className="topic-chart" aria-labelledby="topic-chart-title">
          <h3 id="topic-chart-title">{t`By topic`}</h3>
          <ul className="topic-chart__list">
            {topics.map((score) => {
              const name = topicNames?.get(score.topic) ?? score.topic;
              const share = topicPercent(score);
              const topicRight = score.right;
              const topicTotal = score.total;
              return (
                <li key={score.topic} className="topic-chart__row">
                  <span className="topic-chart__name">{name}</span>
                  <svg className="topic-chart__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                    <rect className="topic-chart__track" x="0" y="0" width="100" height="8" rx="4" />
                    <rect className={share >= needed ? 'topic-chart__fill topic-chart__fill--ok' : 'topic-chart__fill topic-chart__fill--low'} x="0" y="0" width={share} height="8" rx="4" />
                  </svg>
                  <span className="topic-chart__value">{t`${topicRight} of ${topicTotal} (${share} %)`}</span>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <h3>{t`Review`}</h3>
      <div className="results__filter" role="radiogroup" aria-label={t`Review`}>
        {(
          [
            ['wrong', t`Wrong answers`],
            ['marked', t`Marked`],
            ['all', t`All questions`],
          ] as const
        ).map(([value, label]) => (
          <button key={value} type="button" role="radio" aria-checked={filter === value} className={filter === value ? 'button' : 'button button--secondary'} onClick={() => setFilter(value)}>
            {label}
          </button>
        ))}
      </div>
      {shown.length === 0 && <p className="muted">{filter === 'wrong' ? t`No wrong answers: well done.` : t`Nothing to show here.`}</p>}
      <ol className="review">
        {shown.map((n) => {
          const question = questions[n - 1];
          if (!question) return null;
          const solution = state.userSolution[n];
          const yours = solution ? pickedLetters(solution).join(', ') : '–';
          const correct = question.correct.join(', ');
          const isRight = solution?.isCorrect === true;
          return (
            <li key={n} value={n} className={isRight ? 'review__item review__item--right' : 'review__item review__item--wrong'}>
              <p className="review__verdict">
                <span aria-hidden="true">{isRight ? '✓' : '✗'}</span> {isRight ? t`Right` : t`Wrong`}
                {state.markedQuestions.includes(n) && (
                  <span className="pill review__marked">
                    <span aria-hidden="true">⚑</span> {t`marked`}
                  </span>
                )}
              </p>
              <p className="review__text">
                <RichText text={question.text} format={question.format} />
              </p>
              <p>{t`Your answer: ${yours}. Correct answer: ${correct}.`}</p>
              <p className="review__explanation">
                <RichText text={question.explanation} format={question.format} />
              </p>
            </li>
          );
        })}
      </ol>
      {extras}
    </section>
  );
}
