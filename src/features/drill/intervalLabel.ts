// "in 10 minutes", "in 3 days": when a drill grade brings a card back, in the learner's language (Intl).
export function intervalLabel(locale: string, fromMs: number, toMs: number): string {
  const minutes = Math.max(1, Math.round((toMs - fromMs) / 60_000));
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' });
  } catch {
    format = new Intl.RelativeTimeFormat('en', { numeric: 'always', style: 'short' }); // an unknown locale tag
  }
  if (minutes < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return format.format(hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 60) return format.format(days, 'day');
  return format.format(Math.round(days / 30), 'month');
}
