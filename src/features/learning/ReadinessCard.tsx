// The readiness estimate (issue 22): the chance to pass the product's default exam with its 80 % range, labelled as
// an estimate, with the topics that hold it back and a mastery bar per topic; or how many more answers it needs.
// Issue 35: the range is never a point (readinessPercents.ts), and a topic without answers is named as not practised
// yet rather than given a mastery the estimate does not know.
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { Readiness } from '../../domain/learning/readiness.ts';
import { readinessPercents } from '../../domain/learning/readinessPercents.ts';

interface ReadinessCardProps {
  readiness: Readiness;
  /** Topic names by topic id. */
  topicNames: ReadonlyMap<string, string>;
  passPercent: number;
  examQuestions: number;
}

const percent = (share: number) => Math.round(share * 100);

export function ReadinessCard({ readiness, topicNames, passPercent, examQuestions }: ReadinessCardProps) {
  const { t } = useLingui();
  const nameOf = (topic: string) => topicNames.get(topic) ?? topic;
  if (readiness.kind === 'needs-more') {
    const answers = readiness.answersNeeded;
    const topics = readiness.topicsNeeded;
    return (
      <section className="readiness" aria-labelledby="readiness-title">
        <h2 id="readiness-title">{t`Your readiness`}</h2>
        <p className="readiness__needs-more" role="status">
          {answers > 0 && t`${plural(answers, { one: 'Answer # more question to see your estimated chance to pass.', other: 'Answer # more questions to see your estimated chance to pass.' })}`}{' '}
          {answers > 0 && topics > 0 && t`${plural(topics, { one: 'Include # more topic.', other: 'Include # more topics.' })}`}
          {answers === 0 &&
            topics > 0 &&
            t`${plural(topics, { one: 'Answer questions from # more topic to see your estimated chance to pass: the estimate needs answers from at least half of the topics.', other: 'Answer questions from # more topics to see your estimated chance to pass: the estimate needs answers from at least half of the topics.' })}`}
        </p>
      </section>
    );
  }
  const { chance, low, high, edge } = readinessPercents(readiness.probability, readiness.low, readiness.high);
  const weak = readiness.holdingBack.map(nameOf).join(', ');
  const unknown = readiness.notPractised.map(nameOf).join(', ');
  return (
    <section className="readiness" aria-labelledby="readiness-title">
      <h2 id="readiness-title">{t`Your readiness`}</h2>
      <p className="readiness__chance">
        {edge === 'under-1' ? t`Estimated chance to pass: under 1 % (${low}–${high} %)`
        : edge === 'over-99' ? t`Estimated chance to pass: over 99 % (${low}–${high} %)`
        : t`Estimated chance to pass: ${chance} % (${low}–${high} %)`}
      </p>
      <p className="readiness__label muted">
        {t`An estimate from your answers on this device, for the exam of ${examQuestions} questions with a pass mark of ${passPercent} %. The range holds the likely values.`}
      </p>
      {weak !== '' && <p className="readiness__weak">{t`Holding you back: ${weak}`}</p>}
      {unknown !== '' && <p className="readiness__weak">{t`Not practised yet: ${unknown}`}</p>}
      <ul className="readiness__topics" aria-label={t`Mastery by topic`}>
        {readiness.topics.map((topic) => {
          const mastery = percent(topic.mastery);
          const name = nameOf(topic.topic);
          if (topic.answered === 0) {
            return (
              <li key={topic.topic} className="readiness__topic">
                <span className="readiness__topic-name">{name}</span>
                <span className="readiness__topic-value readiness__topic-value--unknown muted">{t`not practised yet`}</span>
              </li>
            );
          }
          return (
            <li key={topic.topic} className="readiness__topic">
              <span className="readiness__topic-name">{name}</span>
              <svg className="topic-chart__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                <rect className="topic-chart__track" x="0" y="0" width="100" height="8" rx="4" />
                <rect className={mastery >= passPercent ? 'topic-chart__fill topic-chart__fill--ok' : 'topic-chart__fill topic-chart__fill--low'} x="0" y="0" width={mastery} height="8" rx="4" />
              </svg>
              <span className="readiness__topic-value">{t`${mastery} % expected right`}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
