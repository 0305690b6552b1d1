// The periods a purchase or a renewal grants (SPEC: plans of 1, 3 or 12 months, kept per subscription in endDates).

/** Adds calendar months in UTC (Jan 31 + 1 month = Mar 3, as Date does). */
export function addMonths(from: Date, months: number): Date {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/** A new period of `months`: from now, or from where what the user already has of the product ends. */
export function newPeriod(runningEnd: Date | null, at: Date, months: number): { startsAt: Date; endsAt: Date } {
  const startsAt = runningEnd && runningEnd > at ? runningEnd : at;
  return { startsAt, endsAt: addMonths(startsAt, months) };
}
