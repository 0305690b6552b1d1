// The exam session: the whole lifecycle of one product's attempt on this page, in one machine.
//
//   loading → (start | resume prompt | running | paused | submitted | open elsewhere)
//   running ⇄ paused → submitting → submitted;  running → timing out (the clock ran out) → submitted
//   running | paused → away (the learner left the exam view; a timed exam is paused) → back where it was
//
// The attempt itself lives in IndexedDB: every learner action is recorded there first (with its outbox entry, in
// one transaction) and the machine follows the stored attempt as it changes, from this tab, another tab or the
// sync. So the phase is always re-derived from what is stored (`decide`), and a pause or an answer survives any
// reload or restart: it is replayed from storage, never held in memory. The clock is the stored start/stop times.
// Storage, the cross-tab lock and the recording of actions are provided at the edge (.provide()).
import { assign, fromCallback, sendTo, setup } from 'xstate';
import type { StoredExamState } from '../../db/db.ts';
import type { OptionLetter } from '../../domain/constants.ts';
import type { TestMode } from '../../domain/config/types.ts';
import { hasTimeRunOut } from '../../domain/exam/clock.ts';
import type { ExamEvent } from '../../domain/exam/events.ts';
import type { LocalExamState } from '../../domain/exam/types.ts';
import type { LockStatus } from './attemptLock.ts';

/** An event without its time: the edge stamps it when it records the action. */
export type ExamAction = ExamEvent extends infer E ? (E extends ExamEvent ? Omit<E, 'at'> : never) : never;

/** What a new test needs: its questions, a proposed name, its length and pass mark. */
export interface NewTest {
  ids: string[];
  defaultName: string;
  timeToFinish: number;
  nQuestionsToPass: number;
}

export type SessionDialog = { kind: 'switching'; test: NewTest } | { kind: 'naming'; test: NewTest };

export interface SessionInput {
  productId: string;
  mode: TestMode;
  owner: string;
  /** The product's current question-list version. */
  questionListVersion?: string;
  newTestId: () => string;
  now?: () => number;
}

export interface SessionContext extends Omit<SessionInput, 'now'> {
  now: () => number;
  stored: StoredExamState | null;
  loaded: boolean;
  lock: LockStatus;
  /** The resume question is asked once, for an attempt that was unfinished when the page opened. */
  askResume: boolean;
  /** The question on screen (1-based). */
  current: number;
  dialog: SessionDialog | null;
  /** The learner chose to keep the attempt's older question list. */
  keepOldVersion: boolean;
  /** Set when the device could not read or write the attempt. */
  storageError: string | null;
  /** The learner left the exam view for the product page; the attempt waits (paused, when timed). */
  away: boolean;
}

export type SessionEvent =
  | { type: 'attempt.changed'; stored: StoredExamState | null }
  | { type: 'storage.failed'; message: string }
  | { type: 'lock.changed'; status: LockStatus }
  | { type: 'lock.takeOver' }
  | { type: 'clock.tick' }
  /** `testName`: the learner named it already (the product page's own dialog): it starts without asking again,
   * unless it would end the other mode's attempt, which is still asked, with that name proposed. */
  | { type: 'test.new'; test: NewTest; testName?: string }
  | { type: 'dialog.confirm'; testName?: string }
  | { type: 'dialog.cancel' }
  | { type: 'resume.accept' }
  | { type: 'test.restart'; test: NewTest }
  | { type: 'version.keep' }
  | { type: 'answer.select'; question: number; picked: OptionLetter[]; correct: boolean }
  | { type: 'question.mark'; question: number; marked: boolean }
  | { type: 'question.go'; question: number }
  | { type: 'question.move'; delta: number }
  | { type: 'exam.pause' }
  | { type: 'exam.resume' }
  | { type: 'exam.submit' }
  | { type: 'exam.leave' }
  | { type: 'exam.return' };

/** The attempt of this page's mode, or null (none, or the other mode's). */
export function attemptOf(context: Pick<SessionContext, 'stored' | 'mode'>): LocalExamState | null {
  return context.stored && context.stored.mode === context.mode ? context.stored.state : null;
}

/** An unfinished attempt of the other mode on this product: starting this mode would replace it. */
export function otherModeRunning(context: Pick<SessionContext, 'stored' | 'mode'>): TestMode | null {
  const { stored } = context;
  return stored && stored.mode !== context.mode && stored.state !== null && !stored.state.submittedResult ? stored.mode : null;
}

/** The attempt runs on an older question list than the product has now (SPEC: newQuestionListVersionIsPresent). */
export function newQuestionListVersionIsPresent(context: SessionContext): boolean {
  const attempt = attemptOf(context);
  const version = context.stored?.questionListVersion;
  return attempt !== null && !attempt.submittedResult && context.questionListVersion !== undefined && version !== undefined && version !== context.questionListVersion;
}

