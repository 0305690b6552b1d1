// A jobs-only replica (`npm start -- --jobs-only`): it works jobs and answers the probes and /metrics, nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true, config: { jobsOnly: true } });
});
afterAll(() => app.close());

describe('a jobs-only replica', () => {
  it('answers /health, /ready and /metrics', async () => {
    expect((await app.fastify.inject('/health')).statusCode).toBe(200);
    expect((await app.fastify.inject('/ready')).statusCode).toBe(200);
    const metrics = await app.fastify.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('examquiz_jobs{queue="mail.deliver",state="created"}');
  });

  it('serves no API, no documentation and no PWA', async () => {
    for (const url of ['/api/2.0/eq/i18n/country-languages-web', '/api/docs', '/', '/de/']) {
      expect((await app.fastify.inject(url)).statusCode, url).toBe(404);
    }
    expect(app.routes.some((route) => route.url.startsWith('/api/2.0/'))).toBe(false);
  });

  it('works jobs', async () => {
    const id = await app.jobs.enqueue(app.testDb.database.db, 'auth.prune', {});
    expect(id).not.toBeNull();
    await app.jobs.settled();
    expect((await app.jobs.boss.getJobById('auth.prune', id!))?.state).toBe('completed');
  });
});
