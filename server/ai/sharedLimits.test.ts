// The AI generation limit holds across API processes: two real server processes (`node server/main.ts`) on one
// PostgreSQL database, limit 2 an hour per address: two quizzes on the first, the third, on the second process, is a
// 429. Needs PostgreSQL (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres); skipped without it.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from '../test/processes.ts';
import { withDatabase } from '../test/databases.ts';
import { createDatabase, dropDatabase, POSTGRES_URL as BASE_URL, postgresAnswers } from '../test/postgres.ts';

const available = await postgresAnswers();

const name = `ailimit_${crypto.randomBytes(5).toString('hex')}`;
const servers: ServerProcess[] = [];

// These run on PostgreSQL whatever the project: once, in the PostgreSQL project when there is one.
const otherProjectRunsIt = process.env.TEST_DB_KIND === 'pglite' && Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!available || otherProjectRunsIt)('AI generation limits across two processes', () => {
  beforeAll(async () => {
    await createDatabase(BASE_URL, name);
    const env = { DATABASE_URL: withDatabase(BASE_URL, name), AI_QUIZZES_PER_HOUR_PER_ADDRESS: '2', AI_QUIZZES_PER_HOUR_PER_USER: '1000', LOG_LEVEL: 'warn', JWT_SECRET: crypto.randomBytes(32).toString('hex') };
    for (const port of [await freePort(), await freePort()]) servers.push(startServerProcess(port, env));
    await Promise.all(servers.map((server) => server.ready(150_000)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    if (available) await dropDatabase(BASE_URL, name);
  });

  it('counts one limit for both processes', { timeout: 60_000 }, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const topics = (await (await fetch(`http://127.0.0.1:${a.port}/api/2.0/eq/ai/topics?country=de`)).json()) as { topics: { id: string }[] };
    const body = JSON.stringify({ country: 'de', topics: topics.topics.slice(0, 3).map((topic) => topic.id) });
    const quiz = (server: ServerProcess) =>
      fetch(`http://127.0.0.1:${server.port}/api/2.0/eq/ai/quiz`, { method: 'POST', headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' }, body });
    expect((await quiz(a)).status).toBe(201);
    expect((await quiz(a)).status).toBe(201);
    const third = await quiz(b);
    expect(third.status).toBe(429);
    expect(((await third.json()) as { retry_after_s: number }).retry_after_s).toBeGreaterThan(3000);
  });
});
