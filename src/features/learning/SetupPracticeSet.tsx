// The setup's practice-set choice (issue 22): a practice session draws from the whole bank or from one practice set,
// each shown with its count from this device's history; the setup's topics, counts and questions per test still apply.
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { QuizSetup } from '../../domain/config/setup.ts';
import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';
import { withPracticeSet } from '../../domain/learning/practiceSession.ts';
import { practiceSetCounts, PRACTICE_SET_KINDS, type PracticeSetKind } from '../../domain/learning/practiceSets.ts';
import { shopDb } from '../../db/db.ts';
import { useLearning } from './useLearning.ts';
import { useNow } from '../exam/useNow.ts';
import { PRACTICE_SET_LABELS } from './practiceSetLabels.ts';

interface SetupPracticeSetProps {
  owner: string;
  productId: string;
  content: ProductQuestions;
  setup: QuizSetup;
  onChange: (setup: QuizSetup) => void;
}

export function SetupPracticeSet({ owner, productId, content, setup, onChange }: SetupPracticeSetProps) {
  const { t, i18n } = useLingui();
  const now = useNow(60_000);
  const learning = useLearning(shopDb(), owner, productId, content, now);
  if (!learning) return null;
  // The topics chosen in the Topics step (by name) as the bank's topic ids.
  const idOf = new Map(content.topics.map((topic) => [topic.name, topic.id]));
  const chosen = setup.topics.filter((topic) => topic.selected).map((topic) => idOf.get(topic.topicName) ?? topic.topicName);
  const counts = practiceSetCounts(learning.bank, learning.history, chosen);
  const current = setup.practiceSet?.kind ?? 'bank';
  const choose = (kind: PracticeSetKind | 'bank') => onChange(withPracticeSet(setup, kind === 'bank' ? null : { kind, topics: [] }));
  return (
    <fieldset className="setup-practice-set">
      <legend>{t`Draw the questions from`}</legend>
      <label>
        <input type="radio" name="practice-set" checked={current === 'bank'} onChange={() => choose('bank')} /> {t`All questions of the chosen topics`}
      </label>
      {PRACTICE_SET_KINDS.map((kind) => {
        const label = i18n._(PRACTICE_SET_LABELS[kind]);
        const n = counts[kind];
        return (
          <label key={kind}>
            <input type="radio" name="practice-set" checked={current === kind} disabled={n === 0 && current !== kind} onChange={() => choose(kind)} /> {label} (
            {t`${plural(n, { one: '# question', other: '# questions' })}`})
          </label>
        );
      })}
    </fieldset>
  );
}
