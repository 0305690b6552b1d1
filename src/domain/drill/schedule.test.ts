// The drill's FSRS rule as a table: grade sequences from a new card at fixed times, and how an exam feeds the queue.
import { describe, expect, it } from 'vitest';
import { enqueueSchedule, gradeSchedule, isDue, newSchedule, previewDueAt, type DrillGrade } from './schedule.ts';

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const MIN = 60_000;
const DAY = 86_400_000;

/** Grades applied in turn, each at the moment the card fell due. */
function run(grades: DrillGrade[]) {
  let schedule = newSchedule(T0);
  for (const grade of grades) schedule = gradeSchedule(schedule, grade, schedule.dueAt);
  return schedule;
}

describe('drill schedule (FSRS)', () => {
  it('starts a card due at once, new', () => {
    expect(newSchedule(T0)).toMatchObject({ dueAt: T0, state: 'new', reps: 0, lapses: 0, lastReviewAt: null });
    expect(isDue(newSchedule(T0), T0)).toBe(true);
  });

  it.each<[DrillGrade[], { state: string; reps: number; lapses: number }, [number, number]]>([
    // grades, state after, [min, max] ms from the last review to the next due date
    [['again'], { state: 'learning', reps: 1, lapses: 0 }, [1 * MIN, 1 * MIN]],
    [['hard'], { state: 'learning', reps: 1, lapses: 0 }, [5 * MIN, 6 * MIN]],
    [['good'], { state: 'learning', reps: 1, lapses: 0 }, [10 * MIN, 10 * MIN]],
    [['easy'], { state: 'review', reps: 1, lapses: 0 }, [7 * DAY, 16 * DAY]],
    [['good', 'good'], { state: 'review', reps: 2, lapses: 0 }, [1 * DAY, 4 * DAY]],
    [['easy', 'again'], { state: 'relearning', reps: 2, lapses: 1 }, [1 * MIN, 10 * MIN]],
    [['easy', 'good'], { state: 'review', reps: 2, lapses: 0 }, [16 * DAY, 120 * DAY]],
  ])('%j → %j, next in %j ms', (grades, after, [min, max]) => {
    const schedule = run(grades);
    expect(schedule).toMatchObject(after);
    const gap = schedule.dueAt - (schedule.lastReviewAt ?? 0);
    expect(gap).toBeGreaterThanOrEqual(min);
    expect(gap).toBeLessThanOrEqual(max);
  });

  it('is deterministic, and a better grade never brings the card back sooner', () => {
    expect(run(['good', 'hard', 'easy'])).toEqual(run(['good', 'hard', 'easy']));
    const preview = previewDueAt(run(['good', 'good']), run(['good', 'good']).dueAt);
    expect(preview.again).toBeLessThanOrEqual(preview.hard);
    expect(preview.hard).toBeLessThanOrEqual(preview.good);
    expect(preview.good).toBeLessThanOrEqual(preview.easy);
  });

  it.each([
    ['a new wrong answer', undefined, 'wrong', { dueAt: T0 + DAY, state: 'new', lapses: 0 }],
    ['a new marked question', undefined, 'marked', { dueAt: T0 + DAY, state: 'new', lapses: 0 }],
    ['a learnt card answered wrong again', 'review', 'wrong', { state: 'relearning', lapses: 1 }],
    ['a learnt card marked again', 'review', 'marked', { dueAt: T0 + DAY, state: 'review', lapses: 0 }],
  ] as const)('enqueues %s', (_, existing, reason, expected) => {
    const learnt = run(['easy']);
    const before = existing === 'review' ? learnt : undefined;
    const now = T0 + DAY;
    const after = enqueueSchedule(before, reason, now);
    expect(after).toMatchObject(expected);
    expect(isDue(after, now + 10 * MIN)).toBe(true);
  });
});