function startAction(context: SessionContext, test: NewTest, testId: string, testName: string, restart: boolean): ExamAction {
  return {
    type: 'exam.start',
    test: { nQuestionsToPass: test.nQuestionsToPass, productId: context.productId, userId: context.owner },
    nQuestion: test.ids.length,
    timeToFinish: test.timeToFinish,
    questionIds: test.ids,
    testId,
    testName,
    ...(restart ? { restart } : {}),
  };
}

/** "Start again": the same test from the beginning, with the setup's questions (or the new version's). */
const restartRecord = {
  type: 'record' as const,
  params: ({ context, event }: { context: SessionContext; event: SessionEvent }): ExamAction => {
    const test = (event as Extract<SessionEvent, { type: 'test.restart' }>).test;
    const attempt = attemptOf(context);
    return startAction(context, test, attempt?.testId ?? context.newTestId(), attempt?.testName ?? test.defaultName, true);
  },
};

/** What the page shows once a new test has started: its first question, nothing asked. */
const startedView = { dialog: null, current: 1, askResume: false, keepOldVersion: false, away: false } as const;

const unfinished = (context: SessionContext) => {
  const attempt = attemptOf(context);
  return attempt !== null && !attempt.submittedResult;
};

const timeUp = (context: SessionContext) => {
  const attempt = attemptOf(context);
  return context.mode === 'exam' && attempt !== null && !attempt.submittedResult && !attempt.pause && hasTimeRunOut(attempt, context.now());
};

