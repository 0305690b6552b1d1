// The product page's storage-bound part, loaded when the learner starts (or has something on this device, or is
// signed in): the simulator with the learner's setup, the sync start and the pull of another device's attempt, and
// the feeding of the drill. It tells the page what the device holds (attempt, due review cards) as it changes.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { defaultSetup } from '../../domain/config/setup.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { sessionQuestionIds } from '../../domain/exam/sessionQuestions.ts';
import type { StoredExamState } from '../../db/db.ts';
import { shopDb } from '../../db/db.ts';
import { useSetup, useStoredAttempt } from '../../db/hooks.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { useServices } from '../../platform/useServices.ts';
import { useFeedDrill } from '../drill/useFeedDrill.ts';
import type { ProductQuestions } from './productQuestions.ts';
import { onReturnOrReconnect, pullServerAttempt } from './pullServerAttempt.ts';
import { Simulator, type SimulatorView, type StartRequest } from './Simulator.tsx';
import { useNow } from './useNow.ts';
import type { ReactNode } from 'react';
import { practiceSessionIds, type PracticeSetChoice } from '../../domain/learning/practiceSession.ts';
import { useLearning } from '../learning/useLearning.ts';
import { useRecordHistory } from '../learning/useRecordHistory.ts';
import { useKeepProgress } from '../learning/useKeepProgress.ts';
import { useSiteSegment } from '../account/useCountry.ts';
import { LearningPanel } from '../learning/LearningPanel.tsx';
import { LearningResults } from '../learning/LearningResults.tsx';

export interface ExamWorkspaceProps {
  product: CatalogProduct;
  content: ProductQuestions;
  mode: TestMode;
  owner: string;
  primaryStart: boolean;
  startRequest: StartRequest | null;
  onStartHandled: () => void;
  onViewChange: (view: SimulatorView) => void;
  /** The device's attempt and due review cards (null while the history is read), whenever they change. */
  onDeviceChange: (stored: StoredExamState | null, dueCards: number | null) => void;
  resultsExtras: ReactNode;
  /** Shown while the learner's setup is read. */
  fallback: ReactNode;
  /** Asked before a new attempt starts (Simulator's guardStart). */
  guardStart?: (start: () => void) => void;
}

