// A database that cannot be reached is the infrastructure's fault, answered 503 with Retry-After and counted for the
// operator; anything else a statement throws is still a 500. On PostgreSQL, a connection whose backend is killed in
// the middle of a transaction (what a restart does) fails that transaction and never takes the process down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';
import { databaseHealth } from './databaseHealth.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { openDatabase } from './open.ts';
import { queryDatabase } from '../test/postgres.ts';

const pgError = (code: string, message = 'boom') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an administrator shutdown (a restart)', pgError('57P01', 'terminating connection due to administrator command')],
    ['a server starting up', pgError('57P03', 'the database system is starting up')],
    ['too many connections', pgError('53300', 'sorry, too many clients already')],
    ['a connection exception class', pgError('08006', 'connection failure')],
    ['a read-only standby after a failover', pgError('25006', 'cannot execute INSERT in a read-only transaction')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['a connection ended under a statement', new Error('Connection terminated unexpectedly')],
    ['a driver error wrapped by Drizzle', Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) })],
  ])('%s is unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', pgError('42601', 'syntax error at or near "selec"')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('an API call while the database is unreachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      extraRoutes: (fastify) => {
        fastify.get('/api/2.0/eq/test-restart', async () => Promise.reject(pgError('57P01', 'terminating connection due to administrator command')));
        fastify.get('/api/2.0/eq/test-bug', async () => Promise.reject(new TypeError('a bug')));
      },
    });
  });
  afterAll(() => app.close());

  it('answers 503 with Retry-After and a message, counts it on /metrics, and a bug still answers 500', async () => {
    const before = databaseHealth.figures().unavailableAnswers;
    const answer = await app.fastify.inject({ method: 'GET', url: '/api/2.0/eq/test-restart' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ error: 'service_unavailable', message: expect.stringMatching(/briefly unavailable/) as unknown, retry_after_s: 5 });
    expect(databaseHealth.figures().unavailableAnswers).toBe(before + 1);
    expect(await app.metrics.render()).toMatch(/examquiz_database_unavailable_answers_total [1-9]\d*/);
    const bug = await app.fastify.inject({ method: 'GET', url: '/api/2.0/eq/test-bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
  });
});

describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')('a connection killed inside a transaction (a restart)', () => {
  it('fails that transaction, keeps the process, and the next statement opens a fresh connection', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    try {
      const lostBefore = databaseHealth.figures().connectionErrors;
      const transaction = database.db.transaction(async (tx) => {
        const { rows } = (await tx.execute('select pg_backend_pid() as pid')) as unknown as { rows: { pid: number }[] };
        const pid = rows[0]!.pid;
        // Between two statements, holding the connection: the backend goes away as in a restart.
        await queryDatabase(url, 'select pg_terminate_backend($1)', [pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute('select 1');
      });
      const failure = await transaction.then(() => null, (error: unknown) => error);
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      expect(databaseHealth.figures().connectionErrors).toBeGreaterThan(lostBefore);
      const { rows } = (await database.db.execute('select 41 + 1 as answer')) as unknown as { rows: { answer: number }[] };
      expect(rows[0]!.answer).toBe(42);
    } finally {
      await database.close();
    }
  });
});
