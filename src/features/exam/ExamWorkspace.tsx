// The product page's storage-bound part, loaded when the learner starts (or has something on this device, or is
// signed in): the simulator with the learner's setup, the sync start and the pull of another device's attempt, and
// the feeding of the drill. It tells the page what the device holds (attempt, due review cards) as it changes.
import { useEffect } from 'react';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { defaultSetup } from '../../domain/config/setup.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { sessionQuestionIds } from '../../domain/exam/sessionQuestions.ts';
import type { StoredExamState } from '../../db/db.ts';
import { shopDb } from '../../db/db.ts';
import { useDueDrillCount, useSetup, useStoredAttempt } from '../../db/hooks.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { useServices } from '../../platform/useServices.ts';
import { useFeedDrill } from '../drill/useFeedDrill.ts';
import type { ProductQuestions } from './productQuestions.ts';
import { onReturnOrReconnect, pullServerAttempt } from './pullServerAttempt.ts';
import { Simulator, type SimulatorView } from './Simulator.tsx';
import { useNow } from './useNow.ts';
import type { ReactNode } from 'react';

export interface ExamWorkspaceProps {
  product: CatalogProduct;
  content: ProductQuestions;
  mode: TestMode;
  owner: string;
  primaryStart: boolean;
  startRequested: boolean;
  onStartHandled: () => void;
  onViewChange: (view: SimulatorView) => void;
  /** The device's attempt and due review cards, whenever they change. */
  onDeviceChange: (stored: StoredExamState | null, dueCards: number) => void;
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

  const stored = useStoredAttempt(db, product.productId);
  const now = useNow(30_000);
  const due = useDueDrillCount(db, owner, product.productId, now);
  useEffect(() => {
    if (stored !== undefined) onDeviceChange(stored, due);
  }, [stored, due, onDeviceChange]);
  const attempt = stored?.state && stored.mode === mode && stored.owner === owner ? stored.state : null;
  const notifySync = () => settleQuietly(services.sync().then((sync) => sync.notifyOutboxChanged()), 'sync start');
  // Cards fed from a submitted attempt go to the server with the next sync round.
  useFeedDrill(db, owner, product.productId, attempt, content.questions.map((question) => question.id), notifySync);

  const questions = content.questions.map((question, index) => ({ ...question, number: index + 1 }));
  // A start asked for before the setup is read would use the defaults instead of the learner's choice.
  if (saved === undefined) return <>{props.fallback}</>;
  return (
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
      topicNames={new Map(content.topics.map((topic) => [topic.id, topic.name]))}
      onViewChange={props.onViewChange}
      startRequested={props.startRequested}
      onStartHandled={props.onStartHandled}
      primaryStart={props.primaryStart}
      resultsExtras={props.resultsExtras}
      onRecorded={notifySync}
      guardStart={props.guardStart}
    />
  );
}
