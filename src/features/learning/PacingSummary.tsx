// Pacing in the results (issue 22): the average time per question against the exam's time per question, the five
// slowest questions and the average per topic, from the attempt's answer times with pauses left out. Times under
// ten seconds show their tenths (formatPace.ts); a session of five questions or fewer has no "slowest" list, which
// would only be all of its questions again (issue 35).
import { useLingui } from '@lingui/react/macro';
import { SLOWEST, type Pacing } from '../../domain/learning/pacing.ts';
import { formatPace } from './formatPace.ts';

interface PacingSummaryProps {
  pacing: Pacing;
  /** Question numbers in the attempt by question id. */
  numberOf: (questionId: string) => number | undefined;
  topicNames: ReadonlyMap<string, string>;
}

export function PacingSummary({ pacing, numberOf, topicNames }: PacingSummaryProps) {
  const { t, i18n } = useLingui();
  const formatDuration = (ms: number) => formatPace(ms, i18n.locale);
  const average = formatDuration(pacing.averageMs);
  const target = pacing.targetMs === null ? null : formatDuration(pacing.targetMs);
  return (
    <section className="pacing" aria-labelledby="pacing-title">
      <h3 id="pacing-title">{t`Your pace`}</h3>
      <p>
        {target === null ? t`Average time per question: ${average}` : t`Average time per question: ${average} (the exam allows ${target} per question)`}
        {pacing.targetMs !== null && pacing.averageMs > pacing.targetMs && <span className="pill pacing__slow">{t`slower than the exam allows`}</span>}
      </p>
      {pacing.perQuestion.length > SLOWEST && pacing.slowest.length > 0 && (
        <>
          <h4>{t`Slowest questions`}</h4>
          <ol className="pacing__slowest">
            {pacing.slowest.map((q) => {
              const n = numberOf(q.questionId) ?? '?';
              const time = formatDuration(q.ms);
              return <li key={q.questionId}>{t`Question ${n}: ${time}`}</li>;
            })}
          </ol>
        </>
      )}
      {pacing.perTopic.length > 1 && (
        <>
          <h4>{t`Average by topic`}</h4>
          <ul className="pacing__topics">
            {pacing.perTopic.map((topic) => {
              const name = topicNames.get(topic.topic) ?? topic.topic;
              const time = formatDuration(topic.averageMs);
              return <li key={topic.topic}>{t`${name}: ${time} per question`}</li>;
            })}
          </ul>
        </>
      )}
    </section>
  );
}
