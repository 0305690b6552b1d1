// The two-device chaos run's model (issue 24): one learner, two devices, one timed attempt. It records what the
// learner did on either device, stamped with the device's time, and says what the attempt should be once both
// devices and the server have heard of everything:
// - answers: per question the later answer by device time wins (an empty pick is no answer);
// - marks: per question the later mark or unmark by device time wins;
// - submitted is final: nothing stamped after the first submit counts;
// - the clock is one timeline over both devices: it runs from the start; a pause stops it from its own time only if
//   no device acted on the attempt (answered, marked, submitted) after it until the next resume (work done
//   elsewhere after an offline pause means the attempt was running then); a resume restarts it. Pauses and resumes
//   do not count as acting, so the timeline allows as much time as the rule can: what the server shows beyond it
//   is time returned to the learner.
// It then compares the server's attempt with that, and each device's attempt with the server's. Pure: no browser,
// no clock; the spec (e2e/chaosTwoDevices.spec.ts) feeds it and scripts/chaosTwoDeviceModel.test.ts tests it.
import type { OptionLetter } from '../src/domain/constants.ts';
import { remainingMs } from '../src/domain/exam/clock.ts';
import { pickedLetters } from '../src/domain/exam/solution.ts';
import type { LocalExamState } from '../src/domain/exam/types.ts';

export type Device = 'A' | 'B';
export const DEVICES: readonly Device[] = ['A', 'B'];

/** One thing the learner did on one device, at that device's time (epoch ms). */
export type LearnerEvent =
  | { kind: 'answer'; device: Device; at: number; question: number; letters: OptionLetter[] }
  | { kind: 'mark'; device: Device; at: number; question: number; marked: boolean }
  | { kind: 'pause'; device: Device; at: number }
  | { kind: 'resume'; device: Device; at: number }
  | { kind: 'submit'; device: Device; at: number };

export interface TwoDeviceModel {
  timeToFinishMs: number;
  startedAt: number;
  events: LearnerEvent[];
}

export function newTwoDeviceModel(timeToFinishMs: number, startedAt: number): TwoDeviceModel {
  return { timeToFinishMs, startedAt, events: [] };
}

/** The learner's events in device-time order (stable for equal times), cut after the first submit. */
export function timeline(model: TwoDeviceModel): LearnerEvent[] {
  const sorted = model.events.map((event, index) => ({ event, index })).sort((a, b) => a.event.at - b.event.at || a.index - b.index);
  const events: LearnerEvent[] = [];
  for (const { event } of sorted) {
    events.push(event);
    if (event.kind === 'submit') break;
  }
  return events;
}

export interface ExpectedAttempt {
  /** Question → letters of the later answer; questions whose later answer is empty are left out. */
  answers: Map<number, OptionLetter[]>;
  /** Which device gave each question's later answer (or emptied it), and when. */
  answeredBy: Map<number, { device: Device; at: number }>;
  marked: Set<number>;
  submitted: boolean;
  submittedAt: number | null;
  /** The clock as the single timeline has it at `now`. */
  paused: boolean;
  runningMs: number;
  /** timeToFinish − runningMs, never negative: the most time the server may show as left. */
  allowedLeftMs: number;
}

const acts = (event: LearnerEvent) => event.kind === 'answer' || event.kind === 'mark' || event.kind === 'submit';

/** What the attempt should be at `now`, by the rules above. */
export function expectedAttempt(model: TwoDeviceModel, now: number): ExpectedAttempt {
  const events = timeline(model);
  const answers = new Map<number, OptionLetter[]>();
  const answeredBy = new Map<number, { device: Device; at: number }>();
  const marked = new Set<number>();
  let submitted = false;
  let end = now;
  for (const event of events) {
    if (event.kind === 'answer') {
      answeredBy.set(event.question, { device: event.device, at: event.at });
      if (event.letters.length > 0) answers.set(event.question, [...event.letters].sort());
      else answers.delete(event.question);
    } else if (event.kind === 'mark') {
      if (event.marked) marked.add(event.question);
      else marked.delete(event.question);
    } else if (event.kind === 'submit') {
      submitted = true;
      end = event.at;
    }
  }

  let running = true;
  let since = model.startedAt;
  let runningMs = 0;
  events.forEach((event, index) => {
    if (event.kind === 'pause' && running) {
      const next = events.slice(index + 1);
      const resumeAt = next.findIndex((later) => later.kind === 'resume');
      const until = resumeAt < 0 ? next : next.slice(0, resumeAt);
      if (!until.some(acts)) {
        runningMs += Math.max(0, event.at - since);
        running = false;
      }
    } else if (event.kind === 'resume' && !running) {
      running = true;
      since = event.at;
    }
  });
  if (running) runningMs += Math.max(0, end - since);
  return { answers, answeredBy, marked, submitted, submittedAt: submitted ? end : null, paused: !running && !submitted, runningMs, allowedLeftMs: Math.max(0, model.timeToFinishMs - runningMs) };
}

