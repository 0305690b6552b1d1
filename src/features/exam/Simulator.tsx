// The exam simulator: renders the phase of the exam session machine (examSessionMachine.ts) and sends it the
// learner's actions. No phase logic lives here: what shows and what an action does is the machine's call.
// While an attempt runs the view is focused (onFocusChange): a slim top bar, the question, and the moves at the
// bottom within the thumb's reach; the keyboard of examKeys.ts works throughout.
import { useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { markExamRunning } from '../../platform/examActivity.ts';
import type { OptionLetter } from '../../domain/constants.ts';
import { remainingMs } from '../../domain/exam/clock.ts';
import { togglePick, isAnswerCorrect } from '../../domain/exam/questions.ts';
import { pickedLetters } from '../../domain/exam/solution.ts';
import type { ShopDatabase } from '../../db/db.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { ExamQuestion } from '../../domain/exam/questions.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ExamHeader } from './ExamHeader.tsx';
import { OtherDeviceNotice } from './OtherDeviceNotice.tsx';
import { phaseOf } from '../../domain/exam/phase.ts';
import { attemptOf, newQuestionListVersionIsPresent, otherModeRunning, type NewTest } from './examSessionMachine.ts';
import { QuestionNavigator } from './QuestionNavigator.tsx';
import { QuestionView } from './QuestionView.tsx';
import { Results } from './Results.tsx';
import { InstallInvitation } from '../install/InstallInvitation.tsx';
import { ReportQuestion } from '../reports/ReportQuestion.tsx';
import { rememberProductUse } from '../catalog/recentProductsStore.ts';
import { SimulatorFeedback } from '../reports/SimulatorFeedback.tsx';
import { StartTestDialog } from './StartTestDialog.tsx';
import { StartPanel } from './StartPanel.tsx';
import { SyncStatus } from './SyncStatus.tsx';
import { defaultTestName } from './testNames.ts';
import { useExamSession } from './useExamSession.ts';
import { useNow } from './useNow.ts';
import { examKeyCommand, isPressable, isTypingTarget } from './examKeys.ts';
import { formatDuration } from './formatDuration.ts';
import './exam.css';

export type SimulatorView = 'exam' | 'results' | 'other';

export interface SimulatorProps {
  db: ShopDatabase;
  productId: string;
  mode: TestMode;
  owner: string;
  questions: ExamQuestion[];
  timeToFinishMs: number;
  nQuestionsToPass: number;
  /** The product's current question-list version. */
  questionListVersion?: string;
  /** The questions of a new session (from the learner's setup); all of the product's by default. */
  chooseQuestionIds?: () => string[];
  onRecorded?: () => void;
  /** Topic names by the questions' topic ids, for the results' breakdown. */
  topicNames?: ReadonlyMap<string, string>;
  /** Told what is on screen: the attempt (running, paused, submitting), its results, or anything else. The page
   * shows nothing else beside the attempt, and little beside the results. */
  onViewChange?: (view: SimulatorView) => void;
  /** The page asked to start (its primary action): a new test opens once the start screen shows, or the attempt
   * left aside comes back. A name the page asked already starts the test without asking again. */
  startRequest?: StartRequest | null;
  onStartHandled?: () => void;
  /** A new test was asked for from beside the simulator (a practice set, issue 22): it starts from the start screen or
   * the results, as the results' own "Start a new session" does. */
  newTestRequested?: boolean;
  onNewTestHandled?: () => void;
  /** How many questions a new test will ask, for the start screen. */
  plannedQuestions?: number;
  /** The start button is the page's primary action (not when buying is). */
  primaryStart?: boolean;
  /** Shown under the results: ratings, sharing, the drill. */
  resultsExtras?: ReactNode;
  /**
   * Asked before a NEW attempt starts (a paid product checks the learner's entitlement, issue 13): calls `start` when
   * it may, or says why not. Going on with an unfinished attempt never asks.
   */
  guardStart?: (start: () => void) => void;
}

