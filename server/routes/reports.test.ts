// Reporting events (issue 15): POST reports stores each event once by its eventId (guests by device id, signed-in
// learners as themselves), refuses what the country does not collect; operators read them as JSON and as CSV with
// hostile cells neutralised; nobody else can.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { bearer, jsonCall, api } from '../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../test/users.ts';
import { cloudProduct } from '../test/exam.ts';
import { products, questionBanks, questionReviews, users } from '../db/schema.ts';
import { makeOperator } from '../services/operators.ts';
import type { Tenant } from '@domain/markets/types.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const report = (overrides: Record<string, unknown> = {}) => ({
  eventId: crypto.randomUUID(),
  type: 'question_feedback',
  country: 'de',
  productId: cloudProduct('de'),
  questionId: 'q1',
  reason: 'typo',
  comment: 'Option B has a typo',
  at: Date.UTC(2030, 0, 1),
  ...overrides,
});

async function learner(tenant: Tenant = 'eq') {
  const userId = await insertTestUser(app, tenant);
  return { userId, headers: bearer(await mintAccessToken(app, userId, { tenant })) };
}

async function operator(tenant: Tenant = 'eq') {
  const { userId, headers } = await learner(tenant);
  await app.testDb.database.db.update(users).set({ roles: ['learner', 'operator'] }).where(eq(users.id, userId));
  return headers;
}

const send = (body: unknown, headers: Record<string, string> = {}) => jsonCall(app, 'POST', 'reports', body, { headers });

describe('POST reports', () => {
  it('stores a signed-in learner’s event once however often it is sent', async () => {
    const { userId, headers } = await learner();
    const event = report();
    const first = await send({ events: [event] }, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ results: [{ eventId: event.eventId, status: 'stored' }] });
    const again = await send({ events: [event, event] }, headers);
    expect(again.json()).toEqual({ results: [{ eventId: event.eventId, status: 'duplicate' }, { eventId: event.eventId, status: 'duplicate' }] });

    const list = await jsonCall(app, 'GET', `operator/reports?productId=${event.productId}`, undefined, { headers: await operator() });
    const mine = list.json<{ events: { eventId: string; userId: string; comment: string }[] }>().events.filter((row) => row.eventId === event.eventId);
    expect(mine).toEqual([expect.objectContaining({ userId, comment: 'Option B has a typo', deviceId: null })]);
  });

  it('takes a guest’s events with the device id and asks for one otherwise', async () => {
    const deviceId = crypto.randomUUID();
    const event = report({ type: 'simulator_feedback', reason: 'great', questionId: undefined, comment: '' });
    const stored = await send({ events: [event], deviceId });
    expect(stored.json()).toEqual({ results: [{ eventId: event.eventId, status: 'stored' }] });
    const noDevice = await send({ events: [report()] });
    expect(noDevice.statusCode).toBe(400);
    expect(noDevice.json()).toMatchObject({ error: 'device_id_required' });
  });

  it('refuses per event what is not a valid report and stores the rest; a stale token is 401, not a guest', async () => {
    const { headers } = await learner();
    const good = report();
    const badReason = report({ reason: 'because' });
    const noQuestion = report({ questionId: undefined });
    const response = await send({ events: [good, badReason, noQuestion] }, headers);
    expect(response.json()).toEqual({
      results: [
        { eventId: good.eventId, status: 'stored' },
        { eventId: badReason.eventId, status: 'rejected', reason: 'bad-reason' },
        { eventId: noQuestion.eventId, status: 'rejected', reason: 'question-required' },
      ],
    });
    const stale = await send({ events: [report()], deviceId: crypto.randomUUID() }, { authorization: 'Bearer not-a-token' });
    expect(stale.statusCode).toBe(401);
    const unknownField = await send({ events: [{ ...report(), extra: 1 }] }, headers);
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toHaveProperty('message');
  });
});