/** The learner's answers an attempt holds: question → picked letters (answered questions with a pick only). */
export function answersOf(state: LocalExamState): Map<number, OptionLetter[]> {
  const answers = new Map<number, OptionLetter[]>();
  for (const [key, solution] of Object.entries(state.userSolution)) {
    if (!solution?.hasBeenAnswered) continue;
    const letters = pickedLetters(solution);
    if (letters.length > 0) answers.set(Number(key), letters);
  }
  return answers;
}

/** Clocks further apart than this count as different; time returned below it counts as none (click timing). */
export const CLOCK_TOLERANCE_MS = 1_000;

export interface TwoDeviceVerdict {
  lost: number;
  wrong: number;
  /** Devices (0, 1 or 2) whose attempt differs from the server's. */
  notConverged: number;
  duplicated: number;
  /** ms of exam time the server shows left beyond what the single timeline allows. */
  timeReturnedMs: number;
  problems: string[];
}

export interface TwoDeviceFinal {
  server: LocalExamState | null;
  /** How many tests the server holds for the attempt (one expected). */
  serverTests: number;
  devices: Record<Device, LocalExamState | null>;
  now: number;
}

/**
 * The end of a seed: the server against the model (lost, wrong, time returned), each device against the server
 * (not converged), and the server's tests (duplicated).
 */
export function compareTwoDevices(model: TwoDeviceModel, final: TwoDeviceFinal): TwoDeviceVerdict {
  const verdict: TwoDeviceVerdict = { lost: 0, wrong: 0, notConverged: 0, duplicated: Math.max(0, final.serverTests - 1), timeReturnedMs: 0, problems: [] };
  const { server, now } = final;
  const expected = expectedAttempt(model, now);
  if (verdict.duplicated > 0) verdict.problems.push(`server: duplicated: ${final.serverTests} tests for one attempt`);
  const problem = (kind: 'lost' | 'wrong', text: string) => {
    verdict[kind] += 1;
    verdict.problems.push(`server: ${kind}: ${text}`);
  };

  if (!server) {
    problem('lost', 'no attempt on the server');
    for (const device of DEVICES) if (final.devices[device]) verdict.notConverged += 1;
    return verdict;
  }

  const held = answersOf(server);
  const by = (question: number) => {
    const source = expected.answeredBy.get(question);
    if (!source) return '';
    const beforeSubmit = expected.submittedAt !== null ? `, ${Math.round((expected.submittedAt - source.at) / 1000)} s before the submit` : '';
    return ` (on device ${source.device} at +${Math.round((source.at - model.startedAt) / 1000)} s${beforeSubmit})`;
  };
  for (const [question, letters] of expected.answers) {
    const picked = held.get(question);
    if (!picked) problem('lost', `answer ${letters.join('')} to question ${question}${by(question)}`);
    else if (picked.join() !== letters.join()) problem('wrong', `question ${question} holds ${picked.join('')}, the later answer is ${letters.join('')}${by(question)}`);
  }
  for (const [question, picked] of held) {
    if (!expected.answers.has(question)) problem('wrong', `question ${question} holds ${picked.join('')}, the learner's later action left it unanswered${by(question)}`);
  }
  for (const question of expected.marked) if (!server.markedQuestions.includes(question)) problem('lost', `mark on question ${question}`);
  for (const question of server.markedQuestions) if (!expected.marked.has(question)) problem('wrong', `mark on question ${question}, the later action unmarked it or it was never set`);
  if (server.submittedResult !== expected.submitted) problem('wrong', `submitted is ${server.submittedResult}, the learner ${expected.submitted ? 'submitted' : 'did not submit'}`);

  if (!expected.submitted && !server.submittedResult) {
    const serverLeft = remainingMs(server, now);
    const excess = serverLeft - expected.allowedLeftMs;
    if (excess > CLOCK_TOLERANCE_MS) {
      verdict.timeReturnedMs = Math.round(excess);
      verdict.problems.push(`server: time returned: ${Math.round(excess / 1000)} s (server ${Math.round(serverLeft / 1000)} s left, the timeline allows ${Math.round(expected.allowedLeftMs / 1000)} s)`);
    } else if (-excess > CLOCK_TOLERANCE_MS) {
      // Not a metric (the learner lost time, none was given back), but worth seeing.
      verdict.problems.push(`server: note: ${Math.round(-excess / 1000)} s less left than the timeline allows`);
    }
    if (server.pause !== expected.paused) verdict.problems.push(`server: note: pause is ${server.pause}, the timeline has the exam ${expected.paused ? 'paused' : 'running'}`);
  }

  for (const device of DEVICES) {
    const differences = attemptDifferences(final.devices[device], server, now);
    if (differences.length > 0) {
      verdict.notConverged += 1;
      verdict.problems.push(`device ${device}: not converged: ${differences.join('; ')}`);
    }
  }
  return verdict;
}

