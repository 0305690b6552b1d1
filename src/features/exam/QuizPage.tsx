// The product page: what the product is and costs with one primary action (ProductHero), the three modes as tabs
// with the simulator or the flash cards, then topics, earlier tests, ratings and sharing. While an exam runs the
// page shows nothing but the exam; its results come with the ratings, sharing and the drill; the drill (due
// review cards) opens in place of the page. The exam engine (IndexedDB through Dexie, the session machine, the
// sync) loads with ExamWorkspace, once the learner starts or has something on this device: a first visit reads
// the device with plain IndexedDB (useDeviceSummary) and shows the page without it.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import { isSold } from '../../domain/commerce/forSale.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { effectiveUserId } from '../../domain/session.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { useFreshAccountRecord } from '../session/useFreshAccountRecord.ts';
import type { ProductQuestions } from './productQuestions.ts';
import type { SimulatorView, StartRequest } from './Simulator.tsx';
import { StartTestDialog } from './StartTestDialog.tsx';
import { defaultTestName } from './testNames.ts';
import type { StoredExamState } from '../../db/db.ts';
import { StartPanel } from './StartPanel.tsx';
import { useDeviceSummary } from './useDeviceSummary.ts';
import { useDueBadge } from '../drill/useDueBadge.ts';
import { ReminderOffer } from '../reminders/ReminderOffer.tsx';
import { FlashCards } from './FlashCards.tsx';
import { Breadcrumbs } from '../pages/Breadcrumbs.tsx';
import { ShareLinks } from '../share/ShareLinks.tsx';
import { TopicsList } from './TopicsList.tsx';
import { RatingStars } from '../votes/RatingStars.tsx';
import { useServices } from '../../platform/useServices.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { pageOrigin, useDocumentHead } from '../../platform/documentHead.ts';
import { toBrowserPath } from '../../domain/routes/canonicalPaths.ts';
import { SITE_NAMES, currentTenant } from '../../platform/tenant.ts';
import { productJsonLd } from '../../domain/productJsonLd.ts';
import { productBuyHref } from '../commerce/buyHref.ts';
import { useRenewal } from '../commerce/useRenewal.ts';
import { pagePath } from '../../domain/routes/slugs.ts';
import { useCountry, useSiteSegment } from '../account/useCountry.ts';
import { defaultSetup } from '../../domain/config/setup.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { ModeTabs, type PageMode } from './ModeTabs.tsx';
import { ProductHero, type PrimaryAction } from './ProductHero.tsx';
import { useNow } from './useNow.ts';
import { productQuizPath } from '../../domain/catalog/productPath.ts';
import './productPage.css';

const loadExamWorkspace = () => import('./ExamWorkspace.tsx');
const ExamWorkspace = lazy(loadExamWorkspace);

/** The exam's code, fetched as soon as the page is on screen: the primary action's first tap does not wait for it. */
function usePreloadedExam() {
  useEffect(() => {
    void loadExamWorkspace().catch(() => undefined); // offline and not cached: it loads on the tap instead
  }, []);
}
// The renew offer of a refused start (issue 13) loads only when it shows.
const RenewOffer = lazy(() => import('../commerce/RenewOffer.tsx'));
// The drill and the tests list read IndexedDB through Dexie: they load (with it) when they are shown.
const DrillWithDb = lazy(() =>
  Promise.all([import('../drill/Drill.tsx'), import('../../db/db.ts')]).then(([{ Drill }, { shopDb }]) => ({
    default: function DrillOfProduct(props: { owner: string; productId: string; questions: ProductQuestions['questions']; onExit: () => void }) {
      const services = useServices();
      const onGraded = () => settleQuietly(services.sync().then((sync) => sync.notifyOutboxChanged()), 'sync start');
      return <Drill db={shopDb()} onGraded={onGraded} {...props} />;
    },
  })),
);
const TestsHistoryWithDb = lazy(() =>
  Promise.all([import('./TestsHistory.tsx'), import('../../db/db.ts')]).then(([{ TestsHistory }, { shopDb }]) => ({
    default: function TestsOfProduct(props: { productId: string; owner: string; mode: TestMode }) {
      return <TestsHistory api={useServices().api} db={shopDb()} {...props} />;
    },
  })),
);

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

/** A new attempt of a paid product asks the learner's entitlement first (issue 13); the check loads only then. */
function useStartGate(product: CatalogProduct) {
  const services = useServices();
  const user = useCurrentUser();
  const [refused, setRefused] = useState(false);
  const guardStart = useCallback(
    (start: () => void) => {
      if (!isSold(product.pricing)) return start();
      void import('../commerce/startGate.ts')
        .then(({ mayStartNewAttempt }) => mayStartNewAttempt(services.api, user, product))
        .then((allowed) => (allowed ? start() : setRefused(true)));
    },
    [product, services.api, user],
  );
  return { guardStart, refused, dismiss: () => setRefused(false) };
}

