// The practice sets on the Practice tab and in the setup (issue 22): each set with its count, limited to chosen
// topics if the learner wants, started in one tap; an empty set says so and offers the next best one.
import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { nextBestSet, practiceSetCounts, PRACTICE_SET_KINDS, type BankItem, type LearnerHistory, type PracticeSetKind } from '../../domain/learning/practiceSets.ts';
import type { PracticeSetChoice } from '../../domain/learning/practiceSession.ts';
import { PRACTICE_SET_LABELS } from './practiceSetLabels.ts';

interface PracticeSetsProps {
  bank: readonly BankItem[];
  history: LearnerHistory;
  topics: readonly { id: string; name: string }[];
  /** The set saved with the setup, chosen again. */
  initial?: PracticeSetChoice | null;
  /** How many questions a session asks at most (the setup's questions per test). */
  perSession: number;
  onStart: (choice: PracticeSetChoice) => void;
  /** The label of the start button (the setup saves rather than starts). */
  actionLabel?: string;
}

export function PracticeSets({ bank, history, topics, initial = null, perSession, onStart, actionLabel }: PracticeSetsProps) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<PracticeSetKind>(initial?.kind ?? 'missed-1');
  const [chosenTopics, setChosenTopics] = useState<string[]>(initial?.topics ?? []);
  const counts = useMemo(() => practiceSetCounts(bank, history, chosenTopics), [bank, history, chosenTopics]);
  const count = counts[kind];
  const next = count === 0 ? nextBestSet(kind, counts) : null;
  const toggleTopic = (id: string) => setChosenTopics((current) => (current.includes(id) ? current.filter((topic) => topic !== id) : [...current, id]));
  const asked = Math.min(count, perSession);
  const label = i18n._(PRACTICE_SET_LABELS[kind]);
  const nextLabel = next ? i18n._(PRACTICE_SET_LABELS[next]) : '';
  const nextCount = next ? counts[next] : 0;

  return (
    <section className="practice-sets" aria-labelledby="practice-sets-title">
      <h2 id="practice-sets-title">{t`Practise what you need`}</h2>
      <div className="practice-sets__list" role="radiogroup" aria-label={t`Practice sets`}>
        {PRACTICE_SET_KINDS.map((value) => {
          const name = i18n._(PRACTICE_SET_LABELS[value]);
          const n = counts[value];
          return (
            <button key={value} type="button" role="radio" aria-checked={kind === value} className="practice-sets__set" onClick={() => setKind(value)}>
              <span>{name}</span> <span className="pill">{t`${plural(n, { one: '# question', other: '# questions' })}`}</span>
            </button>
          );
        })}
      </div>
      {topics.length > 1 && (
        <div className="chips" role="group" aria-label={t`Limit to topics`}>
          {topics.map((topic) => (
            <button key={topic.id} type="button" className="chip" aria-pressed={chosenTopics.includes(topic.id)} onClick={() => toggleTopic(topic.id)}>
              {topic.name}
            </button>
          ))}
        </div>
      )}
      {count === 0 ? (
        <div className="practice-sets__empty" role="status">
          <p>{t`No questions in “${label}” yet.`}</p>
          {next && (
            <button type="button" className="button button--secondary" onClick={() => setKind(next)}>
              {t`Try “${nextLabel}” instead (${nextCount})`}
            </button>
          )}
        </div>
      ) : (
        <button type="button" className="button button--wide-mobile" onClick={() => onStart({ kind, topics: chosenTopics })}>
          {actionLabel ?? t`${plural(asked, { one: 'Practise # question', other: 'Practise # questions' })}`}
        </button>
      )}
    </section>
  );
}
