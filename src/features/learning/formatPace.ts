// A time in the pacing (issue 35): under ten seconds with its tenths ("0:01.3", the decimal sign of the language),
// so a quick session does not read as ties at "0:01"; from ten seconds on as the exam clock shows time (m:ss).
// Rounded up, as the clock is: a question answered at all took more than "0:00.0".
import { formatDuration } from '../exam/formatDuration.ts';

const TENTHS_BELOW_MS = 10_000;

export function formatPace(ms: number, locale: string): string {
  const tenths = Math.ceil(Math.max(0, ms) / 100);
  if (tenths * 100 >= TENTHS_BELOW_MS) return formatDuration(ms);
  const seconds = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(tenths / 10);
  return `0:0${seconds}`;
}
