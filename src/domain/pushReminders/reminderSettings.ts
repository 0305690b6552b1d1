// A learner's study reminder settings (issue 34): the local hour (0–23), the days of the week (0 Sunday … 6
// Saturday, kept as a 7-bit mask) and the IANA time zone they are read in. Checked here, used by the server's routes
// and job and by the settings form.

export interface ReminderSettings {
  enabled: boolean;
  /** Local hour of the day, 0–23. */
  hour: number;
  /** Days of the week, 0 Sunday … 6 Saturday, each at most once, at least one. */
  days: number[];
  /** IANA time zone name, e.g. Europe/Berlin. */
  timeZone: string;
}

export const REMINDER_HOUR_MAX = 23;
export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const TIME_ZONE_MAX_LENGTH = 64;

export type ReminderSettingsProblem = 'hour-out-of-range' | 'no-day' | 'day-out-of-range' | 'unknown-time-zone';

/** Whether Intl knows the zone (case as given: `Europe/Berlin`; Intl also accepts `UTC`). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > TIME_ZONE_MAX_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    // RangeError: Intl does not know the zone; that is the answer.
    return false;
  }
}

/** The first thing wrong with the settings, or null. */
export function reminderSettingsProblem(settings: Pick<ReminderSettings, 'hour' | 'days' | 'timeZone'>): ReminderSettingsProblem | null {
  if (!Number.isInteger(settings.hour) || settings.hour < 0 || settings.hour > REMINDER_HOUR_MAX) return 'hour-out-of-range';
  if (settings.days.length === 0) return 'no-day';
  if (settings.days.some((day) => !Number.isInteger(day) || day < 0 || day > 6)) return 'day-out-of-range';
  if (!isKnownTimeZone(settings.timeZone)) return 'unknown-time-zone';
  return null;
}

/** The days as a 7-bit mask (bit d for day d). */
export function daysMask(days: readonly number[]): number {
  return days.reduce((mask, day) => mask | (1 << day), 0);
}

/** The days of a mask, in order. */
export function daysOfMask(mask: number): number[] {
  return ALL_DAYS.filter((day) => (mask & (1 << day)) !== 0);
}

/** Weekdays at 19:00 in the device's zone: what the form proposes first. */
export function defaultReminderSettings(timeZone: string): ReminderSettings {
  return { enabled: false, hour: 19, days: [1, 2, 3, 4, 5], timeZone };
}
