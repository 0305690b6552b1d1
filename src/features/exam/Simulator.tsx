// The exam simulator: renders the phase of the exam session machine (examSessionMachine.ts) and sends it the
// learner's actions. No phase logic lives here: what shows and what an action does is the machine's call.
import { useEffect, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { markExamRunning } from '../../platform/examActivity.ts';
import type { ShopDatabase } from '../../db/db.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { ExamQuestion } from '../../domain/exam/questions.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ExamHeader } from './ExamHeader.tsx';
import { attemptOf, newQuestionListVersionIsPresent, otherModeRunning, type NewTest } from './examSessionMachine.ts';
import { QuestionNavigator } from './QuestionNavigator.tsx';
import { QuestionView } from './QuestionView.tsx';
import { Results } from './Results.tsx';
import { StartTestDialog } from './StartTestDialog.tsx';
import { SyncStatus } from './SyncStatus.tsx';
import { defaultTestName } from './testNames.ts';
import { useExamSession } from './useExamSession.ts';
import { useNow } from './useNow.ts';

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
}

export function Simulator({ db, productId, mode, owner, questions, timeToFinishMs, nQuestionsToPass, questionListVersion, chooseQuestionIds, onRecorded }: SimulatorProps) {
  const { t, i18n } = useLingui();
  const now = useNow();
  const { snapshot, send } = useExamSession({ db, productId, mode, owner, questionListVersion, onRecorded });
  const { context } = snapshot;
  const state = attemptOf(context);
  const otherMode = otherModeRunning(context);

  const running = snapshot.matches('running') || snapshot.matches('paused');
  useEffect(() => (running ? markExamRunning() : undefined), [running]);

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
  const startNew = (questionIds: string[] | null = null) => send({ type: 'test.new', test: newTest(questionIds) });
  const restart = () => send({ type: 'test.restart', test: newTest() });

  const { dialog, storageError } = context;
  const dialogs = (
    <>
      {storageError !== null && (
        <p className="simulator__storage-error" role="alert">
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

  if (snapshot.matches('loading') || snapshot.matches('decide')) return <p role="status">{t`Loading`}</p>;
  if (snapshot.matches('elsewhere')) {
    return (
      <section className="simulator-elsewhere" role="alert">
        <p>{t`This test is open in another tab or window. Answers are saved there.`}</p>
        <button type="button" className="button" onClick={() => send({ type: 'lock.takeOver' })}>
          {t`Continue here`}
        </button>
      </section>
    );
  }
  if (snapshot.matches('start') || !state) {
    return (
      <section className="simulator-start">
        <p>{mode === 'exam' ? t`A timed exam. You can pause it, and it keeps running without a connection.` : t`A practice session: check each answer and read the explanation.`}</p>
        {otherMode && (
          <p className="switch-mode-warning" role="alert">
            {otherMode === 'exam'
              ? t`You have an unfinished timed exam on this product. Starting practice ends it.`
              : t`You have an unfinished practice session on this product. Starting the exam ends it.`}
          </p>
        )}
        <button type="button" className="button" onClick={() => startNew()}>
          {mode === 'exam' ? t`Start the exam` : t`Start practising`}
        </button>
        {dialogs}
      </section>
    );
  }
  if (snapshot.matches('submitted')) {
    return (
      <>
        <Results state={state} questions={sessionQuestions} onRetry={startNew} />
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

  // running, paused, submitting, timing out
  const current = Math.min(context.current, sessionQuestions.length);
  const question = sessionQuestions[current - 1];
  const numbers = sessionQuestions.map((q) => q.number);
  const acting = snapshot.matches('running');
  return (
    <div className="simulator">
      {dialogs}
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
      <ExamHeader
        state={state}
        mode={mode}
        now={now}
        onPause={() => send({ type: 'exam.pause' })}
        onResume={() => send({ type: 'exam.resume' })}
        onSubmit={() => send({ type: 'exam.submit' })}
      />
      {snapshot.matches('paused') ? (
        <p className="simulator__paused" role="status">{t`The exam is paused. The clock stops until you resume.`}</p>
      ) : (
        question && (
          <QuestionView
            key={question.number}
            question={question}
            solution={state.userSolution[question.number]}
            marked={state.markedQuestions.includes(question.number)}
            practice={mode === 'practice'}
            disabled={!acting}
            onAnswer={(picked, correct) => send({ type: 'answer.select', question: question.number, picked, correct })}
            onMark={(marked) => send({ type: 'question.mark', question: question.number, marked })}
            onMove={(delta) => send({ type: 'question.move', delta })}
          />
        )
      )}
      <div className="simulator__nav">
        <button type="button" className="button button--secondary" disabled={current <= 1} onClick={() => send({ type: 'question.move', delta: -1 })}>
          {t`Previous`}
        </button>
        <button type="button" className="button button--secondary" disabled={current >= sessionQuestions.length} onClick={() => send({ type: 'question.move', delta: 1 })}>
          {t`Next`}
        </button>
      </div>
      <QuestionNavigator state={state} numbers={numbers} current={current} onGo={(n) => send({ type: 'question.go', question: n })} />
      <SyncStatus db={db} productId={productId} owner={owner} />
    </div>
  );
}