export const examSessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Sends attempt.changed now and on every change of the stored attempt (storage.failed when it cannot read). */
    watchAttempt: fromCallback<SessionEvent, { productId: string }>(() => () => undefined),
    /** Holds the cross-tab writer lock; sends lock.changed; takes lock.takeOver. */
    holdLock: fromCallback<SessionEvent, { productId: string }>(({ sendBack }) => {
      sendBack({ type: 'lock.changed', status: 'unsupported' });
      return () => undefined;
    }),
    /** Ticks while the clock runs, so a timed exam ends at its stop time. */
    clock: fromCallback<SessionEvent>(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'clock.tick' }), 250);
      return () => clearInterval(timer);
    }),
  },
  actions: {
    /** Records the action locally (state + outbox entry, one transaction). Provided at the edge. */
    record: (_, _action: ExamAction) => undefined,
  },
  guards: {
    ready: ({ context }) => context.loaded && context.lock !== 'acquiring',
    elsewhere: ({ context }) => context.lock === 'elsewhere',
    noAttempt: ({ context }) => attemptOf(context) === null,
    submitted: ({ context }) => attemptOf(context)?.submittedResult === true,
    askResume: ({ context }) => context.askResume && unfinished(context),
    timeUp: ({ context }) => timeUp(context),
    paused: ({ context }) => attemptOf(context)?.pause === true,
    storedSubmitted: ({ event, context }) => event.type === 'attempt.changed' && event.stored?.mode === context.mode && event.stored.state?.submittedResult === true,
  },
}).createMachine({
  id: 'examSession',
  context: ({ input }) => ({
    productId: input.productId,
    mode: input.mode,
    owner: input.owner,
    questionListVersion: input.questionListVersion,
    newTestId: input.newTestId,
    now: input.now ?? Date.now,
    stored: null,
    loaded: false,
    lock: 'acquiring',
    askResume: true,
    current: 1,
    dialog: null,
    keepOldVersion: false,
    storageError: null,
    away: false,
  }),
  invoke: [
    { id: 'attempt', src: 'watchAttempt', input: ({ context }) => ({ productId: context.productId }) },
    { id: 'lock', src: 'holdLock', input: ({ context }) => ({ productId: context.productId }) },
  ],
  initial: 'loading',
  on: {
    'attempt.changed': { target: '.decide', actions: assign({ stored: ({ event }) => event.stored, loaded: true, storageError: null }) },
    'lock.changed': { target: '.decide', actions: assign({ lock: ({ event }) => event.status }) },
    'storage.failed': { actions: assign({ storageError: ({ event }) => event.message }) },
    'lock.takeOver': { actions: sendTo('lock', { type: 'lock.takeOver' }) },
    'test.new': [
      {
        guard: ({ context }) => otherModeRunning(context) !== null,
        actions: assign({ dialog: ({ event }) => ({ kind: 'switching' as const, test: { ...event.test, defaultName: event.testName ?? event.test.defaultName } }) }),
      },
      {
        guard: ({ event }) => event.testName !== undefined,
        actions: [
          { type: 'record', params: ({ context, event }) => startAction(context, event.test, context.newTestId(), event.testName!, unfinished(context)) },
          assign(startedView),
        ],
      },
      { actions: assign({ dialog: ({ event }) => ({ kind: 'naming' as const, test: event.test }) }) },
    ],
    'dialog.cancel': { actions: assign({ dialog: null }) },
    'dialog.confirm': [
      {
        guard: ({ context }) => context.dialog?.kind === 'switching',
        actions: assign({ dialog: ({ context }) => (context.dialog ? { kind: 'naming' as const, test: context.dialog.test } : null) }),
      },
      {
        guard: ({ context }) => context.dialog?.kind === 'naming',
        actions: [
          {
            type: 'record',
            params: ({ context, event }) => {
              const test = context.dialog!.test;
              const testName = (event.type === 'dialog.confirm' && event.testName) || test.defaultName;
              return startAction(context, test, context.newTestId(), testName, unfinished(context));
            },
          },
          assign(startedView),
        ],
      },
    ],
    'question.go': { actions: assign({ current: ({ context, event }) => clampQuestion(context, event.question) }) },
    'question.move': { actions: assign({ current: ({ context, event }) => clampQuestion(context, context.current + event.delta) }) },
  },
  states: {
    loading: {},
    /** Where the stored attempt and the lock put this page. Runs after every change. */
    decide: {
      always: [
        { guard: ({ context }) => !context.loaded || context.lock === 'acquiring', target: 'loading' },
        { guard: 'elsewhere', target: 'elsewhere' },
        { guard: 'noAttempt', target: 'start', actions: assign({ askResume: false }) },
        { guard: 'submitted', target: 'submitted', actions: assign({ askResume: false }) },
        { guard: 'timeUp', target: 'timingOut', actions: assign({ askResume: false }) },
        { guard: ({ context }) => context.away, target: 'away' },
        { guard: 'askResume', target: 'resumePrompt' },
        { guard: 'paused', target: 'paused' },
        { target: 'running' },
      ],
    },
    /** Another tab writes this attempt; this one can take over. */
    elsewhere: {},
    /** No attempt in this mode yet: the start screen. */
    start: {},
    resumePrompt: {
      on: {
        'resume.accept': { target: 'decide', actions: assign({ askResume: false }) },
        'test.restart': { target: 'decide', actions: [restartRecord, assign({ askResume: false, current: 1, keepOldVersion: false })] },
      },
    },
    running: {
      invoke: { src: 'clock' },
      on: {
        'clock.tick': { guard: 'timeUp', target: 'timingOut' },
        'answer.select': { actions: { type: 'record', params: ({ event }) => ({ type: 'answer.select', question: event.question, picked: event.picked, correct: event.correct }) } },
        'question.mark': { actions: { type: 'record', params: ({ event }) => ({ type: 'question.mark', question: event.question, marked: event.marked }) } },
        'exam.pause': { actions: { type: 'record', params: { type: 'exam.pause' } } },
        'exam.submit': { target: 'submitting' },
        'version.keep': { actions: assign({ keepOldVersion: true }) },
        'test.restart': { actions: [restartRecord, assign({ current: 1, keepOldVersion: false })] },
        'exam.leave': [
          // Leaving a timed exam stops its clock; practice has no clock.
          { guard: ({ context }) => context.mode === 'exam', target: 'decide', actions: [{ type: 'record', params: { type: 'exam.pause' } }, assign({ away: true })] },
          { target: 'decide', actions: assign({ away: true }) },
        ],
      },
    },
    paused: {
      on: {
        'exam.resume': { actions: { type: 'record', params: { type: 'exam.resume' } } },
        'exam.submit': { target: 'submitting' },
        'exam.leave': { target: 'decide', actions: assign({ away: true }) },
      },
    },
    /** The learner is on the product page with an unfinished attempt; coming back resumes a paused exam. */
    away: {
      on: {
        'exam.return': [
          { guard: 'paused', target: 'decide', actions: [{ type: 'record', params: { type: 'exam.resume' } }, assign({ away: false, askResume: false })] },
          { target: 'decide', actions: assign({ away: false, askResume: false }) },
        ],
        'test.restart': { target: 'decide', actions: [restartRecord, assign({ away: false, askResume: false, current: 1, keepOldVersion: false })] },
      },
    },
    /** The learner submitted: recorded, waiting for the stored attempt to show it. */
    submitting: {
      entry: { type: 'record', params: { type: 'exam.submit' } },
      on: {
        'attempt.changed': [
          { guard: 'storedSubmitted', target: 'decide', actions: assign({ stored: ({ event }) => event.stored }) },
          { actions: assign({ stored: ({ event }) => event.stored }) },
        ],
        'storage.failed': { target: 'decide', actions: assign({ storageError: ({ event }) => event.message }) },
      },
    },
    /** The clock ran out (here, or while the page was closed): submitted at its stop time, offline too. */
    timingOut: {
      entry: { type: 'record', params: { type: 'exam.submit' } },
      on: {
        'attempt.changed': [
          { guard: 'storedSubmitted', target: 'decide', actions: assign({ stored: ({ event }) => event.stored }) },
          { actions: assign({ stored: ({ event }) => event.stored }) },
        ],
        'storage.failed': { target: 'decide', actions: assign({ storageError: ({ event }) => event.message }) },
      },
    },
    submitted: {},
  },
});

function clampQuestion(context: SessionContext, question: number): number {
  const total = attemptOf(context)?.nQuestion ?? 1;
  return Math.min(Math.max(1, question), Math.max(1, total));
}
