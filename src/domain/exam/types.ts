// Shapes of an exam attempt: the local state kept per product (SPEC §3).
// All dates are epoch milliseconds.
import type { OptionLetter } from '../constants.ts';
import type { AttemptLog } from './attemptLog.ts';
import type { ClockOrigin } from './timeline.ts';

/** One flag per answer option letter, A to O: true when the learner picked that option. */
export type OptionFlags = Record<OptionLetter, boolean>;

/** The learner's answer to one question. */
export interface QuestionSolution extends OptionFlags {
  hasBeenAnswered: boolean;
  isCorrect: boolean;
  /** When the learner gave this answer (epoch ms); answers from two devices merge by it. */
  answeredAt: number;
}

/** Answers by question number. */
export type UserSolution = Partial<Record<number, QuestionSolution>>;

/** The test an attempt belongs to; nQuestionsToPass is the passing percentage. */
export interface ExamTest {
  nQuestionsToPass: number;
  productId: string;
  userId: string;
}

/** Local exam state, stored per productId. */
export interface LocalExamState {
  productId: string;
  /** Start of the running stretch of the clock (reset on resume). */
  startDate: number;
  /** When the time runs out while the clock runs. */
  stopDate: number;
  /** Full length of an attempt in ms; a restart runs this long. */
  timeToFinish: number;
  pause: boolean;
  /** Time left when the attempt was paused; null while the clock runs. Not in SPEC §3: a stopped clock needs it. */
  pausedRemainingMs: number | null;
  submittedResult: boolean;
  userSolution: UserSolution;
  /** Question numbers the learner marked for review, ascending. */
  markedQuestions: number[];
  nRightQuestion: number;
  /** Score percentage of a submitted attempt. */
  passingScorePer: number;
  failure: boolean;
  lastModified: number;
  test: ExamTest;
  /** Number of questions in the attempt. */
  nQuestion: number;
  /** Which questions, in order (question n is questionIds[n-1]). Not in SPEC §3: a session of only the wrong or
   * marked questions needs it. Absent means the product's questions in their own order. */
  questionIds?: string[];
  /** The named test (SPEC §7 "Tests") this attempt belongs to, when started as one. Not in SPEC §3. */
  testId?: string;
  testName?: string;
  /** Every action the attempt took, by device time; the fields above are read from it (deriveAttempt.ts). Not in
   * SPEC §3: two devices merge by it. Absent on attempts kept before it existed (read with logOfLegacy). */
  log?: AttemptLog;
  /** Where the clock's timeline starts: the start time and the full time, for attempts with a log. */
  clockOrigin?: ClockOrigin;
}
