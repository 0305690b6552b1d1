// The product page's learning part beside the start screen (issue 22): the readiness estimate, and on the Practice
// tab the practice sets with their counts.
import { useMemo } from 'react';
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
  const topicNames = useMemo(() => new Map(content.topics.map((topic) => [topic.id, topic.name])), [content.topics]);
  const exam = useMemo(() => defaultExamOf(learning.bank, content.topics), [learning.bank, content.topics]);
  const examQuestions = [...exam.questionsPerTopic.values()].reduce((sum, n) => sum + n, 0);
  return (
    <div className="learning">
      {showSets && <PracticeSets bank={learning.bank} history={learning.history} topics={content.topics} initial={initial} perSession={perSession} onStart={onStartSet} />}
      <ReadinessCard readiness={learning.readiness} topicNames={topicNames} passPercent={exam.passPercent} examQuestions={examQuestions} />
    </div>
  );
}