/** How a device's attempt differs from the server's: answers, marks, pause, submitted, time left (within 1 s). */
export function attemptDifferences(device: LocalExamState | null, server: LocalExamState, now: number): string[] {
  if (!device) return ['no attempt on the device'];
  const differences: string[] = [];
  const mine = answersOf(device);
  const theirs = answersOf(server);
  for (const question of new Set([...mine.keys(), ...theirs.keys()])) {
    const a = mine.get(question)?.join('') ?? '-';
    const b = theirs.get(question)?.join('') ?? '-';
    if (a !== b) differences.push(`question ${question} ${a} (server ${b})`);
  }
  const onlyHere = device.markedQuestions.filter((q) => !server.markedQuestions.includes(q));
  const onlyThere = server.markedQuestions.filter((q) => !device.markedQuestions.includes(q));
  if (onlyHere.length > 0) differences.push(`marked here only: ${onlyHere.join(', ')}`);
  if (onlyThere.length > 0) differences.push(`marked on the server only: ${onlyThere.join(', ')}`);
  if (device.submittedResult !== server.submittedResult) differences.push(`submitted ${device.submittedResult} (server ${server.submittedResult})`);
  if (!device.submittedResult && !server.submittedResult) {
    if (device.pause !== server.pause) differences.push(`${device.pause ? 'paused' : 'running'} (server ${server.pause ? 'paused' : 'running'})`);
    const apart = remainingMs(device, now) - remainingMs(server, now);
    if (Math.abs(apart) > CLOCK_TOLERANCE_MS) differences.push(`clock ${Math.round(apart / 1000)} s apart from the server's`);
  }
  return differences;
}

// The random learner: which device acts next and what it does, from what each device shows.

export type TwoDeviceAction = 'answer' | 'jump' | 'next' | 'previous' | 'mark' | 'pause' | 'resume' | 'think' | 'submit' | 'offline' | 'online' | 'reload' | 'restart';

/** What a device shows and whether its network is cut, as the spec reads it before each action. */
export interface DeviceView {
  phase: 'running' | 'paused' | 'submitted';
  offline: boolean;
  current: number;
  total: number;
}

/**
 * Device A is the phone on the train: offline for long stretches (it goes offline readily and comes back rarely).
 * Device B is the laptop at home: always online, pausing and resuming often. Both answer, change answers (jumps to
 * the first few questions make them work on the same ones), mark and unmark, think, reload and restart the browser.
 */
const WEIGHTS: Record<Device, Record<TwoDeviceAction, number>> = {
  A: { answer: 26, jump: 10, next: 8, previous: 3, mark: 8, pause: 7, resume: 10, think: 6, submit: 0.5, offline: 16, online: 3, reload: 4, restart: 3 },
  B: { answer: 24, jump: 10, next: 8, previous: 3, mark: 8, pause: 10, resume: 12, think: 6, submit: 0.5, offline: 0, online: 0, reload: 4, restart: 2 },
};

/** Jumps go to the first few questions, so both devices answer and mark the same ones. */
export const JUMP_RANGE = 6;

function allowedOn(view: DeviceView, action: TwoDeviceAction): boolean {
  if (view.phase === 'submitted') return false;
  switch (action) {
    case 'answer':
    case 'mark':
    case 'pause':
    case 'jump':
      return view.phase === 'running';
    case 'next':
      return view.phase === 'running' && view.current < view.total;
    case 'previous':
      return view.phase === 'running' && view.current > 1;
    case 'resume':
      return view.phase === 'paused';
    case 'submit':
      // The Submit button is off while the exam is paused.
      return view.phase === 'running';
    case 'offline':
      return !view.offline;
    case 'online':
      return view.offline;
    default:
      return true;
  }
}

/** The device that acts next (each half the time) and its action; null when neither can do anything. */
export function nextTwoDeviceAction(views: Record<Device, DeviceView>, random: () => number): { device: Device; action: TwoDeviceAction } | null {
  const first: Device = random() < 0.5 ? 'A' : 'B';
  for (const device of first === 'A' ? DEVICES : [...DEVICES].reverse()) {
    const view = views[device];
    const choices = (Object.keys(WEIGHTS[device]) as TwoDeviceAction[]).filter((action) => WEIGHTS[device][action] > 0 && allowedOn(view, action));
    if (choices.length === 0) continue;
    const total = choices.reduce((sum, action) => sum + WEIGHTS[device][action], 0);
    let pick = random() * total;
    for (const action of choices) {
      pick -= WEIGHTS[device][action];
      if (pick < 0) return { device, action };
    }
    return { device, action: choices.at(-1)! };
  }
  return null;
}
