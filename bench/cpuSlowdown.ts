// Lighthouse's CPU slowdown is relative to the machine it runs on: its default 4× is calibrated to turn a high-end
// desktop (BenchmarkIndex about 1,500) into a mid-tier phone. On a slower host the same 4× emulates a far slower
// phone than Lighthouse's mobile preset means. Lighthouse's docs (docs/throttling.md, "Calibrating the CPU slowdown")
// send users to its calculator (lighthouse-cpu-throttling-calculator.vercel.app), whose piecewise-linear rule this
// is: 150 → 1×, 800 → 2×, 1,300 → 3×, then one more × for every 233 points (1,533 → 4×, 2,000 → 6×).

/** The multiplier that makes a host of this BenchmarkIndex emulate Lighthouse's target phone, or null below 150. */
export function cpuSlowdownFor(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}
