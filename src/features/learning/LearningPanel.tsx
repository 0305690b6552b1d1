// The product page's learning part beside the start screen (issue 22): the readiness estimate, and on the Practice
// tab the practice sets with their counts; above them the score history as a sparkline and the way to My progress.
import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { SCORES_KEPT } from '../../domain/learning/progressSnapshot.ts';
import { useSiteSegment } from '../account/useCountry.ts';
import { ScoreSparkline } from './ScoreSparkline.tsx';
import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';
import { defaultExamOf } from '../../domain/learning/examComposition.ts';
import type { PracticeSetChoice } from '../../domain/learning/practiceSession.ts';
import type { LearningView } from './useLearning.ts';
import { PracticeSets } from './PracticeSets.tsx';
import { ReadinessCard } from './ReadinessCard.tsx';
import './learning.css';

interface LearningPanelProps {
  learning: LearningView;
  content: Pick<ProductQuestions, 'topics'>;
  showSets: boolean;
  initial: PracticeSetChoice | null;
  perSession: number;
  onStartSet: (choice: PracticeSetChoice) => void;
}

export function LearningPanel({ learning, content, showSets, initial, perSession, onStartSet }: LearningPanelProps) {
  const { t } = useLingui();
  const site = useSiteSegment();
  const topicNames = useMemo(() => new Map(content.topics.map((topic) => [topic.id, topic.name])), [content.topics]);
  const exam = useMemo(() => defaultExamOf(learning.bank, content.topics), [learning.bank, content.topics]);
  const examQuestions = [...exam.questionsPerTopic.values()].reduce((sum, n) => sum + n, 0);
  const skipped = learning.skipped.attempts + learning.skipped.answers;
  const scores = learning.attempts.slice(-SCORES_KEPT).map((attempt) => attempt.scorePercent);
  return (
    <div className="learning">
      {scores.length > 0 && (
        <section className="learning__scores" aria-labelledby="learning-scores-title">
          <h2 id="learning-scores-title">{t`Your scores`}</h2>
          <ScoreSparkline percents={scores} passMark={exam.passPercent} />
          <Link to="/$country" params={{ country: site }} search={{ view: 'my-progress' }}>
            {t`All my progress`}
          </Link>
        </section>
      )}
      {showSets && <PracticeSets bank={learning.bank} history={learning.history} topics={content.topics} initial={initial} perSession={perSession} onStart={onStartSet} />}
      <ReadinessCard readiness={learning.readiness} topicNames={topicNames} passPercent={exam.passPercent} examQuestions={examQuestions} />
      {skipped > 0 && <p className="muted">{t`${plural(skipped, { one: '# damaged entry of your history on this device was left out.', other: '# damaged entries of your history on this device were left out.' })}`}</p>}
    </div>
  );
}
