// The chaos run's model of what the learner did: answers, marks, pause, submit and the time the clock ran. The
// browser run is checked against it at the end. Pure: a seeded random source picks the next action from the
// ones that make sense in the current model state.
import { OPTION_LETTERS, type OptionLetter } from '../src/domain/constants.ts';
import type { LocalExamState } from '../src/domain/exam/types.ts';
import { pickedLetters } from '../src/domain/exam/solution.ts';

export type ChaosAction =
  | 'answer'
  | 'next'
  | 'previous'
  | 'mark'
  | 'pause'
  | 'resume'
  | 'submit'
  | 'offline'
  | 'online'
  | 'reload'
  | 'restart'
  | 'secondTab';

/** The chaos runs' random source (mulberry32): the same sequence for the same seed on every machine. */
export { seededRandom } from '../src/domain/random/seededRandom.ts';

export interface ChaosModel {
  current: number;
  total: number;
  answers: Map<number, OptionLetter[]>;
  marked: Set<number>;
  paused: boolean;
  submitted: boolean;
  offline: boolean;
  /** Time left when the clock last stopped, and when it last started (test clock, ms). */
  leftAtPauseMs: number;
  runningSince: number | null;
}

export function newModel(total: number, timeToFinishMs: number, startedAt: number): ChaosModel {
  return { current: 1, total, answers: new Map(), marked: new Set(), paused: false, submitted: false, offline: false, leftAtPauseMs: timeToFinishMs, runningSince: startedAt };
}

/** Time the model expects to be left at `now`. */
export function expectedLeftMs(model: ChaosModel, now: number): number {
  return model.runningSince === null ? model.leftAtPauseMs : model.leftAtPauseMs - (now - model.runningSince);
}

const WEIGHTS: Record<ChaosAction, number> = {
  answer: 30,
  next: 12,
  previous: 4,
  mark: 8,
  pause: 6,
  resume: 10,
  submit: 1,
  offline: 6,
  online: 6,
  reload: 5,
  restart: 4,
  secondTab: 3,
};

function allowed(model: ChaosModel, action: ChaosAction): boolean {
  if (model.submitted) return false;
  switch (action) {
    case 'answer':
    case 'mark':
    case 'pause':
    case 'submit':
      return !model.paused;
    case 'next':
      return !model.paused && model.current < model.total;
    case 'previous':
      return !model.paused && model.current > 1;
    case 'resume':
      return model.paused;
    case 'offline':
      return !model.offline;
    case 'online':
      return model.offline;
    default:
      return true;
  }
}

export function nextAction(model: ChaosModel, random: () => number): ChaosAction | null {
  const choices = (Object.keys(WEIGHTS) as ChaosAction[]).filter((action) => allowed(model, action));
  if (choices.length === 0) return null;
  const total = choices.reduce((sum, action) => sum + WEIGHTS[action], 0);
  let pick = random() * total;
  for (const action of choices) {
    pick -= WEIGHTS[action];
    if (pick < 0) return action;
  }
  return choices.at(-1)!;
}

export interface ChaosVerdict {
  lost: number;
  wrong: number;
  problems: string[];
}

/**
 * Compares an attempt (the device's or the server's) with the model: a model answer or mark that is missing counts
 * as lost; one that differs, one the learner never made, a pause, a submit or a clock that disagrees counts as wrong.
 */
export function compareWithModel(label: string, model: ChaosModel, state: LocalExamState | null, leftMs: number, now: number): ChaosVerdict {
  const verdict: ChaosVerdict = { lost: 0, wrong: 0, problems: [] };
  const problem = (kind: 'lost' | 'wrong', text: string) => {
    verdict[kind] += 1;
    verdict.problems.push(`${label}: ${kind}: ${text}`);
  };
  if (!state) {
    problem('lost', 'no attempt');
    return verdict;
  }
  for (const [question, letters] of model.answers) {
    const solution = state.userSolution[question];
    const picked = solution?.hasBeenAnswered ? pickedLetters(solution) : [];
    if (letters.length > 0 && picked.length === 0) problem('lost', `answer to question ${question}`);
    else if (picked.join() !== letters.join()) problem('wrong', `question ${question} holds ${picked.join() || 'nothing'}, learner chose ${letters.join() || 'nothing'}`);
  }
  for (const [key, solution] of Object.entries(state.userSolution)) {
    const question = Number(key);
    if (solution?.hasBeenAnswered && !model.answers.has(question) && pickedLetters(solution).length > 0) problem('wrong', `answer to question ${question} the learner never gave`);
  }
  for (const question of model.marked) if (!state.markedQuestions.includes(question)) problem('lost', `mark on question ${question}`);
  for (const question of state.markedQuestions) if (!model.marked.has(question)) problem('wrong', `mark on question ${question} the learner removed or never set`);
  if (state.submittedResult !== model.submitted) problem('wrong', `submitted is ${state.submittedResult}, learner ${model.submitted ? 'submitted' : 'did not submit'}`);
  if (!model.submitted && state.pause !== model.paused) problem('wrong', `pause is ${state.pause}, learner ${model.paused ? 'paused' : 'had it running'}`);
  if (!model.submitted && Math.abs(leftMs - expectedLeftMs(model, now)) > 1_000) {
    problem('wrong', `clock shows ${Math.round(leftMs / 1000)} s left, learner's clock ${Math.round(expectedLeftMs(model, now) / 1000)} s`);
  }
  return verdict;
}

export const letterAt = (index: number): OptionLetter => OPTION_LETTERS[index]!;
