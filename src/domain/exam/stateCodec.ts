// How an attempt's answers are kept, on the device (IndexedDB) and on the server (exam_attempts.state): packed, not in
// the SPEC §3 shape the app works with. That shape spends fifteen option flags on every answer (about 220 bytes);
// packed, an answer is four plain values, so the stored attempt is a quarter of the size (or less) and every answer
// save reads and writes that much less.
//
// Packed answers: one flat array, four values per answered question:
//   question number, picked letters ("AC"), flags (1 = hasBeenAnswered, 2 = isCorrect), answeredAt.
// A record without `packedSolution` (written before packing) is read as it is; the next save packs it.
import { OPTION_LETTERS, type OptionLetter } from '../constants.ts';
import type { AnswerEntry, AttemptLog, MarkEntry } from './attemptLog.ts';
import { pickedLetters } from './solution.ts';
import type { LocalExamState, QuestionSolution, UserSolution } from './types.ts';

export type PackedSolution = (number | string | undefined)[];

const ANSWERED = 1;
const CORRECT = 2;

/** An answer's picked letters ("AC") and flags; answers are never changed in place, so each is worked out once. */
const packedAnswers = new WeakMap<QuestionSolution, [string, number]>();

function packedAnswer(answer: QuestionSolution): [string, number] {
  let packed = packedAnswers.get(answer);
  if (!packed) {
    packed = [pickedLetters(answer).join(''), (answer.hasBeenAnswered ? ANSWERED : 0) | (answer.isCorrect ? CORRECT : 0)];
    packedAnswers.set(answer, packed);
  }
  return packed;
}

export function packSolution(solution: UserSolution): PackedSolution {
  const packed: PackedSolution = [];
  for (const key in solution) {
    const answer = solution[key as unknown as keyof UserSolution];
    if (!answer) continue;
    const [picked, flags] = packedAnswer(answer);
    // A question number as a number; any other key (none is expected) kept as it is.
    const question = String(Number(key)) === key ? Number(key) : key;
    packed.push(question, picked, flags, answer.answeredAt);
  }
  return packed;
}

export function unpackSolution(packed: PackedSolution): UserSolution {
  const solution: UserSolution = {};
  for (let i = 0; i + 3 < packed.length; i += 4) {
    const picked = String(packed[i + 1]);
    const flags = Number(packed[i + 2]);
    const at = packed[i + 3];
    // An answer kept before answeredAt existed has none: it stays without one rather than becoming NaN.
    const answer = { hasBeenAnswered: (flags & ANSWERED) !== 0, isCorrect: (flags & CORRECT) !== 0, ...(typeof at === 'number' ? { answeredAt: at } : {}) } as QuestionSolution;
    for (const letter of OPTION_LETTERS) answer[letter as OptionLetter] = picked.includes(letter);
    (solution as Record<string, QuestionSolution>)[String(packed[i])] = answer;
  }
  return solution;
}

/**
 * The attempt's log (domain/exam/attemptLog.ts) as flat lists, which IndexedDB copies much faster than a thousand
 * little arrays: answers four values each, marks three.
 */
export interface PackedLog {
  answers: (number | string)[];
  marks: number[];
  pauses: number[];
  resumes: number[];
  submits: number[];
}

/** The entries one after the other (a plain loop: Array.prototype.flat is several times slower on these sizes). */
function flatten<T extends readonly unknown[]>(entries: readonly T[]): T[number][] {
  const flat: T[number][] = [];
  for (const entry of entries) for (const value of entry) flat.push(value);
  return flat;
}

export function packLog(log: AttemptLog): PackedLog {
  return { ...log, answers: flatten(log.answers), marks: flatten(log.marks) };
}

export function unpackLog(packed: PackedLog): AttemptLog {
  const answers: AnswerEntry[] = [];
  for (let i = 0; i + 3 < packed.answers.length; i += 4) {
    answers.push([Number(packed.answers[i]), Number(packed.answers[i + 1]), String(packed.answers[i + 2]), packed.answers[i + 3] === 1 ? 1 : 0]);
  }
  const marks: MarkEntry[] = [];
  for (let i = 0; i + 2 < packed.marks.length; i += 3) marks.push([packed.marks[i]!, packed.marks[i + 1]!, packed.marks[i + 2] === 1 ? 1 : 0]);
  return { ...packed, answers, marks };
}

/** The state as stored: everything as it is, except the answers and the log, packed. */
export type PackedExamState = Omit<LocalExamState, 'userSolution' | 'log'> & { packedSolution: PackedSolution; packedLog?: PackedLog };

export function packExamState(state: LocalExamState): PackedExamState | LocalExamState {
  const { userSolution, log, ...rest } = state;
  // A state without answers to pack (none is expected) is stored as it is.
  if (typeof userSolution !== 'object' || userSolution === null) return state;
  return { ...rest, packedSolution: packSolution(userSolution), ...(log ? { packedLog: packLog(log) } : {}) };
}

export function unpackExamState(stored: PackedExamState | LocalExamState): LocalExamState {
  if (!('packedSolution' in stored)) return stored;
  const { packedSolution, packedLog, ...rest } = stored;
  return { ...rest, userSolution: unpackSolution(packedSolution), ...(packedLog ? { log: unpackLog(packedLog) } : {}) };
}

/** A stored attempt record ({ productId, mode, state, … }) on its way into IndexedDB. */
export function packRecord<T extends { state: LocalExamState | null }>(record: T): T {
  return record.state ? { ...record, state: packExamState(record.state) as unknown as LocalExamState } : record;
}

/** A stored attempt record on its way out of IndexedDB. */
export function unpackRecord<T extends { state: LocalExamState | PackedExamState | null }>(record: T): T {
  return record?.state ? { ...record, state: unpackExamState(record.state) } : record;
}
