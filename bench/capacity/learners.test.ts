import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { SyncRequestSchema } from '../../server/routes/exam/syncSchemas.ts';
import { capacitySteps } from '../capacity.ts';
import { acceptCatalog, acceptTokens, examStartBatch, practiceBatch, type Learner } from './learners.ts';

const learner = (): Learner => ({
  userId: 'c0ffee00-0000-4000-8000-000000000001',
  clientId: 'c0ffee00-0000-4000-8000-000000000002',
  refreshToken: 'r0',
  accessToken: 'a0',
  tokenExpiresAt: 0,
  seq: 0,
  question: 1,
  started: false,
  lastAt: 0,
  catalogEtag: '"e0"',
});

// The exam-sync body schema behind Fastify's validator, with the app's Ajv options (server/app.ts: unknown properties
// refused, not removed): what the route would say to the bench's payloads.
const validator = Fastify({ ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } } });
validator.post('/exam-sync', { schema: { body: SyncRequestSchema } }, async () => 'valid');
afterAll(() => validator.close());
async function accepted(body: unknown): Promise<boolean> {
  const response = await validator.inject({ method: 'POST', url: '/exam-sync', payload: body as object });
  return response.statusCode === 200;
}

type Body = { clientId: string; entries: { seq: number; idempotencyKey: string; event: { type: string; at: number; question?: number } }[] };
const bodyOf = (spec: { body?: string }): Body => JSON.parse(spec.body!) as Body;

it('sends what the server accepts: the start in the first batch only, then 1–5 answers continuing in order', async () => {
  const device = learner();
  const batches = Array.from({ length: 40 }, () => bodyOf(practiceBatch(device)));
  for (const batch of batches) expect(await accepted(batch)).toBe(true);
  expect(await accepted({ ...batches[0], unknown: 1 })).toBe(false); // the check can fail

  const entries = batches.flatMap((batch) => batch.entries);
  expect(entries.filter((entry) => entry.event.type === 'exam.start')).toEqual([batches[0]!.entries[0]]);
  for (const batch of batches) expect(batch.entries.filter((entry) => entry.event.type === 'answer.select').length).toBeGreaterThanOrEqual(1);
  for (const batch of batches) expect(batch.entries.filter((entry) => entry.event.type === 'answer.select').length).toBeLessThanOrEqual(5);
  // One outbox: seq and idempotency keys never repeat, event times only grow, questions follow 1, 2, … 100, 1, …
  expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_, i) => i));
  expect(new Set(entries.map((entry) => entry.idempotencyKey)).size).toBe(entries.length);
  expect(entries.every((entry, i) => i === 0 || entry.event.at > entries[i - 1]!.event.at)).toBe(true);
  const questions = entries.slice(1).map((entry) => entry.event.question);
  expect(questions).toEqual(questions.map((_, i) => (i % 100) + 1));
});

it("starts the exam-day attempt with answers within that exam's questions", async () => {
  const device = learner();
  device.question = 90; // far into the practice attempt: the exam still starts at its question 1
  const batch = bodyOf(examStartBatch(device));
  expect(await accepted(batch)).toBe(true);
  expect(batch.entries[0]!.event.type).toBe('exam.start');
  expect(batch.entries.slice(1).map((entry) => entry.event.question)).toEqual(batch.entries.slice(1).map((_, i) => i + 1));
});

it('keeps what the device keeps: rotated tokens, a changed catalog ETag; anything else is an error', () => {
  const device = learner();
  expect(acceptTokens(device, 200, JSON.stringify({ access_token: 'a1', refresh_token: 'r1', expires_in: 3600, token_type: 'Bearer' }))).toBe(true);
  expect(device.tokenExpiresAt).toBeGreaterThan(Date.now() + 3500_000);
  expect([device.accessToken, device.refreshToken]).toEqual(['a1', 'r1']);
  expect(acceptTokens(device, 400, '{"error":"invalid_grant"}')).toBe(false);
  expect(acceptCatalog(device, 304, undefined)).toBe('unchanged');
  expect(acceptCatalog(device, 200, '"e1"')).toBe('changed');
  expect(device.catalogEtag).toBe('"e1"');
  expect(acceptCatalog(device, 500, undefined)).toBe(false);
});

it('steps 1,000, 2,000, 4,000 then every 2,000 up to the maximum; a short trial below 1,000', () => {
  expect(capacitySteps(10_000, undefined)).toEqual([1000, 2000, 4000, 6000, 8000, 10_000]);
  expect(capacitySteps(5000, undefined)).toEqual([1000, 2000, 4000]);
  expect(capacitySteps(200, undefined)).toEqual([50, 100, 200]);
  expect(capacitySteps(20_000, '300,600')).toEqual([300, 600]);
});
