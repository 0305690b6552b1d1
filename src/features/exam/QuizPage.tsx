// The product page: what the product is and costs with one primary action (ProductHero), the three modes as tabs
// with the simulator or the flash cards, then topics, earlier tests, ratings and sharing. While an exam runs the
// page shows nothing but the exam; its results come with the ratings, sharing and the drill; the drill (due
// review cards) opens in place of the page.
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { effectiveUserId } from '../../domain/session.ts';
import { shopDb } from '../../db/db.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import type { ProductQuestions } from './productQuestions.ts';
import { Simulator, type SimulatorView } from './Simulator.tsx';
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
import { buyLink } from '../../domain/links.ts';
import { pagePath } from '../../domain/routes/slugs.ts';
import { useCountry, useSiteSegment } from '../account/useCountry.ts';
import { sessionQuestionIds } from '../../domain/exam/sessionQuestions.ts';
import { defaultSetup } from '../../domain/config/setup.ts';
import { useDueDrillCount, useSetup, useStoredAttempt } from '../../db/hooks.ts';
import { pullServerAttempt } from './pullServerAttempt.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { ModeTabs, type PageMode } from './ModeTabs.tsx';
import { ProductHero, type PrimaryAction } from './ProductHero.tsx';
import { Drill } from '../drill/Drill.tsx';
import { useFeedDrill } from '../drill/useFeedDrill.ts';
import { useNow } from './useNow.ts';
import './productPage.css';

/** While the exam (or the drill) is on screen, the site's header and footer step aside (exam.css). */
function useExamFocus(on: boolean) {
  useEffect(() => {
    if (!on) return;
    document.documentElement.dataset.examFocus = '';
    window.scrollTo({ top: 0 });
    return () => {
      delete document.documentElement.dataset.examFocus;
    };
  }, [on]);
}

