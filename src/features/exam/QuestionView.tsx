// One question: its options (one pick or several), mark for review, and in practice mode the check with the
// explanation. Keyboard: letters pick options, arrows move, R marks for review.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OptionLetter } from '../../domain/constants.ts';
import { OPTION_LETTERS } from '../../domain/constants.ts';
import { isAnswerCorrect, isMultipleChoice, togglePick, type ExamQuestion } from '../../domain/exam/questions.ts';
import { pickedLetters } from '../../domain/exam/solution.ts';
import type { QuestionSolution } from '../../domain/exam/types.ts';
import { QuestionVote } from '../votes/QuestionVote.tsx';

interface QuestionViewProps {
  question: ExamQuestion;
  solution: QuestionSolution | undefined;
  marked: boolean;
  /** Practice mode: the learner checks the answer and sees the explanation. */
  practice: boolean;
  disabled: boolean;
  onAnswer: (picked: OptionLetter[], correct: boolean) => void;
  onMark: (marked: boolean) => void;
  onMove: (delta: number) => void;
}

export function QuestionView({ question, solution, marked, practice, disabled, onAnswer, onMark, onMove }: QuestionViewProps) {
  const { t } = useLingui();
  const picked = solution ? pickedLetters(solution) : [];
  const [checked, setChecked] = useState(false);
  const multiple = isMultipleChoice(question);
  const count = question.correct.length;

  function pick(letter: OptionLetter) {
    if (disabled) return;
    const next = togglePick(question, picked, letter);
    onAnswer(next, isAnswerCorrect(question, next));
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.target instanceof HTMLInputElement && event.target.type === 'text') return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const key = event.key.toUpperCase();
      if ((OPTION_LETTERS as readonly string[]).includes(key)) pick(key as OptionLetter);
      else if (key === 'R') onMark(!marked);
      else if (event.key === 'ArrowRight') onMove(1);
      else if (event.key === 'ArrowLeft') onMove(-1);
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const number = question.number;
  return (
    <section className="question" aria-labelledby={`q-${number}`}>
      <h2 id={`q-${number}`} className="question__text">
        <span className="question__number">{t`Question ${number}`}</span> {question.text}
      </h2>
      {multiple && <p className="question__hint">{t`Choose ${count} answers.`}</p>}
      <div role={multiple ? 'group' : 'radiogroup'} aria-labelledby={`q-${number}`} className="question__options">
        {question.options.map((option) => {
          const isPicked = picked.includes(option.letter);
          const reveal = practice && checked;
          const verdict = reveal && question.correct.includes(option.letter) ? 'right' : reveal && isPicked ? 'wrong' : '';
          return (
            <button
              key={option.letter}
              type="button"
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={isPicked}
              disabled={disabled}
              className={`option ${isPicked ? 'option--picked' : ''} ${verdict ? `option--${verdict}` : ''}`}
              onClick={() => pick(option.letter)}
            >
              <span className="option__letter">{option.letter}</span> {option.text}
            </button>
          );
        })}
      </div>
      <div className="question__actions">
        <button type="button" className="button button--secondary" aria-pressed={marked} onClick={() => onMark(!marked)}>
          {marked ? t`Unmark` : t`Mark for review`}
        </button>
        {practice && (
          <button type="button" className="button" disabled={picked.length === 0} onClick={() => setChecked(true)}>
            {t`Check answer`}
          </button>
        )}
      </div>
      {practice && checked && (
        <div className="question__feedback" role="status">
          <p>{solution?.isCorrect ? t`Correct!` : t`Not quite.`}</p>
          <p>{question.explanation}</p>
        </div>
      )}
      {practice && checked && <QuestionVote questionId={question.id} />}
    </section>
  );
}