/** The page's start: `testName` when the page asked the learner for it already, null to let the simulator ask. */
export interface StartRequest {
  testName: string | null;
}

export function Simulator(props: SimulatorProps) {
  const { db, productId, mode, owner, questions, timeToFinishMs, nQuestionsToPass, questionListVersion, chooseQuestionIds, onRecorded } = props;
  const { topicNames, onViewChange, startRequest = null, onStartHandled, plannedQuestions, primaryStart = true, resultsExtras } = props;
  const guardStart = props.guardStart ?? ((start: () => void) => start());
  const { t, i18n } = useLingui();
  const now = useNow();
  const { snapshot, send } = useExamSession({ db, productId, mode, owner, questionListVersion, onRecorded });
  const { context } = snapshot;
  const state = attemptOf(context);
  const otherMode = otherModeRunning(context);

  const running = snapshot.matches('running') || snapshot.matches('paused');
  useEffect(() => (running ? markExamRunning() : undefined), [running]);
  const focused = running || snapshot.matches('submitting') || snapshot.matches('timingOut');
  const view: SimulatorView = focused ? 'exam' : snapshot.matches('submitted') ? 'results' : 'other';
  useEffect(() => onViewChange?.(view), [view, onViewChange]);

  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const sessionQuestions: ExamQuestion[] = useMemo(() => {
    const ids = state?.questionIds ?? questions.map((q) => q.id);
    return ids.map((id) => byId.get(id)).filter((q): q is ExamQuestion => q !== undefined).map((q, index) => ({ ...q, number: index + 1 }));
  }, [state?.questionIds, questions, byId]);

  /** A new test of the setup's questions (or the given ones), with the page's time and pass mark. */
  const newTest = (questionIds: string[] | null = null): NewTest => ({
    ids: questionIds ?? chooseQuestionIds?.() ?? questions.map((q) => q.id),
    defaultName: defaultTestName(i18n, Date.now()),
    timeToFinish: timeToFinishMs,
    nQuestionsToPass,
  });
  const startNew = (questionIds: string[] | null = null, testName?: string) =>
    guardStart(() => {
      rememberProductUse(productId, owner);
      send({ type: 'test.new', test: newTest(questionIds), ...(testName === undefined ? {} : { testName }) });
    });
  const restart = () => guardStart(() => send({ type: 'test.restart', test: newTest() }));

  // The page's primary action: start a new test, or go back into the unfinished one.
  const atStart = snapshot.matches('start');
  const away = snapshot.matches('away');
  const settled = !snapshot.matches('loading') && !snapshot.matches('decide');
  const showsResults = snapshot.matches('submitted');
  const answerStartRequest = useEffectEvent(() => {
    if (!startRequest || !settled) return;
    onStartHandled?.();
    const { testName } = startRequest;
    if (atStart) startNew(null, testName ?? undefined);
    else if (showsResults && testName !== null) startNew(null, testName);
    else if (away) send({ type: 'exam.return' });
  });
  useEffect(() => answerStartRequest(), [startRequest, settled, atStart, away]);
  const answerNewTestRequest = useEffectEvent(() => {
    if (!props.newTestRequested || !settled || !(atStart || showsResults)) return;
    props.onNewTestHandled?.();
    startNew();
  });
  useEffect(() => answerNewTestRequest(), [props.newTestRequested, settled, atStart, showsResults]);

  const current = Math.min(context.current, Math.max(1, sessionQuestions.length));
  const question = focused ? sessionQuestions[current - 1] : undefined;
  const acting = snapshot.matches('running');
  const paused = snapshot.matches('paused');
  const marked = question ? (state?.markedQuestions.includes(question.number) ?? false) : false;

  function pick(letter: OptionLetter) {
    if (!question || !state || !acting) return;
    const solution = state.userSolution[question.number];
    const next = togglePick(question, solution ? pickedLetters(solution) : [], letter);
    send({ type: 'answer.select', question: question.number, picked: next, correct: isAnswerCorrect(question, next) });
  }

  // The exam's keyboard, while the attempt is on screen and no dialog asks something.
  const onExamKey = useEffectEvent((event: KeyboardEvent) => {
    if (context.dialog !== null || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
    const command = examKeyCommand(event.key, question?.options.map((option) => option.letter) ?? []);
    if (!command) return;
    if (command.kind === 'pause') {
      if (mode !== 'exam' || isPressable(event.target)) return;
      send({ type: paused ? 'exam.resume' : 'exam.pause' });
    } else if (!acting) return;
    else if (command.kind === 'pick') pick(command.letter);
    else if (command.kind === 'move') send({ type: 'question.move', delta: command.delta });
    else if (question) send({ type: 'question.mark', question: question.number, marked: !marked });
    event.preventDefault();
  });
  useEffect(() => {
    if (!focused) return;
    const listener = (event: KeyboardEvent) => onExamKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [focused]);

  const { dialog, storageError } = context;
  const dialogs = (
    <>
      {storageError !== null && (
        <p className="simulator__storage-error notice notice--warning" role="alert">
          {t`This device could not save your last action (${storageError}). Your earlier answers are kept; please try again.`}
        </p>
      )}
      {dialog?.kind === 'switching' && (
        <Modal
          title={mode === 'exam' ? t`Switch to the timed exam?` : t`Switch to practice?`}
          description={
            otherMode === 'exam'
              ? t`You have an unfinished timed exam on this product. Starting practice ends it.`
              : t`You have an unfinished practice session on this product. Starting the exam ends it.`
          }
          onClose={() => send({ type: 'dialog.cancel' })}
          actions={[
            { label: t`Switch`, onClick: () => send({ type: 'dialog.confirm' }) },
            { label: t`Cancel`, variant: 'secondary', onClick: () => send({ type: 'dialog.cancel' }) },
          ]}
        />
      )}
      {dialog?.kind === 'naming' && (
        <StartTestDialog
          mode={mode}
          questionCount={dialog.test.ids.length}
          minutes={Math.round(dialog.test.timeToFinish / 60_000)}
          passMark={dialog.test.nQuestionsToPass}
          defaultName={dialog.test.defaultName}
          onCancel={() => send({ type: 'dialog.cancel' })}
          onStart={(testName) => send({ type: 'dialog.confirm', testName })}
        />
      )}
    </>
  );

  if (snapshot.matches('loading') || snapshot.matches('decide')) return <p role="status" className="skeleton simulator__loading">{t`Loading`}</p>;
  if (snapshot.matches('elsewhere')) {
    return (
      <section className="simulator-elsewhere notice notice--warning" role="alert">
        <p>{t`This test is open in another tab or window. Answers are saved there.`}</p>
        <button type="button" className="button" onClick={() => send({ type: 'lock.takeOver' })}>
          {t`Continue here`}
        </button>
      </section>
    );
  }
  if (away && state) {
    const answered = Object.values(state.userSolution).filter((solution) => solution?.hasBeenAnswered).length;
    const total = state.nQuestion;
    const left = formatDuration(remainingMs(state, now));
    return (
      <section className="simulator-start simulator-away">
        <p>{mode === 'exam' ? t`Your timed exam is paused: ${answered} of ${total} questions answered, ${left} left.` : t`Your practice session waits: ${answered} of ${total} questions answered.`}</p>
        <button type="button" className="button" onClick={() => send({ type: 'exam.return' })}>
          {mode === 'exam' ? t`Continue the exam` : t`Continue practising`}
        </button>
      </section>
    );
  }
  if (atStart || !state) {
    return (
      <StartPanel
        mode={mode}
        questions={plannedQuestions ?? questions.length}
        minutes={Math.round(timeToFinishMs / 60_000)}
        passMark={nQuestionsToPass}
        otherMode={otherMode}
        primary={primaryStart}
        onStart={() => startNew()}
      >
        {dialogs}
      </StartPanel>
    );
  }
  if (snapshot.matches('submitted')) {
    return (
      <>
        <OtherDeviceNotice change={context.stored?.remoteChange} phase="submitted" />
        <Results
          state={state}
          questions={sessionQuestions}
          topicNames={topicNames}
          onRetry={startNew}
          extras={
            <>
              {resultsExtras}
              <SimulatorFeedback db={db} owner={owner} productId={productId} />
            </>
          }
        />
        <InstallInvitation finishedTests={1} />
        {dialogs}
      </>
    );
  }
  if (snapshot.matches('resumePrompt')) {
    const answered = Object.values(state.userSolution).filter((solution) => solution?.hasBeenAnswered).length;
    const total = state.nQuestion;
    return (
      <Modal
        title={t`Continue where you left off?`}
        description={t`You have an unfinished attempt with ${answered} of ${total} questions answered.`}
        actions={[
          { label: t`Resume`, onClick: () => send({ type: 'resume.accept' }) },
          { label: t`Start again`, variant: 'secondary', onClick: restart },
        ]}
      />
    );
  }

  // running, paused, submitting, timing out: the focused exam view
  const numbers = sessionQuestions.map((q) => q.number);
  return (
    <div className="simulator">
      <ExamHeader
        state={state}
        mode={mode}
        now={now}
        current={current}
        onExit={() => send({ type: 'exam.leave' })}
        onPause={() => send({ type: 'exam.pause' })}
        onResume={() => send({ type: 'exam.resume' })}
        onSubmit={() => send({ type: 'exam.submit' })}
      />
      <div className="simulator__body">
        {dialogs}
        <OtherDeviceNotice change={context.stored?.remoteChange} phase={phaseOf(state)} />
        {newQuestionListVersionIsPresent(context) && !context.keepOldVersion && (
          <div className="version-notice" role="status">
            <p>{t`The questions of this product have been updated. Your attempt keeps the questions it started with until you choose otherwise.`}</p>
            <button type="button" className="button" onClick={restart}>
              {t`Start again with the new questions`}
            </button>
            <button type="button" className="button button--secondary" onClick={() => send({ type: 'version.keep' })}>
              {t`Keep my attempt`}
            </button>
          </div>
        )}
        {paused ? (
          <div className="simulator__paused" role="status">
            <p>{t`The exam is paused. The clock stops until you resume.`}</p>
            <p className="muted">{t`Press Space or the Resume button to go on.`}</p>
          </div>
        ) : (
          question && (
            <QuestionView
              key={question.number}
              question={question}
              solution={state.userSolution[question.number]}
              marked={marked}
              practice={mode === 'practice'}
              disabled={!acting}
              onPick={pick}
              onMark={(mark) => send({ type: 'question.mark', question: question.number, marked: mark })}
            />
          )
        )}
        {!paused && question && <ReportQuestion key={question.id} db={db} owner={owner} productId={productId} questionId={question.id} />}
        <p className="simulator__keys muted">
          {mode === 'exam' ? t`Keys: 1–9 or A–O choose, N next, P previous, M mark, Space pause.` : t`Keys: 1–9 or A–O choose, N next, P previous, M mark.`}
        </p>
        <SyncStatus db={db} productId={productId} owner={owner} />
      </div>
      <div className="simulator__nav">
        <button type="button" className="button button--secondary" disabled={current <= 1} onClick={() => send({ type: 'question.move', delta: -1 })}>
          <span aria-hidden="true">←</span> {t`Previous`}
        </button>
        <QuestionNavigator state={state} numbers={numbers} current={current} onGo={(n) => send({ type: 'question.go', question: n })} />
        <button type="button" className="button" disabled={current >= sessionQuestions.length} onClick={() => send({ type: 'question.move', delta: 1 })}>
          {t`Next`} <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
