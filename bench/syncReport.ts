// The sync part of `npm run bench`: an outbox of 5,000 entries flushed over loopback HTTP (bench/sync.ts), and sync
// throughput on PostgreSQL beside bare inserts (bench/syncThroughput.ts). Prints as it goes; returns summary rows.
// Alone: `npx tsx bench/syncReport.ts`.
import { measureSyncFlush, type SyncFlushFigure } from './sync.ts';
import { DEFAULT_THROUGHPUT, measureSyncThroughput, type ThroughputFigures } from './syncThroughput.ts';

const SYNC_ENTRIES = 5000;
/** PostgreSQL to create the throughput bench's database on (it is dropped afterwards). */
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type PrintTable = (title: string, header: string[], rows: string[][]) => void;

const message = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error));
const perSecond = (value: number): string => Math.round(value).toLocaleString('en');

export async function runSyncBench(printTable: PrintTable): Promise<string[][]> {
  console.log(`\nSync (device outbox → POST exam-sync over loopback HTTP, server on a fresh PGlite)`);
  const flush = await measureSyncFlush(SYNC_ENTRIES).catch((error: unknown) => message(error));
  console.log(typeof flush === 'string' ? `  skipped: ${flush}` : `  ${flushLine(flush)}`);

  const { clients, batchSize } = DEFAULT_THROUGHPUT;
  console.log(`\nSync throughput on PostgreSQL (${clients} concurrent clients, batches of ${batchSize} answers, on a fresh database)…`);
  const throughput = await measureSyncThroughput(PG_URL).catch((error: unknown) => message(error));
  if (typeof throughput === 'string') {
    console.log(`  skipped: ${throughput}`);
  } else {
    printTable(
      `Answer events per second, ${throughput.rounds} interleaved rounds of ${throughput.batchesPerClient} batches per client, pools of ${throughput.poolSize} connections`,
      ['what', ...throughput.syncEventsPerS.map((_, i) => `round ${i + 1}`)],
      [
        [`sync: ${throughput.via}`, ...throughput.syncEventsPerS.map(perSecond)],
        ['bare: the same rows (claims + attempt update), one transaction per batch', ...throughput.bareEventsPerS.map(perSecond)],
      ],
    );
    console.log(`  ${throughputLine(throughput)}`);
    const sent = throughput.sentEntries.toLocaleString('en');
    console.log(`  applied: ${throughput.appliedClaims.toLocaleString('en')} claims for ${sent} entries sent; ${throughput.notApplied} answered other than 'applied'`);
    console.log(`  stored attempt at the end: ${throughput.stateBytes.sync.toLocaleString('en')} bytes (sync) vs ${throughput.stateBytes.bare.toLocaleString('en')} bytes (bare), pg_column_size`);
  }
  return [
    [`sync, outbox of ${SYNC_ENTRIES.toLocaleString('en')} entries`, typeof flush === 'string' ? `not measured: ${flush}` : flushLine(flush)],
    ['sync throughput on PostgreSQL', typeof throughput === 'string' ? `not measured: ${throughput}` : throughputLine(throughput)],
  ];
}

function flushLine(f: SyncFlushFigure): string {
  const entries = f.entries.toLocaleString('en');
  const once = f.appliedClaims === f.entries ? `exactly ${entries}` : `${f.appliedClaims.toLocaleString('en')}, NOT ${entries}`;
  const replay = f.matchesReplay ? 'equal to the replay of the actions' : 'NOT equal to the replay of the actions';
  return `flushed in ${f.ms.toLocaleString('en')} ms (budget < 2,000 ms) in ${f.calls} calls; server applied ${once} entries; attempt: ${f.answered} answers, ${replay}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each round's two sides ran back to back on the same machine: the ratio is the median of the rounds' ratios (as the
 *  route-vs-bare bench's), so one side's hiccup in one round does not decide it. */
function throughputLine(t: ThroughputFigures): string {
  const ratios = t.syncEventsPerS.map((sync, i) => sync / t.bareEventsPerS[i]!);
  const ratio = median(ratios);
  return `sync ${perSecond(median(t.syncEventsPerS))} events/s vs bare ${perSecond(median(t.bareEventsPerS))} events/s (medians), ratio ${ratio.toFixed(2)} (issue 23 budget ≥ 0.70; rounds ${ratios.map((r) => r.toFixed(2)).join(', ')})`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await runSyncBench((title, header, body) => console.log(`\n${title}\n${header.join(' | ')}\n${body.map((r) => r.join(' | ')).join('\n')}`));
  for (const [what, value] of rows) console.log(`${what}: ${value}`);
}
