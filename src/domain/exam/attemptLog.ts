// The attempt's log: every answer, mark, pause, resume and submit it took, by the time the device stamped on it.
// The attempt a learner sees (answers, marks, clock, result) is read from the log (deriveAttempt.ts), so two copies
// of an attempt merge by joining their logs: the join is commutative, associative and idempotent, and the result
// does not depend on the order in which devices' actions arrive, or how often.
//
// Entries are kept sorted (by time, then by content) and unique: adding one already there changes nothing.
import type { OptionLetter } from '../constants.ts';

/** [at, question number, picked letters in A–O order ("AC"), 1 when correct]. */
export type AnswerEntry = [at: number, question: number, picked: string, correct: 0 | 1];
/** [at, question number, 1 when marked for review, 0 when unmarked]. */
export type MarkEntry = [at: number, question: number, marked: 0 | 1];

export interface AttemptLog {
  answers: AnswerEntry[];
  marks: MarkEntry[];
  pauses: number[];
  resumes: number[];
  submits: number[];
}

export function emptyLog(): AttemptLog {
  return { answers: [], marks: [], pauses: [], resumes: [], submits: [] };
}

export function answerEntry(at: number, question: number, picked: readonly OptionLetter[], correct: boolean): AnswerEntry {
  return [at, question, [...picked].sort().join(''), correct ? 1 : 0];
}

type Entry = number | readonly (number | string)[];

/** The values of an entry that say what was done: [at, question, letters] or [at, question, marked]. */
const IDENTITY_LENGTH = 3;

/**
 * Orders entries by time first, then by what was done (question, letters, mark): a total order on what the learner
 * did, so equal entries are adjacent. An answer's `correct` is not part of it: it is the server's to say (the server
 * scores every answer from the key), and a join takes it from the copy named first.
 */
export function compareEntries(a: Entry, b: Entry): number {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) - Number(b);
  const length = Math.min(a.length, b.length, IDENTITY_LENGTH);
  for (let i = 0; i < length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return Math.min(a.length, IDENTITY_LENGTH) - Math.min(b.length, IDENTITY_LENGTH);
}

/**
 * The list with the entry in its sorted place; the same list (not a copy) when it is there already. Entries come
 * mostly in time order, so the place is searched from the end.
 */
export function insertEntry<T extends Entry>(list: readonly T[], entry: T): readonly T[] {
  let index = list.length;
  while (index > 0 && compareEntries(list[index - 1]!, entry) > 0) index -= 1;
  if (index > 0 && compareEntries(list[index - 1]!, entry) === 0) return list;
  if (index === list.length) return [...list, entry];
  return [...list.slice(0, index), entry, ...list.slice(index)];
}

/** Two sorted, unique lists joined into one (a merge, linear in their lengths); of two equal entries, the first list's. */
export function joinEntries<T extends Entry>(a: readonly T[], b: readonly T[]): T[] {
  const joined: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const order = i >= a.length ? 1 : j >= b.length ? -1 : compareEntries(a[i]!, b[j]!);
    const next = order <= 0 ? a[i]! : b[j]!;
    if (order <= 0) i += 1;
    if (order >= 0) j += 1;
    joined.push(next);
  }
  return joined;
}

/** Both logs in one; where both hold an answer, its score is taken from `a`. */
export function joinLogs(a: AttemptLog, b: AttemptLog): AttemptLog {
  return {
    answers: joinEntries(a.answers, b.answers),
    marks: joinEntries(a.marks, b.marks),
    pauses: joinEntries(a.pauses, b.pauses),
    resumes: joinEntries(a.resumes, b.resumes),
    submits: joinEntries(a.submits, b.submits),
  };
}

/** The latest time of anything in the log, or -Infinity for an empty one. */
export function latestTime(log: AttemptLog): number {
  return Math.max(
    Number.NEGATIVE_INFINITY,
    log.answers.at(-1)?.[0] ?? Number.NEGATIVE_INFINITY,
    log.marks.at(-1)?.[0] ?? Number.NEGATIVE_INFINITY,
    log.pauses.at(-1) ?? Number.NEGATIVE_INFINITY,
    log.resumes.at(-1) ?? Number.NEGATIVE_INFINITY,
    log.submits.at(-1) ?? Number.NEGATIVE_INFINITY,
  );
}

/** Times at which the attempt was being worked on: every answer and mark (a pause is read on its own). */
export function activityTimes(log: AttemptLog): number[] {
  return joinEntries(uniqueTimes(log.answers), uniqueTimes(log.marks));
}

function uniqueTimes(entries: readonly (readonly [number, ...unknown[]])[]): number[] {
  const times: number[] = [];
  for (const [at] of entries) if (times.at(-1) !== at) times.push(at);
  return times;
}