export function QuizPage({ product, content, mode: pageMode }: { product: CatalogProduct; content: ProductQuestions; mode: PageMode }) {
  const mode: TestMode = pageMode === 'flashCard' ? 'practice' : pageMode;
  const country = useCountry();
  const site = useSiteSegment();
  const { t } = useLingui();
  const user = useCurrentUser();
  const services = useServices();
  const navigate = useNavigate();
  const pageUrl = location.href.split('?')[0] ?? location.href;
  useDocumentHead({
    title: `${product.title} · ${SITE_NAMES[currentTenant]}`,
    description: product.seoDescription || product.title,
    jsonLd: productJsonLd(product, pageUrl),
  });
  const questions = content.questions.map((question, index) => ({ ...question, number: index + 1 }));
  const db = shopDb();
  const owner = effectiveUserId(user);
  useEffect(() => {
    // Exam pages always run the sync: whatever this device still owes the server goes out from here.
    settleQuietly(services.sync(), 'sync start');
    if (owner !== GUEST_USER_ID) settleQuietly(pullServerAttempt(services.api, db, owner, product.productId, mode), 'server attempt pull');
  }, [services, db, owner, product.productId, mode]);

  // The learner's setup of this mode, or the product's default one (SPEC §9: 10 questions, 20 minutes, 70 %).
  const saved = useSetup(db, product.productId, mode);
  const setup = saved ?? defaultSetup(mode, content.topics.map((topic) => ({ name: topic.name, questionCount: topic.questionCount })));
  const examSetup = useSetup(db, product.productId, 'exam') ?? defaultSetup('exam', content.topics);
  const timeToFinishMs = setup.config.time.current * 60_000;
  const passMark = setup.config.successRate.current;
  const plannedQuestions = Math.min(setup.config.numQuestions.current, content.questions.length);
  const chooseQuestionIds = () => {
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
    return ids.length > 0 ? ids : content.questions.slice(0, plannedQuestions).map((question) => question.id);
  };
  const topicNames = new Map(content.topics.map((topic) => [topic.id, topic.name]));

  // What the page's primary action is: go on with an unfinished attempt, start the free demo, start the owned
  // exam, or buy.
  const stored = useStoredAttempt(db, product.productId);
  const unfinished = stored?.state && !stored.state.submittedResult && stored.owner === owner ? stored.mode : null;
  const free = product.pricing.amountMinor === 0;
  const now = useNow(30_000);
  const owned = user?.endDates.some((entry) => entry.productId === product.productId && Date.parse(entry.endDate) > now) ?? false;
  const buyHref = buyLink({
    superCategory: product.superCategoryUrl,
    category: product.categoryNameUrl,
    product: product.productNameUrl,
    pricingLabel: product.pricing.label,
    buyPath: pagePath(country, 'buy', { html: false }),
    dynamicBuyPath: pagePath(country, 'dynamic-buy', { html: false }),
    tenant: currentTenant,
  });
  const primary: PrimaryAction =
    unfinished !== null ? { kind: 'continue' }
    : free ? { kind: 'start-demo' }
    : owned || buyHref === '' ? { kind: 'start-exam' }
    : { kind: 'buy', href: buyHref };
  const startMode: TestMode = unfinished ?? (primary.kind === 'start-exam' ? 'exam' : mode);
  const [startRequested, setStartRequested] = useState(false);
  const requestStart = () => {
    setStartRequested(true);
    if (pageMode !== startMode) void navigate({ to: '.', search: { mode: startMode } });
  };
  const startHandled = useCallback(() => setStartRequested(false), []);

  const [view, setView] = useState<SimulatorView>('other');
  const [resultsDismissed, setResultsDismissed] = useState(false);
  const onViewChange = useCallback((next: SimulatorView) => {
    setView(next);
    if (next !== 'results') setResultsDismissed(false);
  }, []);
  const [drilling, setDrilling] = useState(false);
  const inExam = view === 'exam' && pageMode !== 'flashCard';
  const inResults = view === 'results' && !resultsDismissed && pageMode !== 'flashCard';
  useExamFocus(inExam || drilling);

  const due = useDueDrillCount(db, owner, product.productId, now);
  const attempt = stored?.state && stored.mode === mode && stored.owner === owner ? stored.state : null;
  useFeedDrill(db, owner, product.productId, attempt, content.questions.map((question) => question.id));

  const reviewButton = due > 0 && (
    <button type="button" className="button button--secondary" onClick={() => setDrilling(true)}>
      {t`Review due (${due})`}
    </button>
  );
  const resultsExtras = inResults ? (
    <div className="results__extras">
      <div className="results__actions">
        {reviewButton}
        <button type="button" className="button button--quiet" onClick={() => setResultsDismissed(true)}>
          {t`Back to the product`}
        </button>
      </div>
      <section className="product-page__feedback" aria-labelledby="rate-title">
        <h2 id="rate-title">{t`How was this test?`}</h2>
        <RatingStars productId={product.productId} initial={{ average: product.ratingAverage, votes: product.ratingVotes }} />
        <ShareLinks url={pageUrl} title={product.title} />
      </section>
    </div>
  ) : null;

  const focusedView = inExam || drilling;
  return (
    <main className={`page quiz-page ${focusedView ? 'quiz-page--focused' : ''}`}>
      {!focusedView && <Breadcrumbs country={country} trail={[{ label: product.title }]} />}
      {drilling && <Drill db={db} owner={owner} productId={product.productId} questions={content.questions} onExit={() => setDrilling(false)} />}
      {!focusedView && !inResults && (
        <ProductHero
          product={product}
          country={country}
          topics={content.topics.length}
          examMinutes={examSetup.config.time.current}
          primary={primary}
          onStart={requestStart}
          site={site}
          mode={mode}
          dueCards={due}
          onReview={() => setDrilling(true)}
        />
      )}
      {inResults && !drilling && <p className="quiz-page__product-name">{product.title}</p>}
      <div hidden={drilling}>
        <ModeTabs mode={pageMode} bare={inExam || inResults}>
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
              plannedQuestions={plannedQuestions}
              topicNames={topicNames}
              onViewChange={onViewChange}
              startRequested={startRequested}
              onStartHandled={startHandled}
              primaryStart={primary.kind !== 'buy'}
              resultsExtras={resultsExtras}
              onRecorded={() => settleQuietly(services.sync().then((sync) => sync.notifyOutboxChanged()), 'sync start')}
            />
          )}
        </ModeTabs>
      </div>
      {!focusedView && !inResults && (
        <div className="product-page__more">
          <TopicsList topics={content.topics} />
          {pageMode !== 'flashCard' && <TestsHistory api={services.api} db={db} productId={product.productId} owner={owner} mode={mode} />}
          <section className="product-page__feedback" aria-labelledby="ratings-title">
            <h2 id="ratings-title">{t`Ratings and reviews`}</h2>
            <RatingStars productId={product.productId} initial={{ average: product.ratingAverage, votes: product.ratingVotes }} />
            <ShareLinks url={pageUrl} title={product.title} />
          </section>
        </div>
      )}
    </main>
  );
}
