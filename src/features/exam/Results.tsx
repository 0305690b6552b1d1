// After submitting: right answers, percentage, pass or fail, review of all, wrong or marked questions, and a new
// session made of only the wrong or only the marked questions.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { reviewNumbers, type ExamQuestion, type ReviewFilter } from '../../domain/exam/questions.ts';
import { pickedLetters } from '../../domain/exam/solution.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';

interface ResultsProps {
  state: LocalExamState;
  questions: ExamQuestion[];
  onRetry: (questionIds: string[] | null) => void;
}

export function Results({ state, questions, onRetry }: ResultsProps) {
  const { t } = useLingui();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const right = state.nRightQuestion;
  const total = state.nQuestion;
  const percent = state.passingScorePer;
  const needed = state.test.nQuestionsToPass;
  const shown = reviewNumbers(state, filter);
  const idsOf = (f: ReviewFilter) => reviewNumbers(state, f).map((n) => questions[n - 1]?.id).filter((id): id is string => id !== undefined);
  const wrongIds = idsOf('wrong');
  const markedIds = idsOf('marked');

  return (
    <section className="results" aria-labelledby="results-title">
      <h2 id="results-title">{state.failure ? t`Not passed this time` : t`Passed`}</h2>
      <p className="results__score">{t`${right} of ${total} right: ${percent} % (${needed} % needed to pass)`}</p>
      <div className="results__actions">
        <button type="button" className="button" onClick={() => onRetry(null)}>
          {t`Start a new session`}
        </button>
        <button type="button" className="button button--secondary" disabled={wrongIds.length === 0} onClick={() => onRetry(wrongIds)}>
          {t`Practise the wrong questions`}
        </button>
        <button type="button" className="button button--secondary" disabled={markedIds.length === 0} onClick={() => onRetry(markedIds)}>
          {t`Practise the marked questions`}
        </button>
      </div>
      <div className="results__filter" role="radiogroup" aria-label={t`Review`}>
        {(
          [
            ['all', t`All questions`],
            ['wrong', t`Wrong answers`],
            ['marked', t`Marked`],
          ] as const
        ).map(([value, label]) => (
          <button key={value} type="button" role="radio" aria-checked={filter === value} className={filter === value ? 'button' : 'button button--secondary'} onClick={() => setFilter(value)}>
            {label}
          </button>
        ))}
      </div>
      <ol className="review">
        {shown.map((n) => {
          const question = questions[n - 1];
          if (!question) return null;
          const solution = state.userSolution[n];
          const yours = solution ? pickedLetters(solution).join(', ') : '–';
          const correct = question.correct.join(', ');
          return (
            <li key={n} value={n} className={solution?.isCorrect ? 'review__item review__item--right' : 'review__item review__item--wrong'}>
              <p className="review__text">{question.text}</p>
              <p>{t`Your answer: ${yours}. Correct answer: ${correct}.`}</p>
              <p className="review__explanation">{question.explanation}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