/** The latest end date of the learner's running access to the product, or null when it has none now. */
function ownedUntilOf(endDates: readonly { productId: string; endDate: string }[], productId: string, now: number): string | null {
  let until: string | null = null;
  for (const entry of endDates) {
    if (entry.productId !== productId || Date.parse(entry.endDate) <= now) continue;
    if (until === null || Date.parse(entry.endDate) > Date.parse(until)) until = entry.endDate;
  }
  return until;
}

/** `generated`: a generated quiz (features/aiQuiz), not in the catalog: no ratings and no separate test set-up. */
export function QuizPage({
  product,
  content,
  mode: pageMode,
  demo,
  generated = false,
  openDrill = false,
}: {
  product: CatalogProduct;
  content: ProductQuestions;
  mode: PageMode;
  demo?: CatalogProduct;
  generated?: boolean;
  /** Opened from a study reminder (`?drill=1`): the drill opens once reviews are found due. */
  openDrill?: boolean;
}) {
  usePreloadedExam();
  const mode: TestMode = pageMode === 'flashCard' ? 'practice' : pageMode;
  const country = useCountry();
  const site = useSiteSegment();
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const pageUrl = `${pageOrigin()}${useLocation({ select: (at) => toBrowserPath(at.pathname, currentTenant) })}`;
  useDocumentHead({
    title: `${product.title} · ${SITE_NAMES[currentTenant]}`,
    description: product.seoDescription || product.title,
    jsonLd: productJsonLd(product, pageUrl),
  });
  const questions = content.questions.map((question, index) => ({ ...question, number: index + 1 }));
  const owner = effectiveUserId(user);

  // What the device holds: read plainly at first, then reported by the workspace as it changes.
  const summary = useDeviceSummary(product.productId, owner);
  const [device, setDevice] = useState<{ stored: StoredExamState | null; due: number | null } | null>(null);
  const onDeviceChange = useCallback((stored: StoredExamState | null, due: number | null) => setDevice({ stored, due }), []);
  const stored = device ? device.stored : (summary?.stored ?? null);
  const due = device?.due ?? summary?.dueCards ?? 0;
  useDueBadge(owner, device?.due ?? summary?.dueCards ?? null);
  const bankTopics = content.topics.map((topic) => ({ name: topic.name, questionCount: topic.questionCount }));

  // What the page's primary action is: go on with an unfinished attempt, start the free demo, start the owned
  // exam, or buy.
  const unfinished = stored?.state && !stored.state.submittedResult && stored.owner === owner ? stored.mode : null;
  const free = !isSold(product.pricing);
  const now = useNow(30_000);
  const ownedUntil = ownedUntilOf(user?.endDates ?? [], product.productId, now);
  const owned = ownedUntil !== null;
  useFreshAccountRecord(user !== null && !owned && !free && !generated);
  const renewal = useRenewal(user?.userId ?? null, product.productId, owned && !free, now);
  const buyHref = productBuyHref(country, product);
  const primary: PrimaryAction =
    unfinished !== null ? { kind: 'continue' }
    : free ? { kind: 'start-demo' }
    : owned || buyHref === '' ? { kind: 'start-exam' }
    : { kind: 'buy', href: buyHref };
  const startMode: TestMode = unfinished ?? (primary.kind === 'start-exam' ? 'exam' : mode);
  const setupOf = (of: TestMode) => summary?.setups[of] ?? defaultSetup(of, bankTopics);
  const [startRequest, setStartRequest] = useState<StartRequest | null>(null);
  // A new test is named in the page's own dialog (it comes with the page: the first tap waits for no exam code).
  const [naming, setNaming] = useState<{ mode: TestMode; defaultName: string } | null>(null);
  const gate = useStartGate(product);
  const start = (testName: string | null) => {
    setStartRequest({ testName });
    if (pageMode !== startMode) void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, mode: startMode }) });
  };
  const requestStart = () => {
    // Going on with the unfinished attempt never asks. A new test is named first (its figures follow the saved
    // setup once the device is read; an attempt found only then is offered by the simulator's resume question); one
    // of a paid product asks the entitlement before that (the simulator asks again for starts it offers itself).
    if (unfinished !== null) return start(null);
    const begin = () => setNaming({ mode: startMode, defaultName: defaultTestName(i18n, Date.now()) });
    if (free) begin();
    else gate.guardStart(begin);
  };
  const startHandled = useCallback(() => setStartRequest(null), []);
  const namingSetup = naming ? setupOf(naming.mode).config : null;
  const namingDialog = naming && namingSetup && (
    <StartTestDialog
      mode={naming.mode}
      questionCount={Math.min(namingSetup.numQuestions.current, content.questions.length)}
      minutes={namingSetup.time.current}
      passMark={namingSetup.successRate.current}
      defaultName={naming.defaultName}
      onCancel={() => setNaming(null)}
      onStart={(testName) => {
        setNaming(null);
        start(testName);
      }}
    />
  );

  // The engine loads once it has something to do: a start (from its naming on), an attempt on this device, a
  // signed-in learner.
  const [engineWanted, setEngineWanted] = useState(false);
  const wantsEngine = startRequest !== null || naming !== null || owner !== GUEST_USER_ID || (summary !== undefined && summary.stored !== null);
  if (wantsEngine && !engineWanted) setEngineWanted(true);

  const [view, setView] = useState<SimulatorView>('other');
  const [resultsDismissed, setResultsDismissed] = useState(false);
  const onViewChange = useCallback((next: SimulatorView) => {
    setView(next);
    if (next !== 'results') setResultsDismissed(false);
  }, []);
  const [drilling, setDrilling] = useState(false);
  const [drillOpened, setDrillOpened] = useState(false);
  if (openDrill && !drillOpened && due > 0) {
    setDrillOpened(true);
    setDrilling(true);
  }
  const inExam = view === 'exam' && pageMode !== 'flashCard';
  const inResults = view === 'results' && !resultsDismissed && pageMode !== 'flashCard';
  useExamFocus(inExam || drilling);

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
      <ReminderOffer api={api} userId={owner === GUEST_USER_ID ? null : owner} />
      {!generated && (
        <section className="product-page__feedback" aria-labelledby="rate-title">
          <h2 id="rate-title">{t`How was this test?`}</h2>
          <RatingStars productId={product.productId} initial={{ average: product.ratingAverage, votes: product.ratingVotes }} />
          <ShareLinks url={pageUrl} title={product.title} />
        </section>
      )}
    </div>
  ) : null;

  const setup = setupOf(mode);
  const examSetup = setupOf('exam');
  const startPanel = (
    <StartPanel
      mode={mode}
      questions={Math.min(setup.config.numQuestions.current, content.questions.length)}
      minutes={setup.config.time.current}
      passMark={setup.config.successRate.current}
      primary={primary.kind !== 'buy'}
      onStart={requestStart}
    />
  );
  const focusedView = inExam || drilling;
  return (
    <main className={`page quiz-page ${focusedView ? 'quiz-page--focused' : ''}`}>
      {!focusedView && <Breadcrumbs country={country} trail={[{ label: product.title }]} />}
      {drilling && (
        <Suspense fallback={<p role="status">{t`Loading`}</p>}>
          <DrillWithDb owner={owner} productId={product.productId} questions={content.questions} onExit={() => setDrilling(false)} />
        </Suspense>
      )}
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
          demoPath={demo ? productQuizPath(site, demo) : undefined}
          canSetUp={!generated}
          ownedUntil={free ? undefined : (ownedUntil ?? undefined)}
          renewal={free ? undefined : (renewal ?? undefined)}
        />
      )}
      {namingDialog}
      {gate.refused && (
        <Suspense fallback={null}>
          <RenewOffer buyHref={buyHref || pagePath(country, 'buy', { html: false })} onClose={gate.dismiss} />
        </Suspense>
      )}
      {inResults && !drilling && <h1 className="quiz-page__product-name">{product.title}</h1>}
      {/* The focused exam and the drill show no hero: the page keeps its one heading for screen readers. */}
      {focusedView && <h1 className="visually-hidden">{product.title}</h1>}
      <div hidden={drilling}>
        <ModeTabs mode={pageMode} bare={inExam || inResults}>
          {pageMode === 'flashCard' ? (
            <FlashCards questions={questions} />
          ) : engineWanted ? (
            <Suspense fallback={startPanel}>
              <ExamWorkspace
                product={product}
                content={content}
                mode={mode}
                owner={owner}
                primaryStart={primary.kind !== 'buy'}
                startRequest={startRequest}
                onStartHandled={startHandled}
                onViewChange={onViewChange}
                onDeviceChange={onDeviceChange}
                resultsExtras={resultsExtras}
                fallback={startPanel}
                guardStart={gate.guardStart}
              />
            </Suspense>
          ) : (
            startPanel
          )}
        </ModeTabs>
      </div>
      {!focusedView && !inResults && (
        <div className="product-page__more">
          <TopicsList topics={content.topics} />
          {pageMode !== 'flashCard' && owner !== GUEST_USER_ID && (
            <Suspense fallback={null}>
              <TestsHistoryWithDb productId={product.productId} owner={owner} mode={mode} />
            </Suspense>
          )}
          {!generated && (
            <section className="product-page__feedback" aria-labelledby="ratings-title">
              <h2 id="ratings-title">{t`Ratings and reviews`}</h2>
              <RatingStars productId={product.productId} initial={{ average: product.ratingAverage, votes: product.ratingVotes }} />
              <ShareLinks url={pageUrl} title={product.title} />
            </section>
          )}
        </div>
      )}
    </main>
  );
}
