// Builders for answers and an empty attempt, so callers never spell out fifteen option flags.
import { OPTION_LETTERS, type OptionLetter } from '../constants.ts';
import { emptyLog } from './attemptLog.ts';
import type { ExamTest, LocalExamState, OptionFlags, QuestionSolution } from './types.ts';

/** Flags with exactly the given letters picked, built as one object of one shape (every answer is built from it). */
export function optionFlags(picked: readonly OptionLetter[] = []): OptionFlags {
  const has = (letter: OptionLetter): boolean => picked.includes(letter);
  return {
    A: has('A'), B: has('B'), C: has('C'), D: has('D'), E: has('E'), F: has('F'), G: has('G'), H: has('H'),
    I: has('I'), J: has('J'), K: has('K'), L: has('L'), M: has('M'), N: has('N'), O: has('O'),
  };
}

/** The letters picked in an answer, in A–O order. */
export function pickedLetters(flags: OptionFlags): OptionLetter[] {
  return OPTION_LETTERS.filter((letter) => flags[letter]);
}

/** An answer: the flags with its three fields added in place (a spread of the flags cost several times more). */
export function answer(picked: readonly OptionLetter[], isCorrect: boolean, answeredAt: number): QuestionSolution {
  const built = optionFlags(picked) as QuestionSolution;
  built.hasBeenAnswered = picked.length > 0;
  built.isCorrect = isCorrect;
  built.answeredAt = answeredAt;
  return built;
}

/** A new, running attempt that starts now. */
export function newLocalExamState(test: ExamTest, nQuestion: number, timeToFinish: number, now: number): LocalExamState {
  return {
    productId: test.productId,
    startDate: now,
    stopDate: now + timeToFinish,
    timeToFinish,
    pause: false,
    pausedRemainingMs: null,
    submittedResult: false,
    userSolution: {},
    markedQuestions: [],
    nRightQuestion: 0,
    passingScorePer: 0,
    failure: false,
    lastModified: now,
    test,
    nQuestion,
    log: emptyLog(),
    clockOrigin: { at: now, remainingMs: timeToFinish },
  };
}
