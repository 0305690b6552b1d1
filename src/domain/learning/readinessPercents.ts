// The chance to pass as a learner reads it (issue 35): whole percents, the range rounded outward so it still holds
// the estimate's range, and never a point: "0 % (0–0 %)" would read as certainty, which the estimate never has.
// A chance that rounds to 0 or 100 is said as "under 1 %" or "over 99 %" (`edge`).

export interface ReadinessPercents {
  /** The estimate in whole percents, within [low, high]. */
  chance: number;
  low: number;
  high: number;
  /** Where the estimate rounds to an end of the scale. */
  edge: 'under-1' | 'over-99' | null;
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

export function readinessPercents(probability: number, low: number, high: number): ReadinessPercents {
  let lowPercent = Math.floor(clampPercent(Math.min(low, probability) * 100));
  let highPercent = Math.ceil(clampPercent(Math.max(high, probability) * 100));
  if (lowPercent === highPercent) {
    if (highPercent < 100) highPercent++;
    else lowPercent--;
  }
  const chance = Math.min(highPercent, Math.max(lowPercent, Math.round(clampPercent(probability * 100))));
  const edge = chance === 0 ? 'under-1' : chance === 100 ? 'over-99' : null;
  return { chance, low: lowPercent, high: highPercent, edge };
}
