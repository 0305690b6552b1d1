// The exam clock as one timeline over every device's pauses, resumes and work (README.md, "Two devices").
//
// The clock runs from the attempt's start. A pause stops it from its own time, unless something ran on the attempt
// after that time before the next resume: an answer or a mark (work done elsewhere), or another pause (only a running
// clock can be paused). Then the attempt was running, and the stopped stretch never was. A resume restarts a stopped
// clock and does nothing to a running one. Time spent anywhere is never given back.
//
// Walk in time order; at one instant, work comes before a pause and a pause before a resume.

/** Where the clock starts: the instant, and the time left at that instant. */
export interface ClockOrigin {
  at: number;
  remainingMs: number;
}

export interface ClockMarks {
  pauses: readonly number[];
  resumes: readonly number[];
  /** Times of answers and marks, ascending. */
  activity: readonly number[];
}

export interface Timeline {
  /** True when the clock is stopped after the last of the marks. */
  paused: boolean;
  /** Start of the last running stretch. */
  runStart: number;
  /** When the clock stopped, while paused. */
  pausedAt: number | null;
  /** Time left: at runStart while running, at pausedAt while paused. */
  remainingMs: number;
  /** When the time ran out, if it did before `until` (the walk stops there). */
  ranOutAt: number | null;
}

const WORK = 0;
const PAUSE = 1;
const RESUME = 2;

/** The clock after every mark up to `until` (inclusive); with `timed`, the walk stops where the time runs out. */
export function walkTimeline(origin: ClockOrigin, marks: ClockMarks, until: number, timed: boolean): Timeline {
  const events = ordered(marks, origin.at, until);
  let paused = false;
  let runStart = origin.at;
  let pausedAt: number | null = null;
  let remaining = origin.remainingMs;
  const ranOut = (at: number) => timed && !paused && runStart + remaining <= at;

  for (const [at, kind] of events) {
    if (ranOut(at)) return { paused: false, runStart, pausedAt: null, remainingMs: remaining, ranOutAt: runStart + remaining };
    if (kind === RESUME) {
      if (paused) [paused, runStart, pausedAt] = [false, at, null];
      continue;
    }
    if (!paused) {
      if (kind === PAUSE) {
        remaining -= at - runStart;
        [paused, pausedAt] = [true, at];
      }
      continue;
    }
    // Stopped, and something ran: the clock was running since it stopped.
    if (at <= pausedAt!) continue;
    [paused, runStart, pausedAt] = [false, pausedAt!, null];
    if (ranOut(at)) return { paused: false, runStart, pausedAt: null, remainingMs: remaining, ranOutAt: runStart + remaining };
    if (kind === PAUSE) {
      remaining -= at - runStart;
      [paused, pausedAt] = [true, at];
    }
  }
  const endsAt = runStart + remaining;
  return { paused, runStart, pausedAt, remainingMs: Math.max(0, remaining), ranOutAt: ranOut(until) ? endsAt : null };
}

/** The marks in [from, until] in walking order; work between two clock marks counts once (only whether any ran). */
function ordered(marks: ClockMarks, from: number, until: number): [number, number][] {
  const clock: [number, number][] = [];
  for (const at of marks.pauses) if (at >= from && at <= until) clock.push([at, PAUSE]);
  for (const at of marks.resumes) if (at >= from && at <= until) clock.push([at, RESUME]);
  clock.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const events: [number, number][] = [];
  let next = 0;
  for (const at of marks.activity) {
    if (at < from || at > until) continue;
    while (next < clock.length && clock[next]![0] < at) events.push(clock[next++]!);
    // Of several works with no clock mark between them, the first decides; the others change nothing.
    if (events.at(-1)?.[1] === WORK) continue;
    events.push([at, WORK]);
  }
  while (next < clock.length) events.push(clock[next++]!);
  return events;
}
