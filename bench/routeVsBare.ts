// The app's hottest routes against a bare Fastify route serving the same bytes and headers, each server in a process
// of its own: the app as `npm start` starts it (production), the twin bare (bench/processes.ts), autocannon here.
// Alternating rounds, 100 connections × 10 pipelined; prints each round and the median ratio (budget ≥ 0.90).
// Alone: `npx tsx bench/routeVsBare.ts` (BENCH_ROUNDS, BENCH_DURATION_S).
//
// This two-core host's throughput drifts by 10 to 20 % within seconds (other machines share it: the bare twin alone
// measured 12k to 20k req/s in one run), so the rounds are short and many: the two sides of a round run 3 s apart,
// not 5, and the median is of nine rounds' ratios. The app is measured as it serves after its start: its start-up
// work (the first popularity snapshot, the schedules, the first supervisor pass) is left 5 s to finish first.
import { compareWithBare, type ComparisonRound } from './http.ts';
import { startAppProcess, startBareTwinProcess } from './processes.ts';

type PrintTable = (title: string, header: string[], rows: string[][]) => void;

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
export const ROUTES_AGAINST_BARE = [
  { label: 'catalog de (br)', path: '/api/2.0/eq/buy/getProductCatalog?country=de', headers: BROWSER_HEADERS },
  { label: 'health', path: '/health', headers: {} as Record<string, string> },
];

/** Nine rounds of 3 s after a 2 s warm-up of each side; BENCH_ROUNDS and BENCH_DURATION_S override. */
export const VERSUS_BARE_OPTIONS = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 9),
  durationS: Number(process.env.BENCH_DURATION_S ?? 3),
  warmupS: 2,
};
const APP_SETTLE_MS = 5_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rps = (value: number) => Math.round(value).toLocaleString('en');

/** Runs the comparison and answers summary rows (figure, value). */
export async function runRoutesAgainstBare(printTable: PrintTable, options: { rounds: number; durationS: number; warmupS: number }): Promise<string[][]> {
  console.log('\nRoutes against a bare Fastify route (app as `npm start` starts it, twin and load generator each in a process of their own)');
  const summary: string[][] = [];
  const app = await startAppProcess();
  await new Promise((resolve) => setTimeout(resolve, APP_SETTLE_MS));
  try {
    for (const route of ROUTES_AGAINST_BARE) {
      const twin = await startBareTwinProcess(app.origin, route.path, route.headers);
      let rounds: ComparisonRound[];
      try {
        console.log(`  ${route.path}: the same ${twin.bodyBytes} bytes (${String(twin.headers['content-encoding'] ?? 'identity')}) and ${Object.keys(twin.headers).length} headers, ${options.rounds} alternating rounds of ${options.durationS} s…`);
        rounds = await compareWithBare(app.origin, twin.origin, route.path, { connections: 100, pipelining: 10, headers: route.headers, ...options });
      } finally {
        await twin.close();
      }
      printTable(
        `${route.label} vs bare, 100 conn × 10 pipelined`,
        ['round', 'app req/s', 'bare req/s', 'ratio', 'app non-2xx', 'bare non-2xx'],
        rounds.map((r) => [String(r.round), rps(r.app.requestsPerSecond), rps(r.bare.requestsPerSecond), r.ratio.toFixed(2), String(r.app.non2xx), String(r.bare.non2xx)]),
      );
      const ratio = median(rounds.map((r) => r.ratio));
      summary.push([
        `${route.label} vs bare Fastify route, own processes, 100 × 10`,
        `${rps(median(rounds.map((r) => r.app.requestsPerSecond)))} vs ${rps(median(rounds.map((r) => r.bare.requestsPerSecond)))} req/s (medians), ratio ${ratio.toFixed(2)} (budget ≥ 0.90; rounds ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')})`,
      ]);
    }
  } finally {
    await app.close();
  }
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table: PrintTable = (title, header, rows) => {
    console.log(`\n${title}\n${header.join('\t')}`);
    for (const row of rows) console.log(row.join('\t'));
  };
  const rows = await runRoutesAgainstBare(table, VERSUS_BARE_OPTIONS);
  for (const row of rows) console.log(row.join(': '));
}