export default function ExamWorkspace(props: ExamWorkspaceProps) {
  const { product, content, mode, owner, onDeviceChange } = props;
  const services = useServices();
  const db = shopDb();
  useEffect(() => {
    // Exam pages always run the sync: whatever this device still owes the server goes out from here. A signed-in
    // learner's page also asks for a round, which pulls the drill cards other devices changed.
    if (owner === GUEST_USER_ID) settleQuietly(services.sync(), 'sync start');
    else {
      settleQuietly(services.sync().then((sync) => sync.notifyOutboxChanged()), 'sync start');
      settleQuietly(pullServerAttempt(services.api, db, owner, product.productId, mode), 'server attempt pull');
    }
  }, [services, db, owner, product.productId, mode]);
  // Another device may have worked on the attempt meanwhile: an open page reads it again when the learner comes
  // back to it and when the network returns (the sync round goes first, so this device's actions are on the server).
  useEffect(() => {
    if (owner === GUEST_USER_ID) return;
    return onReturnOrReconnect(() => {
      settleQuietly(
        services.sync().then(async (sync) => {
          await sync.notifyOutboxChanged();
          await pullServerAttempt(services.api, db, owner, product.productId, mode);
        }),
        'server attempt pull',
      );
    });
  }, [services, db, owner, product.productId, mode]);

  // The learner's setup of this mode, or the product's default one (SPEC §9: 10 questions, 20 minutes, 70 %).
  const saved = useSetup(db, product.productId, mode);
  const setup = saved ?? defaultSetup(mode, content.topics.map((topic) => ({ name: topic.name, questionCount: topic.questionCount })));
  const plannedQuestions = Math.min(setup.config.numQuestions.current, content.questions.length);
  const now = useNow(30_000);
  const learning = useLearning(db, owner, product.productId, content, now);
  // The practice set the learner just chose here, else the one saved with the setup.
  const [chosenSet, setChosenSet] = useState<PracticeSetChoice | null>(null);
  const practiceSet = mode === 'practice' ? (chosenSet ?? setup.practiceSet ?? null) : null;
  const chooseQuestionIds = () => {
    // The setup names topics as learners see them; the bank's questions carry topic ids.
    const idOf = new Map(content.topics.map((topic) => [topic.name, topic.id]));
    const byId = (name: string) => idOf.get(name) ?? name;
    if (practiceSet && learning) {
      const fromSet = practiceSessionIds(learning.bank, learning.history, setup, practiceSet, Date.now(), byId);
      if (fromSet.length > 0) return fromSet;
    }
    const ids = sessionQuestionIds(content.questions, {
      topics: setup.topics.map((topic) => ({ ...topic, topicName: byId(topic.topicName) })),
      custom: setup.custom.map((custom) => ({ ...custom, topicName: byId(custom.topicName) })),
      questionsPerTest: setup.config.numQuestions.current,
      random: setup.config.random,
      seed: Date.now(),
    });
    return ids.length > 0 ? ids : content.questions.slice(0, plannedQuestions).map((question) => question.id);
  };
  const [setStartRequested, setSetStartRequested] = useState(false);
  const startSet = (choice: PracticeSetChoice) => {
    // A one-tap start from the page is for this visit; the setup (its summary step) saves a set for good.
    setChosenSet(choice);
    setSetStartRequested(true);
  };
  const [view, setView] = useState<SimulatorView>('other');
  const tellView = props.onViewChange;
  const onViewChange = useCallback(
    (next: SimulatorView) => {
      setView(next);
      tellView(next);
    },
    [tellView],
  );
  const onNewTestHandled = useCallback(() => setSetStartRequested(false), []);

  const stored = useStoredAttempt(db, product.productId);
  // The due count the page's "Review due" button shows is the learning view's own (one clock, one read: the
  // Practice tab's sets beside it count the same cards at the same time), told before the screen paints.
  const due = learning ? learning.dueCount : null;
  useLayoutEffect(() => {
    if (stored !== undefined) onDeviceChange(stored, due);
  }, [stored, due, onDeviceChange]);
  const attempt = stored?.state && stored.mode === mode && stored.owner === owner ? stored.state : null;
  const notifySync = () => settleQuietly(services.sync().then((sync) => sync.notifyOutboxChanged()), 'sync start');
  // Cards fed from a submitted attempt go to the server with the next sync round.
  useFeedDrill(db, owner, product.productId, attempt, content.questions.map((question) => question.id), notifySync);
  useRecordHistory(db, owner, product.productId, mode, attempt, content.questions);
  useKeepProgress(db, owner, useSiteSegment(), product, content, learning);

  const questions = content.questions.map((question, index) => ({ ...question, number: index + 1 }));
  // A start asked for before the setup is read would use the defaults instead of the learner's choice.
  if (saved === undefined) return <>{props.fallback}</>;
  const topicNames = new Map(content.topics.map((topic) => [topic.id, topic.name]));
  // Beside the start screen, and under the results (after an attempt is where the sets help most).
  const learningPanel = learning && (
    <LearningPanel learning={learning} content={content} showSets={mode === 'practice'} initial={practiceSet} perSession={setup.config.numQuestions.current} onStartSet={startSet} />
  );
  return (
    <>
      <Simulator
        key={`${mode}:${owner}`}
        db={db}
        productId={product.productId}
        mode={mode}
        owner={owner}
        questions={questions}
        timeToFinishMs={setup.config.time.current * 60_000}
        nQuestionsToPass={setup.config.successRate.current}
        questionListVersion={content.version}
        chooseQuestionIds={chooseQuestionIds}
        plannedQuestions={plannedQuestions}
        topicNames={topicNames}
        onViewChange={onViewChange}
        startRequest={props.startRequest}
        onStartHandled={props.onStartHandled}
        newTestRequested={setStartRequested}
        onNewTestHandled={onNewTestHandled}
        primaryStart={props.primaryStart}
        resultsExtras={
          <>
            {attempt && learning && <LearningResults learning={learning} state={attempt} owner={owner} productId={product.productId} content={content} />}
            {learningPanel}
            {props.resultsExtras}
          </>
        }
        onRecorded={notifySync}
        guardStart={props.guardStart}
      />
      {view === 'other' && learningPanel}
    </>
  );
}
