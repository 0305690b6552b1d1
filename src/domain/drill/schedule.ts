// The spaced-repetition rule of the drill: when a question the learner got wrong (or marked) comes back, scheduled
// with FSRS (ts-fsrs, default parameters, no fuzz, so the same grades at the same times give the same dates).
// A card is stored as plain numbers (epoch ms), so IndexedDB and the server can keep it as it is.
import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';

export type DrillGrade = 'again' | 'hard' | 'good' | 'easy';
export const DRILL_GRADES: readonly DrillGrade[] = ['again', 'hard', 'good', 'easy'];

/** A card's FSRS memory state, dates as epoch ms. */
export interface DrillSchedule {
  dueAt: number;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: 'new' | 'learning' | 'review' | 'relearning';
  lastReviewAt: number | null;
}

/** Why a question entered the queue from an exam: answered wrong (or not at all), or marked for review. */
export type DrillReason = 'wrong' | 'marked';

// Pure: a module that imports this one for its types or helpers (the service worker's drill sync) does not carry FSRS.
const scheduler = /* @__PURE__ */ fsrs({ enable_fuzz: false });
const RATINGS: Record<DrillGrade, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };
const STATES: Record<State, DrillSchedule['state']> = { [State.New]: 'new', [State.Learning]: 'learning', [State.Review]: 'review', [State.Relearning]: 'relearning' };
const STATE_OF: Record<DrillSchedule['state'], State> = { new: State.New, learning: State.Learning, review: State.Review, relearning: State.Relearning };

function toSchedule(card: Card): DrillSchedule {
  return {
    dueAt: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATES[card.state],
    lastReviewAt: card.last_review ? card.last_review.getTime() : null,
  };
}

function toCard(schedule: DrillSchedule, now: number): Card {
  const last = schedule.lastReviewAt;
  return {
    due: new Date(schedule.dueAt),
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: last === null ? 0 : Math.max(0, Math.floor((now - last) / 86_400_000)),
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: STATE_OF[schedule.state],
    ...(last === null ? {} : { last_review: new Date(last) }),
  };
}

/** A new card, due at once. */
export function newSchedule(now: number): DrillSchedule {
  return toSchedule(createEmptyCard(new Date(now)));
}

/** The card after the learner graded their recall at `now`. */
export function gradeSchedule(schedule: DrillSchedule, grade: DrillGrade, now: number): DrillSchedule {
  return toSchedule(scheduler.next(toCard(schedule, now), new Date(now), RATINGS[grade]).card);
}

/** When each grade would bring the card back, for the grade buttons. */
export function previewDueAt(schedule: DrillSchedule, now: number): Record<DrillGrade, number> {
  return Object.fromEntries(DRILL_GRADES.map((grade) => [grade, gradeSchedule(schedule, grade, now).dueAt])) as Record<DrillGrade, number>;
}

/**
 * A question from a submitted exam enters the queue: a new card is due at once; a card already in the queue that
 * was answered wrong again counts as a lapse (graded Again); one only marked again is made due now, its memory
 * state kept.
 */
export function enqueueSchedule(existing: DrillSchedule | undefined, reason: DrillReason, now: number): DrillSchedule {
  if (!existing) return newSchedule(now);
  if (reason === 'wrong') return gradeSchedule(existing, 'again', now);
  return { ...existing, dueAt: Math.min(existing.dueAt, now) };
}

export function isDue(schedule: Pick<DrillSchedule, 'dueAt'>, now: number): boolean {
  return schedule.dueAt <= now;
}
