// My progress (issue 22): per product the score history as a sparkline with the pass mark, the readiness estimate,
// mastery per topic, reviews due, the last attempt's pacing, and the practice sets one tap away. Everything comes from
// this device (what the product pages kept), so it works offline; the page's code loads on visit.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { shopDb } from '../../db/db.ts';
import { useProgressSnapshots } from '../../db/hooks.ts';
import type { ProgressSnapshot } from '../../domain/learning/progressSnapshot.ts';
import { effectiveUserId } from '../../domain/session.ts';
import { useDocumentHead } from '../../platform/documentHead.ts';
import { SITE_NAMES, currentTenant } from '../../platform/tenant.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { useSiteSegment } from '../account/useCountry.ts';
import { readinessPercents } from '../../domain/learning/readinessPercents.ts';
import { formatPace } from './formatPace.ts';
import { ScoreSparkline } from './ScoreSparkline.tsx';
import './learning.css';

const percent = (share: number) => Math.round(share * 100);

function ProductProgress({ snapshot }: { snapshot: ProgressSnapshot }) {
  const { t, i18n } = useLingui();
  const formatDuration = (ms: number) => formatPace(ms, i18n.locale);
  const { readiness } = snapshot;
  const titleId = `progress-${snapshot.productId}`;
  const due = snapshot.dueCards;
  const { chance, low, high, edge } = readiness.kind === 'estimate' ? readinessPercents(readiness.probability, readiness.low, readiness.high) : { chance: 0, low: 0, high: 0, edge: null };
  const weak = readiness.kind === 'estimate' ? readiness.holdingBack.join(', ') : '';
  const unknown = readiness.kind === 'estimate' ? (readiness.notPractised ?? []).join(', ') : '';
  const answers = readiness.kind === 'needs-more' ? readiness.answersNeeded + readiness.topicsNeeded : 0;
  const average = snapshot.lastPacing ? formatDuration(snapshot.lastPacing.averageMs) : '';
  const target = snapshot.lastPacing?.targetMs ? formatDuration(snapshot.lastPacing.targetMs) : null;
  return (
    <section className="progress-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <a href={snapshot.path}>{snapshot.title}</a>
      </h2>
      <ScoreSparkline percents={snapshot.scores.map((score) => score.percent)} passMark={snapshot.passMark} />
      {readiness.kind === 'estimate' ? (
        <>
          <p className="readiness__chance">
            {edge === 'under-1' ? t`Estimated chance to pass: under 1 % (${low}–${high} %)`
            : edge === 'over-99' ? t`Estimated chance to pass: over 99 % (${low}–${high} %)`
            : t`Estimated chance to pass: ${chance} % (${low}–${high} %)`}
          </p>
          <p className="muted">{t`An estimate from your answers on this device.`}</p>
          {weak !== '' && <p>{t`Holding you back: ${weak}`}</p>}
          {unknown !== '' && <p>{t`Not practised yet: ${unknown}`}</p>}
        </>
      ) : (
        answers > 0 && <p>{t`Answer more questions, in more topics, to see your estimated chance to pass.`}</p>
      )}
      {snapshot.topics.length > 0 && (
        <ul className="readiness__topics" aria-label={t`Mastery by topic`}>
          {snapshot.topics.map((topic) => {
            const mastery = percent(topic.mastery);
            const name = topic.name;
            if (topic.practised === false) {
              return (
                <li key={topic.name} className="readiness__topic">
                  <span className="readiness__topic-name">{name}</span>
                  <span className="readiness__topic-value readiness__topic-value--unknown muted">{t`not practised yet`}</span>
                </li>
              );
            }
            return (
              <li key={topic.name} className="readiness__topic">
                <span className="readiness__topic-name">{name}</span>
                <svg className="topic-chart__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
                  <rect className="topic-chart__track" x="0" y="0" width="100" height="8" rx="4" />
                  <rect className={mastery >= snapshot.passMark ? 'topic-chart__fill topic-chart__fill--ok' : 'topic-chart__fill topic-chart__fill--low'} x="0" y="0" width={mastery} height="8" rx="4" />
                </svg>
                <span className="readiness__topic-value">{t`${mastery} % expected right`}</span>
              </li>
            );
          })}
        </ul>
      )}
      <p>{t`Reviews due: ${due}`}</p>
      {snapshot.lastPacing && <p>{target === null ? t`Average time per question: ${average}` : t`Average time per question: ${average} (the exam allows ${target} per question)`}</p>}
      <a className="button button--secondary" href={`${snapshot.path}?mode=practice`}>
        {t`Practise what you need`}
      </a>
    </section>
  );
}

export default function MyProgressPage() {
  const { t } = useLingui();
  const owner = effectiveUserId(useCurrentUser());
  const site = useSiteSegment();
  const snapshots = useProgressSnapshots(shopDb(), owner);
  const title = t`My progress`;
  useDocumentHead({ title: `${title} · ${SITE_NAMES[currentTenant]}` });
  return (
    <main className="page progress-page">
      <h1>{title}</h1>
      {snapshots === undefined ? (
        <p role="status" className="skeleton" />
      ) : snapshots.length === 0 ? (
        <p>
          {t`Nothing here yet: finish a test or a practice session and your progress shows here, on this device.`} <Link to="/$country" params={{ country: site }}>{t`Find a product`}</Link>
        </p>
      ) : (
        snapshots.map((snapshot) => <ProductProgress key={snapshot.key} snapshot={snapshot} />)
      )}
    </main>
  );
}
