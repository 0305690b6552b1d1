// The drill: the learner's due cards of this product, one at a time, flash-card style (the question, then its
// answer and explanation on demand), graded Again / Hard / Good / Easy; FSRS brings each back when it is due
// (src/domain/drill/schedule.ts). Keys: Space or Enter shows the answer, 1–4 grade. Works offline; a signed-in
// learner's grades go to the server with the next sync round (onGraded).
import { useEffect, useEffectEvent, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ShopDatabase } from '../../db/db.ts';
import { gradeDrillCard } from '../../db/drillCards.ts';
import { useDueDrillCards } from '../../db/hooks.ts';
import { DRILL_GRADES, previewDueAt, type DrillGrade } from '../../domain/drill/schedule.ts';
import { cardsWithCurrentQuestions } from '../../domain/drill/cardQuestions.ts';
import type { ExamQuestion } from '../../domain/exam/questions.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { useNow } from '../exam/useNow.ts';
import { isTypingTarget } from '../exam/examKeys.ts';
import { intervalLabel } from './intervalLabel.ts';
import '../exam/exam.css';
import { RichText } from '../../ui/RichText.tsx';
import './drill.css';

interface DrillProps {
  db: ShopDatabase;
  owner: string;
  productId: string;
  questions: readonly Omit<ExamQuestion, 'number'>[];
  onExit: () => void;
  /** A card was graded: the sync sends it. */
  onGraded?: () => void;
}

export function Drill({ db, owner, productId, questions, onExit, onGraded }: DrillProps) {
  const { t, i18n } = useLingui();
  // Re-read every 30 s, so a card graded Again comes back within the session.
  const now = useNow(30_000);
  const due = useDueDrillCards(db, owner, productId, now);
  const [revealed, setRevealed] = useState(false);
  const [done, setDone] = useState(0);
  const cards = cardsWithCurrentQuestions(due ?? [], questions);
  const { card, question } = cards[0] ?? {};
  const labels: Record<DrillGrade, string> = { again: t`Again`, hard: t`Hard`, good: t`Good`, easy: t`Easy` };

  function grade(choice: DrillGrade) {
    if (!card) return;
    setRevealed(false);
    setDone((count) => count + 1);
    settleQuietly(
      gradeDrillCard(db, card.key, choice).then(() => onGraded?.()),
      'drill grade',
    );
  }

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!card || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
    if (!revealed && (event.key === ' ' || event.key === 'Enter')) {
      if (event.target instanceof HTMLElement && event.target.closest('button, a[href]')) return;
      setRevealed(true);
    } else if (revealed && /^[1-4]$/.test(event.key)) grade(DRILL_GRADES[Number(event.key) - 1]!);
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const left = cards.length;
  const preview = card && revealed ? previewDueAt(card, now) : null;
  return (
    <section className="drill" aria-labelledby="drill-title">
      <header className="exam-bar">
        <div className="exam-bar__row">
          <button type="button" className="icon-button" onClick={onExit} aria-label={t`Exit`} title={t`Exit`}>
            <span aria-hidden="true">✕</span>
          </button>
          <h2 id="drill-title" className="drill__title">
            {t`Review`}
          </h2>
          <p className="exam-bar__position drill__count" aria-live="polite">
            {t`${left} due · ${done} done`}
          </p>
        </div>
      </header>
      {due === undefined ? (
        <p role="status" className="skeleton simulator__loading">
          {t`Loading`}
        </p>
      ) : !card || !question ? (
        <div className="drill__empty">
          <p className="drill__empty-title">
            <span aria-hidden="true">✓</span> {done > 0 ? t`All due cards reviewed.` : t`Nothing is due for review.`}
          </p>
          <p className="muted">{t`Questions you get wrong or mark in an exam come back here when they are due.`}</p>
          <button type="button" className="button" onClick={onExit}>
            {t`Back to the product`}
          </button>
        </div>
      ) : (
        <div className="drill__card flash-card">
          <p className="question__number">{card.reason === 'marked' ? t`You marked this question` : t`You answered this wrong`}</p>
          <h3 className="question__text">
            <RichText text={question.text} format={question.format} />
          </h3>
          <ul className="drill__options">
            {question.options.map((option) => {
              const right = revealed && question.correct.includes(option.letter);
              return (
                <li key={option.letter} className={right ? 'drill__option drill__option--right' : 'drill__option'}>
                  <span className="option__letter" aria-hidden="true">
                    {option.letter}
                  </span>
                  <span>
                    <span className="visually-hidden">{option.letter}. </span>
                    <RichText text={option.text} format={question.format} />
                  </span>
                  {right && <span className="option__verdict">{t`Correct answer`}</span>}
                </li>
              );
            })}
          </ul>
          {revealed ? (
            <>
              <p className="question__feedback">
                <RichText text={question.explanation} format={question.format} />
              </p>
              <p className="drill__prompt">{t`How well did you know it?`}</p>
              <div className="drill__grades" role="group" aria-label={t`How well did you know it?`}>
                {DRILL_GRADES.map((choice, index) => (
                  <button key={choice} type="button" className={`button drill__grade drill__grade--${choice}`} onClick={() => grade(choice)} aria-keyshortcuts={String(index + 1)}>
                    <span>{labels[choice]}</span>
                    {preview && <span className="drill__when">{intervalLabel(i18n.locale, now, preview[choice])}</span>}
                  </button>
                ))}
              </div>
            </>
          ) : (
            <button type="button" className="button button--wide" onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
              {t`Show the answer`}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
