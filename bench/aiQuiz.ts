// AI quiz figures (issue 14): the catalog generator's topics and a quiz of 5 topics (every free question they have,
// up to 20) through the real API on a fresh PGlite (p50/p95), and the time our own code adds around the model calls on the LLM path (validation, checks,
// dedupe, shuffle, storage) for 20 questions, against the local fake Chat Completions server.
// Budgets: topics < 50 ms, catalog quiz < 150 ms (p95), LLM-path overhead < 30 ms. Alone: `npx tsx bench/aiQuiz.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../server/db/open.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { seedDemoIfEmpty } from '../server/seed/seedDemo.ts';
import { createChatClient, type ChatClient } from '../server/ai/chatClient.ts';
import { createLlmGenerator } from '../server/ai/llmGenerator.ts';
import { createCatalogGenerator } from '../server/ai/catalogGenerator.ts';
import { createAiQuizService } from '../server/ai/quizService.ts';
import { createHourlyLimiter } from '../server/auth/hourlyLimit.ts';
import { createDatabaseThrottleStore } from '../server/auth/throttleStore.ts';
import { spawn } from 'node:child_process';

/** bench/aiFakeModel.ts in a child process; resolves with its base URL. */
function startFakeModel(): Promise<{ baseUrl: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'aiFakeModel.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.once('data', (chunk: Buffer) => resolve({ baseUrl: chunk.toString('utf8').trim(), stop: () => child.kill('SIGTERM') }));
  });
}

type PrintTable = (title: string, header: string[], rows: string[][]) => void;

const RUNS = 200;
const LLM_RUNS = 30;
const HEADERS = { cookie: 'XSRF-TOKEN=b', 'x-xsrf-token': 'b', 'content-type': 'application/json' };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const fixed = (value: number) => value.toFixed(1);

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

/** Time inside model calls (the union of their intervals: blind votes overlap), measured around the client. */
function timingClient(chat: ChatClient) {
  let intervals: [number, number][] = [];
  const client: ChatClient = {
    async ask(...args) {
      const start = performance.now();
      try {
        return await chat.ask(...args);
      } finally {
        intervals.push([start, performance.now()]);
      }
    },
  };
  return {
    client,
    take(): number {
      const sorted = intervals.sort((a, b) => a[0] - b[0]);
      intervals = [];
      let total = 0;
      let end = -Infinity;
      for (const [s, e] of sorted) {
        if (e <= end) continue;
        total += e - Math.max(s, end);
        end = e;
      }
      return total;
    },
  };
}

export async function runAiQuizBench(printTable: PrintTable): Promise<void> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-ai-'));
  const database: Database = await openDatabase({ kind: 'pglite', dataDir: path.join(tempDir, 'db') });
  let stopFake = () => {};
  try {
    await database.migrate();
    await seedDemoIfEmpty(database.db);
    const config = { ...loadConfig({ NODE_ENV: 'production', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }), ai: { llm: null, quizzesPerHourPerUser: 1e6, quizzesPerHourPerAddress: 1e6, fixIntervalMin: 0 } };
    const app = await buildApp({ database, config });
    await app.fastify.ready();
    const topicsUrl = '/api/2.0/eq/ai/topics?country=de';
    const list = (await app.fastify.inject({ url: topicsUrl })).json<{ topics: { id: string }[] }>();
    // The most topics a learner may pick: the most questions the catalog generator serves.
    const body = JSON.stringify({ country: 'de', topics: list.topics.slice(0, 5).map((t) => t.id) });
    const topics = await timed(RUNS, () => app.fastify.inject({ url: topicsUrl }));
    const catalog = createCatalogGenerator(database.db);
    const coldTopics = await timed(30, () => createCatalogGenerator(database.db).topics({ tenant: 'eq', country: 'de', locale: 'de' }, 15));
    let questions = 0;
    const quiz = await timed(RUNS, async () => {
      const reply = await app.fastify.inject({ method: 'POST', url: '/api/2.0/eq/ai/quiz', headers: HEADERS, payload: body });
      if (reply.statusCode !== 201) throw new Error(`ai/quiz answered ${reply.statusCode}: ${reply.body}`);
      questions = reply.json<{ questions: unknown[] }>().questions.length;
    });
    await app.fastify.close();

    // LLM path: 20 valid questions, every blind vote for the key; the fake (its own process) answers at once.
    const fake = await startFakeModel();
    stopFake = fake.stop;
    const timing = timingClient(createChatClient({ baseUrl: fake.baseUrl, apiKey: undefined, model: undefined, timeoutMs: 10_000 }));
    const service = createAiQuizService({
      db: database.db,
      catalog,
      llm: createLlmGenerator(database.db, timing.client, { model: undefined }),
      limiter: createHourlyLimiter(createDatabaseThrottleStore(database.db), 'ai-generation:'),
      limits: { perUser: 1e6, perAddress: 1e6 },
    });
    const scope = { tenant: 'eq' as const, country: 'de' as const, locale: 'de' };
    const llmTopics = await service.topics(scope);
    timing.take();
    const overhead: number[] = [];
    const total: number[] = [];
    let llmQuestions = 0;
    for (let i = 0; i < LLM_RUNS; i++) {
      const start = performance.now();
      const answer = await service.createQuiz(scope, llmTopics.topics.slice(0, 3).map((t) => t.id), { userId: null, address: 'bench' });
      const elapsed = performance.now() - start;
      llmQuestions = answer.quiz.questions.length;
      total.push(elapsed);
      overhead.push(elapsed - timing.take());
    }

    printTable(
      'AI quizzes on a fresh PGlite (ms; budgets: topics < 50, catalog quiz < 150, LLM-path overhead < 30, all p95)',
      ['what', 'runs', 'p50', 'p95', 'budget'],
      [
        ['GET ai/topics (catalog, via the API)', String(RUNS), fixed(percentile(topics, 50)), fixed(percentile(topics, 95)), '50'],
        ['catalog topics, cold (fresh generator: DB read)', '30', fixed(percentile(coldTopics, 50)), fixed(percentile(coldTopics, 95)), '50'],
        [`POST ai/quiz (catalog, ${questions} questions, stored)`, String(RUNS), fixed(percentile(quiz, 50)), fixed(percentile(quiz, 95)), '150'],
        [`LLM path, ${llmQuestions} questions: total with fake model`, String(LLM_RUNS), fixed(percentile(total, 50)), fixed(percentile(total, 95)), ''],
        ['LLM path: our code around the model calls', String(LLM_RUNS), fixed(percentile(overhead, 50)), fixed(percentile(overhead, 95)), '30'],
      ],
    );
  } finally {
    stopFake();
    await database.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runAiQuizBench((title, header, rows) => {
    const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
    const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
    console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`);
  });
}