describe('operator reads', () => {
  it('are refused to guests (401) and learners (403)', async () => {
    expect((await jsonCall(app, 'GET', 'operator/reports')).statusCode).toBe(401);
    const { headers } = await learner();
    const refused = await jsonCall(app, 'GET', 'operator/reports.csv', undefined, { headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'not_operator' });
  });

  it('filter by type and stream CSV with hostile cells neutralised', async () => {
    const { headers } = await learner();
    const productId = cloudProduct('at');
    const hostile = [report({ productId, country: 'at', comment: '=HYPERLINK("http://evil","x")' }), report({ productId, country: 'at', comment: '\t+cmd|calc' }), report({ productId, country: 'at', type: 'ai_demo_error', reason: '@SUM(1)', questionId: undefined, comment: '-2+3' })];
    await send({ events: hostile }, headers);
    const ops = await operator();
    const onlyQuestions = await jsonCall(app, 'GET', `operator/reports?type=question_feedback&productId=${productId}`, undefined, { headers: ops });
    expect(onlyQuestions.json<{ events: unknown[] }>().events).toHaveLength(2);

    const csv = await app.fastify.inject({ method: 'GET', url: api(`operator/reports.csv?productId=${productId}`), headers: ops });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="report-events-eq-/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]!.split(',')[0]).toBe('eventId');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`'=HYPERLINK(""http://evil"",""x"")`);
    expect(lines[2]).toContain(`'\t+cmd|calc`);
    expect(lines[3]).toContain(`,'@SUM(1),'-2+3,`);
    for (const line of lines.slice(1)) expect(line.split(',').some((cell) => /^[=+\-@\t]/.test(cell))).toBe(false);

    const badRange = await jsonCall(app, 'GET', 'operator/reports?since=2030-01-02T00:00:00Z&until=2030-01-01T00:00:00Z', undefined, { headers: ops });
    expect(badRange.statusCode).toBe(400);
  });

  it("show the question fixer's review list to operators only, as JSON and as CSV with hostile cells neutralised", async () => {
    await app.testDb.database.db.insert(questionReviews).values({
      bankId: 'cloud-fundamentals',
      locale: 'en',
      questionId: 'cf-007',
      evidence: ['=HYPERLINK("http://evil")', '12 strong learners chose B'],
      proposal: { correct: ['B'], explanation: 'B is the shared-responsibility answer.' },
      confidencePercent: 80,
    });
    expect((await jsonCall(app, 'GET', 'operator/reviews')).statusCode).toBe(401);
    expect((await jsonCall(app, 'GET', 'operator/reviews', undefined, { headers: (await learner()).headers })).statusCode).toBe(403);
    const ops = await operator();
    const list = await jsonCall(app, 'GET', 'operator/reviews', undefined, { headers: ops });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ reviews: unknown[] }>().reviews).toContainEqual(
      expect.objectContaining({ status: 'open', bank: 'cloud-fundamentals', question: 'cf-007', confidencePercent: 80, proposedKey: 'B' }),
    );
    const csv = await app.fastify.inject({ method: 'GET', url: api('operator/reviews.csv'), headers: ops });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('cf-007');
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil""); 12 strong learners chose B"`);
  });

  it("show each tenant's operator only the reviews of its own tenant's questions, in the list and the CSV", async () => {
    // A bank only a cq product uses: its review is the cq operator's, never the eq operator's.
    const db = app.testDb.database.db;
    await db.insert(questionBanks).values({ bankId: 'cq-only-bank', locale: 'en', title: 'cq only', topics: [], version: '1' });
    const [cqProduct] = await db.select({ id: products.productId }).from(products).where(eq(products.tenant, 'cq')).limit(1);
    await db.update(products).set({ bankId: 'cq-only-bank', bankLocale: 'en' }).where(eq(products.productId, cqProduct!.id));
    await db.insert(questionReviews).values({ bankId: 'cq-only-bank', locale: 'en', questionId: 'cq-only-001', evidence: ['x'], confidencePercent: 50 });
    await db.insert(questionReviews).values({ bankId: 'bank-of-nobody', locale: 'en', questionId: 'elsewhere-001', evidence: ['x'], confidencePercent: 50 });
    const cqOps = await operator('cq');
    const eqOps = await operator();
    const cqList = await jsonCall(app, 'GET', 'operator/reviews', undefined, { headers: cqOps, tenant: 'cq' });
    expect(cqList.statusCode).toBe(200);
    expect(cqList.json<{ reviews: { question: string }[] }>().reviews.map((review) => review.question)).toContain('cq-only-001');
    expect(JSON.stringify(cqList.json())).not.toContain('elsewhere-001');
    const eqList = (await jsonCall(app, 'GET', 'operator/reviews', undefined, { headers: eqOps })).json<{ reviews: { question: string }[] }>();
    expect(eqList.reviews.map((review) => review.question)).not.toContain('cq-only-001');
    expect(eqList.reviews.map((review) => review.question)).not.toContain('elsewhere-001');
    const eqCsv = await app.fastify.inject({ method: 'GET', url: api('operator/reviews.csv'), headers: eqOps });
    expect(eqCsv.statusCode).toBe(200);
    expect(eqCsv.body).not.toContain('cq-only-001');
    expect(eqCsv.headers['content-disposition']).toContain('question-reviews-eq-');
    const cqCsv = await app.fastify.inject({ method: 'GET', url: api('operator/reviews.csv', 'cq'), headers: cqOps });
    expect(cqCsv.body).toContain('cq-only-001');
  });

  it('operator:create makes a new account an operator, or promotes an existing one once', async () => {
    const email = `ops-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const created = await makeOperator(app.testDb.database.db, 'eq', email);
    expect(created.kind).toBe('created');
    expect((await makeOperator(app.testDb.database.db, 'eq', email.toUpperCase())).kind).toBe('already-operator');
    const { userId } = await learner();
    const [row] = await app.testDb.database.db.select().from(users).where(eq(users.id, userId));
    expect((await makeOperator(app.testDb.database.db, 'eq', row!.email)).kind).toBe('promoted');
    const [after] = await app.testDb.database.db.select().from(users).where(eq(users.id, userId));
    expect(after!.roles).toEqual(['learner', 'operator']);
    expect((await makeOperator(app.testDb.database.db, 'eq', 'not an address')).kind).toBe('bad-email');
  });
});
