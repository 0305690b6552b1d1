// Flash-card mode: a question, then its answer and explanation on demand; "I knew it" retires the card,
// "Not yet" brings it back later in the round.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { answerCard, newDeck } from '../../domain/exam/flashCards.ts';
import type { ExamQuestion } from '../../domain/exam/questions.ts';
import { RichText } from '../../ui/RichText.tsx';

export function FlashCards({ questions }: { questions: ExamQuestion[] }) {
  const { t } = useLingui();
  const [deck, setDeck] = useState(() => newDeck(questions.map((q) => q.id)));
  const [revealed, setRevealed] = useState(false);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const card = deck.queue[0] ? byId.get(deck.queue[0]) : undefined;
  const known = deck.known.length;
  const total = questions.length;

  function answer(knewIt: boolean) {
    setDeck((current) => answerCard(current, knewIt));
    setRevealed(false);
  }

  if (!card) {
    return (
      <section className="flash-cards" aria-live="polite">
        <p>{t`You knew all ${total} cards.`}</p>
        <button type="button" className="button" onClick={() => setDeck(newDeck(questions.map((q) => q.id)))}>
          {t`Go through the cards again`}
        </button>
      </section>
    );
  }
  return (
    <section className="flash-cards" aria-live="polite">
      <p className="muted">{t`${known} of ${total} cards known`}</p>
      <div className="flash-card">
        <h2 className="question__text">
          <RichText text={card.text} format={card.format} />
        </h2>
        <ul>
          {card.options.map((option) => (
            <li key={option.letter} className={revealed && card.correct.includes(option.letter) ? 'flash-card__right' : undefined}>
              <span className="option__letter">{option.letter}</span> <RichText text={option.text} format={card.format} />
            </li>
          ))}
        </ul>
        {revealed && <p className="question__feedback">
            <RichText text={card.explanation} format={card.format} />
          </p>}
      </div>
      {revealed ? (
        <div className="question__actions">
          <button type="button" className="button" onClick={() => answer(true)}>
            {t`I knew it`}
          </button>
          <button type="button" className="button button--secondary" onClick={() => answer(false)}>
            {t`Not yet`}
          </button>
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setRevealed(true)}>
          {t`Show the answer`}
        </button>
      )}
    </section>
  );
}
