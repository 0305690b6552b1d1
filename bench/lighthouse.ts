// Lighthouse 12 (mobile preset, its default) against the production build served by the real server: the median
// of five runs of a page's performance, accessibility and best-practices scores, with the CPU slowdown calibrated to
// this machine as Lighthouse's docs say (bench/cpuSlowdown.ts): three runs at the default 4× first measure the host's
// BenchmarkIndex (its median: one reading varied from 1,600 to 2,800 within minutes here, 4.7× to 9.5×; their median
// score is printed too), the five runs then use the multiplier for that index.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { cpuSlowdownFor } from './cpuSlowdown.ts';

export const LIGHTHOUSE_RUNS = 5;
const CALIBRATION_RUNS = 3;

export interface LighthouseFigures {
  url: string;
  /** The host's BenchmarkIndex (the median of the calibration runs', each listed), the slowdown used, and the
   *  calibration runs' median score at 4×. */
  benchmarkIndex: number;
  benchmarkIndices: number[];
  cpuSlowdown: number;
  performanceAtDefault: number;
  performance: number[];
  accessibility: number[];
  bestPractices: number[];
  /** Largest contentful paint and total blocking time of each run, in ms. */
  lcpMs: number[];
  tbtMs: number[];
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Lighthouse's own advice for a run whose trace it could not record (NO_NAVSTART, NO_FCP…) is to run it again. */
const ATTEMPTS_PER_RUN = 3;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function lighthouseOnce(url: string, chromePath: string, cpuSlowdownMultiplier: number): Promise<Lhr> {
  // A fresh browser per run: no warm HTTP cache or service worker from the run before.
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      { extends: 'lighthouse:default', settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } },
    );
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** One valid run: a run Lighthouse reports as broken is retried (and said so), not scored as 0. */
async function validRun(url: string, chromePath: string, label: string, cpuSlowdown: number): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseOnce(url, chromePath, cpuSlowdown);
    if (!lhr.runtimeError || attempt === ATTEMPTS_PER_RUN) return lhr;
    console.log(`  ${label}, attempt ${attempt}: Lighthouse could not measure (${lhr.runtimeError.code}); running it again`);
  }
}

const DEFAULT_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;

export async function runLighthouse(url: string, chromePath: string, runs = LIGHTHOUSE_RUNS): Promise<LighthouseFigures> {
  const calibration: Lhr[] = [];
  for (let run = 0; run < CALIBRATION_RUNS; run++) calibration.push(await validRun(url, chromePath, `calibration run ${run + 1}`, DEFAULT_SLOWDOWN));
  const benchmarkIndices = calibration.map((lhr) => lhr.environment.benchmarkIndex);
  const benchmarkIndex = median(benchmarkIndices);
  const calibrated = cpuSlowdownFor(benchmarkIndex);
  if (calibrated === null) console.log(`  BenchmarkIndex ${benchmarkIndex}: too slow a host to emulate Lighthouse's phone; runs at 1×`);
  const cpuSlowdown = calibrated ?? 1;
  const figures: LighthouseFigures = {
    url,
    benchmarkIndex,
    benchmarkIndices,
    cpuSlowdown,
    performanceAtDefault: median(calibration.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100))),
    performance: [],
    accessibility: [],
    bestPractices: [],
    lcpMs: [],
    tbtMs: [],
  };
  for (let run = 0; run < runs; run++) {
    const lhr = await validRun(url, chromePath, `run ${run + 1}`, cpuSlowdown);
    if (lhr.runtimeError) console.log(`  run ${run + 1}: Lighthouse runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    figures.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    figures.accessibility.push(Math.round((lhr.categories.accessibility?.score ?? 0) * 100));
    figures.bestPractices.push(Math.round((lhr.categories['best-practices']?.score ?? 0) * 100));
    figures.lcpMs.push(Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN));
    figures.tbtMs.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN));
    const failing = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
    );
    if (run === 0 && failing.length > 0) console.log(`  accessibility audits below full marks: ${failing.map((audit) => audit.id).join(', ')}`);
    const practices = Object.values(lhr.audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && lhr.categories['best-practices']?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
    );
    if (run === 0 && practices.length > 0) console.log(`  best-practices audits below full marks: ${practices.map((audit) => audit.id).join(', ')}`);
  }
  return figures;
}

/** The lines a run of the bench prints under a page's per-run table. */
export function lighthouseSummary(lh: LighthouseFigures): string[] {
  return [
    `  host BenchmarkIndex ${Math.round(lh.benchmarkIndex)} (median of ${lh.benchmarkIndices.map(Math.round).join(', ')}): CPU slowdown ${lh.cpuSlowdown.toFixed(2)}× (Lighthouse's calculator; its default 4× is meant for an index of about 1,533, and scored ${lh.performanceAtDefault} here)`,
    `  median: performance ${median(lh.performance)}, accessibility ${median(lh.accessibility)}, best practices ${median(lh.bestPractices)} (budget 100/100/100)`,
  ];
}
