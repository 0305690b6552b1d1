// The quiz page of a product: its title, the mode switch, and the simulator on the learner's device.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { effectiveUserId } from '../../domain/session.ts';
import { shopDb } from '../../db/db.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import type { ProductQuestions } from './productQuestions.ts';
import { Simulator } from './Simulator.tsx';
import { FlashCards } from './FlashCards.tsx';
import { Breadcrumbs } from '../pages/Breadcrumbs.tsx';
import { ShareLinks } from '../share/ShareLinks.tsx';
import { TopicsList } from './TopicsList.tsx';
import { TestsHistory } from './TestsHistory.tsx';
import { RatingStars } from '../votes/RatingStars.tsx';
import { useServices } from '../../platform/useServices.ts';
import { useDocumentHead } from '../../platform/documentHead.ts';
import { SITE_NAMES, currentTenant } from '../../platform/tenant.ts';
import { productJsonLd } from '../../domain/productJsonLd.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { useCountry, useSiteSegment } from '../account/useCountry.ts';
import { sessionQuestionIds } from '../../domain/exam/sessionQuestions.ts';
import { useSetup } from '../../db/hooks.ts';
import { pullServerAttempt } from './pullServerAttempt.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { useEffect } from 'react';

export function QuizPage({ product, content, mode: pageMode }: { product: CatalogProduct; content: ProductQuestions; mode: TestMode | 'flashCard' }) {
  const mode: TestMode = pageMode === 'flashCard' ? 'practice' : pageMode;
  const country = useCountry();
  const site = useSiteSegment();
  const { t } = useLingui();
  const user = useCurrentUser();
  const services = useServices();
  useDocumentHead({
    title: `${product.title} · ${SITE_NAMES[currentTenant]}`,
    description: product.seoDescription || product.title,
    jsonLd: productJsonLd(product, location.href.split('?')[0] ?? location.href),
  });
  const questions = content.questions.map((question, index) => ({ ...question, number: index + 1 }));
  const db = shopDb();
  const owner = effectiveUserId(user);
  useEffect(() => {
    // Exam pages always run the sync: whatever this device still owes the server goes out from here.
    settleQuietly(services.sync(), 'sync start');
    if (owner !== GUEST_USER_ID) settleQuietly(pullServerAttempt(services.api, db, owner, product.productId, mode), 'server attempt pull');
  }, [services, db, owner, product.productId, mode]);
  const setup = useSetup(db, product.productId, mode);
  const config = setup?.config;
  const timeToFinishMs = config ? config.time.current * 60_000 : content.timeToFinishMs;
  const passMark = config ? config.successRate.current : content.passingPercent;
  const chooseQuestionIds = setup
    ? () => {
        // The setup names topics as learners see them; the bank's questions carry topic ids.
        const idOf = new Map(content.topics.map((topic) => [topic.name, topic.id]));
        const byId = (name: string) => idOf.get(name) ?? name;
        const ids = sessionQuestionIds(content.questions, {
          topics: setup.topics.map((topic) => ({ ...topic, topicName: byId(topic.topicName) })),
          custom: setup.custom.map((custom) => ({ ...custom, topicName: byId(custom.topicName) })),
          questionsPerTest: setup.config.numQuestions.current,
          random: setup.config.random,
          seed: Date.now(),
        });
        return ids.length > 0 ? ids : content.questions.map((question) => question.id);
      }
    : undefined;
  return (
    <main className="page quiz-page">
      <Breadcrumbs country={country} trail={[{ label: product.title }]} />
      <h1>{product.title}</h1>
      <nav className="quiz-page__modes" aria-label={t`Mode`}>
        <Link to="." search={{ mode: 'practice' }} aria-current={pageMode === 'practice' ? 'page' : undefined}>
          {t`Practice`}
        </Link>
        <Link to="." search={{ mode: 'exam' }} aria-current={pageMode === 'exam' ? 'page' : undefined}>
          {t`Timed exam`}
        </Link>
        <Link to="." search={{ mode: 'flashCard' }} aria-current={pageMode === 'flashCard' ? 'page' : undefined}>
          {t`Flash cards`}
        </Link>
      </nav>
      <RatingStars productId={product.productId} initial={{ average: product.ratingAverage, votes: product.ratingVotes }} />
      <TopicsList topics={content.topics} />
      <ShareLinks url={location.href.split('?')[0] ?? location.href} title={product.title} />
      <p>
        <Link to="/$country/test-config" params={{ country: site }} search={{ productId: product.productId, mode }}>
          {t`Set up the test: topics, number of questions, time`}
        </Link>
      </p>
      {pageMode === 'flashCard' ? (
        <FlashCards questions={questions} />
      ) : (
        <Simulator
          key={`${mode}:${owner}`}
          db={db}
          productId={product.productId}
          mode={mode}
          owner={owner}
          questions={questions}
          timeToFinishMs={timeToFinishMs}
          nQuestionsToPass={passMark}
          questionListVersion={content.version}
          chooseQuestionIds={chooseQuestionIds}
          onRecorded={() => settleQuietly(services.sync().then((sync) => sync.notifyOutboxChanged()), 'sync start')}
        />
      )}
      {pageMode !== 'flashCard' && <TestsHistory api={services.api} db={db} productId={product.productId} owner={owner} mode={mode} />}
    </main>
  );
}
