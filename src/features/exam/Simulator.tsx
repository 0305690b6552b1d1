// The exam simulator: start, answer (timed exam or practice with checks), pause, submit, results and review.
// All state is local first (useExamAttempt); the outbox carries it to the server when possible.
import { useEffect, useMemo, useState } from 'react';
import { markExamRunning } from '../../app/examActivity.ts';
import { useLingui } from '@lingui/react/macro';
import type { ShopDatabase } from '../../db/db.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { ExamQuestion } from '../../domain/exam/questions.ts';
import { ExamHeader } from './ExamHeader.tsx';
import { QuestionNavigator } from './QuestionNavigator.tsx';
import { QuestionView } from './QuestionView.tsx';
import { Results } from './Results.tsx';
import { useExamAttempt } from './useExamAttempt.ts';
import { useAttemptLock } from './useAttemptLock.ts';
import { SyncStatus } from './SyncStatus.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useNow } from './useNow.ts';
import { StartTestDialog } from './StartTestDialog.tsx';
import { defaultTestName, newTestId } from './testNames.ts';

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
  const { state, loading, act, newQuestionListVersionIsPresent, otherModeRunning } = useExamAttempt({ db, productId, mode, owner, now, questionListVersion, onRecorded });
  const [current, setCurrent] = useState(1);
  const [keepOldVersion, setKeepOldVersion] = useState(false);
  // The resume-quiz question is asked once, for an attempt that was already running when the page opened.
  const [resumeAsked, setResumeAsked] = useState<'pending' | 'answered' | null>(null);
  if (resumeAsked === null && !loading && state !== null && !state.submittedResult) setResumeAsked('pending');
  if (resumeAsked === null && !loading && (state === null || state.submittedResult)) setResumeAsked('answered');
  const lock = useAttemptLock(productId, db);
  const canWrite = lock.status === 'owner' || lock.status === 'unsupported';

  const running = state !== null && !state.submittedResult;
  useEffect(() => (running ? markExamRunning() : undefined), [running]);

  const byId = useMemo(() => new Map(questions.map((q) => [q.id, q])), [questions]);
  const sessionQuestions: ExamQuestion[] = useMemo(() => {
    const ids = state?.questionIds ?? questions.map((q) => q.id);
    return ids.map((id) => byId.get(id)).filter((q): q is ExamQuestion => q !== undefined).map((q, index) => ({ ...q, number: index + 1 }));
  }, [state?.questionIds, questions, byId]);

  // A new test is named first (and, in exam mode, its time and pass mark shown); a switch of mode is confirmed first.
  const [naming, setNaming] = useState<{ ids: string[]; defaultName: string } | null>(null);
  const [switching, setSwitching] = useState(false);
  const newTest = (questionIds: string[] | null) =>
    setNaming({ ids: questionIds ?? chooseQuestionIds?.() ?? questions.map((q) => q.id), defaultName: defaultTestName(i18n, Date.now()) });

  function start(ids: string[], test: { testId: string; testName: string }, restart = false) {
    setCurrent(1);
    void act({
      type: 'exam.start',
      test: { nQuestionsToPass, productId, userId: owner },
      nQuestion: ids.length,
      timeToFinish: timeToFinishMs,
      questionIds: ids,
      testId: test.testId,
      testName: test.testName,
      ...(restart ? { restart } : {}),
    });
  }

  /** "Start again" retakes the same test from the beginning (with the setup's questions, or the new version's). */
  function restartTest() {
    const ids = chooseQuestionIds?.() ?? questions.map((q) => q.id);
    start(ids, { testId: state?.testId ?? newTestId(mode), testName: state?.testName ?? defaultTestName(i18n, Date.now()) }, true);
  }

  const dialogs = (
    <>
      {switching && (
        <Modal
          title={mode === 'exam' ? t`Switch to the timed exam?` : t`Switch to practice?`}
          description={
            otherModeRunning === 'exam'
              ? t`You have an unfinished timed exam on this product. Starting practice ends it.`
              : t`You have an unfinished practice session on this product. Starting the exam ends it.`
          }
          onClose={() => setSwitching(false)}
          actions={[
            {
              label: t`Switch`,
              onClick: () => {
                setSwitching(false);
                newTest(null);
              },
            },
            { label: t`Cancel`, variant: 'secondary', onClick: () => setSwitching(false) },
          ]}
        />
      )}
      {naming && (
        <StartTestDialog
          mode={mode}
          questionCount={naming.ids.length}
          minutes={Math.round(timeToFinishMs / 60_000)}
          passMark={nQuestionsToPass}
          defaultName={naming.defaultName}
          onCancel={() => setNaming(null)}
          onStart={(testName) => {
            const { ids } = naming;
            setNaming(null);
            start(ids, { testId: newTestId(mode), testName }, state !== null && !state.submittedResult);
          }}
        />
      )}
    </>
  );

  if (loading || lock.status === 'acquiring') return <p role="status">{t`Loading`}</p>;
  if (!canWrite) {
    return (
      <section className="simulator-elsewhere" role="alert">
        <p>{t`This test is open in another tab or window. Answers are saved there.`}</p>
        <button type="button" className="button" onClick={lock.takeOver}>
          {t`Continue here`}
        </button>
      </section>
    );
  }
  if (!state) {
    return (
      <section className="simulator-start">
        <p>{mode === 'exam' ? t`A timed exam. You can pause it, and it keeps running without a connection.` : t`A practice session: check each answer and read the explanation.`}</p>
        {otherModeRunning && (
          <p className="switch-mode-warning" role="alert">
            {otherModeRunning === 'exam'
              ? t`You have an unfinished timed exam on this product. Starting practice ends it.`
              : t`You have an unfinished practice session on this product. Starting the exam ends it.`}
          </p>
        )}
        <button type="button" className="button" onClick={() => (otherModeRunning ? setSwitching(true) : newTest(null))}>
          {mode === 'exam' ? t`Start the exam` : t`Start practising`}
        </button>
        {dialogs}
      </section>
    );
  }
  if (state.submittedResult) {
    return (
      <>
        <Results state={state} questions={sessionQuestions} onRetry={newTest} />
        {dialogs}
      </>
    );
  }
  if (resumeAsked === 'pending') {
    const answered = Object.values(state.userSolution).filter((solution) => solution?.hasBeenAnswered).length;
    const total = state.nQuestion;
    return (
      <Modal
        title={t`Continue where you left off?`}
        description={t`You have an unfinished attempt with ${answered} of ${total} questions answered.`}
        actions={[
          { label: t`Resume`, onClick: () => setResumeAsked('answered') },
          {
            label: t`Start again`,
            variant: 'secondary',
            onClick: () => {
              setResumeAsked('answered');
              restartTest();
            },
          },
        ]}
      />
    );
  }

  const question = sessionQuestions[current - 1];
  const numbers = sessionQuestions.map((q) => q.number);
  const move = (delta: number) => setCurrent((n) => Math.min(Math.max(1, n + delta), sessionQuestions.length));
  return (
    <div className="simulator">
      {newQuestionListVersionIsPresent && !keepOldVersion && (
        <div className="version-notice" role="status">
          <p>{t`The questions of this product have been updated. Your attempt keeps the questions it started with until you choose otherwise.`}</p>
          <button type="button" className="button" onClick={restartTest}>
            {t`Start again with the new questions`}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setKeepOldVersion(true)}>
            {t`Keep my attempt`}
          </button>
        </div>
      )}
      <ExamHeader
        state={state}
        mode={mode}
        now={now}
        onPause={() => void act({ type: 'exam.pause' })}
        onResume={() => void act({ type: 'exam.resume' })}
        onSubmit={() => void act({ type: 'exam.submit' })}
      />
      {state.pause ? (
        <p className="simulator__paused" role="status">{t`The exam is paused. The clock stops until you resume.`}</p>
      ) : (
        question && (
          <QuestionView
            key={question.number}
            question={question}
            solution={state.userSolution[question.number]}
            marked={state.markedQuestions.includes(question.number)}
            practice={mode === 'practice'}
            disabled={false}
            onAnswer={(picked, correct) => void act({ type: 'answer.select', question: question.number, picked, correct })}
            onMark={(marked) => void act({ type: 'question.mark', question: question.number, marked })}
            onMove={move}
          />
        )
      )}
      <div className="simulator__nav">
        <button type="button" className="button button--secondary" disabled={current <= 1} onClick={() => move(-1)}>
          {t`Previous`}
        </button>
        <button type="button" className="button button--secondary" disabled={current >= sessionQuestions.length} onClick={() => move(1)}>
          {t`Next`}
        </button>
      </div>
      <QuestionNavigator state={state} numbers={numbers} current={current} onGo={setCurrent} />
      <SyncStatus db={db} productId={productId} owner={owner} />
    </div>
  );
}
