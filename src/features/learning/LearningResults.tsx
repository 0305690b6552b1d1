// What the results add from the history (issue 22): the attempt's pacing, kept with it in the history.
import { useMemo } from 'react';
import type { ProductQuestions } from '../../domain/exam/productQuestions.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';
import { attemptKey } from '../../domain/learning/history.ts';
import type { LearningView } from './useLearning.ts';
import { PacingSummary } from './PacingSummary.tsx';
import './learning.css';

interface LearningResultsProps {
  learning: LearningView;
  state: LocalExamState;
  owner: string;
  productId: string;
  content: Pick<ProductQuestions, 'topics'>;
}

export function LearningResults({ learning, state, owner, productId, content }: LearningResultsProps) {
  const topicNames = useMemo(() => new Map(content.topics.map((topic) => [topic.id, topic.name])), [content.topics]);
  const key = attemptKey(owner, productId, state);
  const record = learning.attempts.find((attempt) => attempt.key === key);
  return (
    <div className="learning">
      {record?.pacing && (
        <PacingSummary
          pacing={record.pacing}
          numberOf={(questionId) => {
            const index = record.questionIds.indexOf(questionId);
            return index < 0 ? undefined : index + 1;
          }}
          topicNames={topicNames}
        />
      )}
    </div>
  );
}
