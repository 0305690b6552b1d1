// Error reports are stored with the tenant and the record's fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { errorReports } from '../db/schema.ts';
import { createTestApp, XSRF_OK, type TestApp } from '../test/helper.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('POST /error-reports', () => {
  it('stores each report with its tenant, product and telemetry', async () => {
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/api/2.0/cq/error-reports',
      headers: { ...XSRF_OK, 'user-agent': 'vitest' },
      payload: {
        reports: [
          { level: 5, errorName: 'Init', errorType: 'critical', errorMessage: 'init failed', errorProductId: 'DE-123', userId: 'guest', country: 'de', date: 1_700_000_000_000 },
          { level: 4, errorName: 'Error', errorType: 'regular', errorMessage: 'second' },
        ],
        telemetry: [{ at: 1, name: 'route.change', data: '/de/' }],
      },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ stored: 2 });
    const rows = await app.testDb.database.db.select().from(errorReports).orderBy(desc(errorReports.id));
    const critical = rows.find((row) => row.errorName === 'Init');
    expect(critical).toMatchObject({ tenant: 'cq', level: 5, errorType: 'critical', productId: 'DE-123', country: 'de', userAgent: 'vitest' });
    expect(critical?.telemetry).toEqual([{ at: 1, name: 'route.change', data: '/de/' }]);
  });

  it('refuses more than 60 reports in one call', async () => {
    const reports = Array.from({ length: 61 }, () => ({ level: 4, errorName: 'Error', errorType: 'regular', errorMessage: 'x' }));
    const response = await app.fastify.inject({ method: 'POST', url: '/api/2.0/eq/error-reports', headers: XSRF_OK, payload: { reports } });
    expect(response.statusCode).toBe(400);
  });

  it('refuses more than 100 telemetry events', async () => {
    const telemetry = Array.from({ length: 101 }, (_, at) => ({ at, name: 'e' }));
    const response = await app.fastify.inject({
      method: 'POST',
      url: '/api/2.0/eq/error-reports',
      headers: XSRF_OK,
      payload: { reports: [{ level: 4, errorName: 'Error', errorType: 'regular', errorMessage: 'x' }], telemetry },
    });
    expect(response.statusCode).toBe(400);
  });
});
