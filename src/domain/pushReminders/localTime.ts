// What the clock says in a time zone at an instant: the local hour, the day of the week (0 Sunday) and the local date
// (YYYY-MM-DD). The reminder job asks this once per time zone in use; the date is the "at most once a day" key.

export interface LocalTime {
  hour: number;
  day: number;
  /** YYYY-MM-DD in the zone. */
  date: string;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', weekday: 'short' });
    formats.set(timeZone, format);
  }
  return format;
}

export function localTimeIn(timeZone: string, now: number): LocalTime {
  const parts = formatIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { hour: Number(part('hour')) % 24, day: WEEKDAYS[part('weekday')] ?? 0, date: `${part('year')}-${part('month')}-${part('day')}` };
}
