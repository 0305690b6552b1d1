// One question: its options as full-width buttons with their letter badge (one pick or several), mark for review,
// and in practice mode the check with the explanation. The keyboard is the simulator's (examKeys.ts).
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OptionLetter } from '../../domain/constants.ts';
import { isMultipleChoice, type ExamQuestion } from '../../domain/exam/questions.ts';
import { pickedLetters } from '../../domain/exam/solution.ts';
import type { QuestionSolution } from '../../domain/exam/types.ts';
import { QuestionVote } from '../votes/QuestionVote.tsx';
import { RichText } from '../../ui/RichText.tsx';

interface QuestionViewProps {
  question: ExamQuestion;
  solution: QuestionSolution | undefined;
  marked: boolean;
  /** Practice mode: the learner checks the answer and sees the explanation. */
  practice: boolean;
  disabled: boolean;
  onPick: (letter: OptionLetter) => void;
  onMark: (marked: boolean) => void;
}

export function QuestionView({ question, solution, marked, practice, disabled, onPick, onMark }: QuestionViewProps) {
  const { t } = useLingui();
  const picked = solution ? pickedLetters(solution) : [];
  const [checked, setChecked] = useState(false);
  const multiple = isMultipleChoice(question);
  const count = question.correct.length;
  const number = question.number;
  const reveal = practice && checked;
  return (
    <section className="question" aria-labelledby={`q-${number}`}>
      <h2 id={`q-${number}`} className="question__text">
        <span className="question__number">{t`Question ${number}`}</span> <RichText text={question.text} format={question.format} />
      </h2>
      {multiple && <p className="question__hint">{t`Choose ${count} answers.`}</p>}
      <div role={multiple ? 'group' : 'radiogroup'} aria-labelledby={`q-${number}`} className="question__options">
        {question.options.map((option) => {
          const isPicked = picked.includes(option.letter);
          const verdict = reveal && question.correct.includes(option.letter) ? 'right' : reveal && isPicked ? 'wrong' : '';
          return (
            <button
              key={option.letter}
              type="button"
              role={multiple ? 'checkbox' : 'radio'}
              aria-checked={isPicked}
              disabled={disabled}
              className={`option ${isPicked ? 'option--picked' : ''} ${verdict ? `option--${verdict}` : ''}`}
              onClick={() => onPick(option.letter)}
            >
              <span className="option__letter" aria-hidden="true">
                {option.letter}
              </span>
              <span className="option__text">
                <span className="visually-hidden">{option.letter}. </span>
                <RichText text={option.text} format={question.format} links={false} />
              </span>
              {verdict === 'right' && <span className="option__verdict">{t`Correct answer`}</span>}
              {verdict === 'wrong' && <span className="option__verdict">{t`Your answer`}</span>}
            </button>
          );
        })}
      </div>
      <div className="question__actions">
        <button type="button" className="button button--secondary question__mark" aria-pressed={marked} onClick={() => onMark(!marked)}>
          <span aria-hidden="true">⚑</span> {marked ? t`Unmark` : t`Mark for review`}
        </button>
        {practice && (
          <button type="button" className="button" disabled={picked.length === 0} onClick={() => setChecked(true)}>
            {t`Check answer`}
          </button>
        )}
      </div>
      {reveal && (
        <div className={`question__feedback ${solution?.isCorrect ? 'question__feedback--right' : 'question__feedback--wrong'}`} role="status">
          <p className="question__verdict">
            <span aria-hidden="true">{solution?.isCorrect ? '✓' : '✗'}</span> {solution?.isCorrect ? t`Correct!` : t`Not quite.`}
          </p>
          <p>
            <RichText text={question.explanation} format={question.format} />
          </p>
        </div>
      )}
      {reveal && <QuestionVote questionId={question.id} />}
    </section>
  );
}
