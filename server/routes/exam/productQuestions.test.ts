// GET products/:productId/questions: the ProductQuestions shape, the site's language, free demo limit, 404, ETag;
// a full product only for a buyer (issue 13: 401 / 403 otherwise, and never publicly cached).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { api } from '../../test/auth.ts';
import { cloudDemo, cloudProduct, demoQuestions, networkingProduct, readBank } from '../../test/exam.ts';
import type { ProductQuestionsPayload } from '../../services/productQuestions.ts';
import type { CountryCode, Tenant } from '@domain/markets/types.ts';
import { entitledUser } from '../../test/commerce.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const get = (productId: string, tenant: Tenant = 'eq', headers: Record<string, string> = {}) =>
  app.fastify.inject({ url: api(`products/${encodeURIComponent(productId)}/questions`, tenant), headers });

describe('GET products/:productId/questions', () => {
  /** A full product, read by a user entitled to it. */
  async function getBought(productId: string, tenant: Tenant = 'eq', headers: Record<string, string> = {}) {
    const buyer = await entitledUser(app, [productId], tenant);
    return get(productId, tenant, { ...buyer.headers, ...headers });
  }

  it('serves the whole bank of a full product with topics, passing percentage and time', async () => {
    const response = await getBought(cloudProduct('de'));
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductQuestionsPayload>();
    const bank = readBank('cloud-fundamentals', 'de');
    expect(body).toMatchObject({ productId: cloudProduct('de'), title: 'Cloud-Grundlagen', passingPercent: 70, timeToFinishMs: 1_200_000, version: expect.any(String) });
    expect(body.questions).toHaveLength(bank.questions.length);
    expect(body.questions[0]).toEqual(bank.questions[0]);
    expect(body.topics).toEqual(bank.topics.map((t) => ({ ...t, questionCount: bank.questions.filter((q) => q.topic === t.id).length })));
  });

  it('serves ten questions of a free demo, spread over every topic of its bank, in bank order', async () => {
    const body = (await get(cloudDemo('fr'))).json<ProductQuestionsPayload>();
    const bank = readBank('cloud-fundamentals', 'fr');
    expect(body.questions.map((q) => q.id)).toEqual(demoQuestions('cloud-fundamentals', 'fr').map((q) => q.id));
    expect(body.questions).toHaveLength(10);
    expect(body.topics.map((t) => t.id)).toEqual(bank.topics.map((t) => t.id));
    expect(body.topics.reduce((sum, t) => sum + t.questionCount, 0)).toBe(10);
    // 10 over 6 topics: the first four in the bank's order have two, the others one.
    expect(body.topics.map((t) => t.questionCount)).toEqual([2, 2, 2, 2, 1, 1]);
    const positions = body.questions.map((q) => bank.questions.findIndex((b) => b.id === q.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it.each<[CountryCode, Tenant, string]>([
    ['de', 'eq', 'de'],
    ['at', 'eq', 'de'],
    ['be', 'eq', 'nl'],
    ['br', 'eq', 'pt'],
    ['it', 'eq', 'it'],
    ['mx', 'eq', 'es'],
    ['fr', 'eq', 'fr'],
    ['gb', 'eq', 'en'],
    ['in', 'eq', 'en'],
    ['de', 'cq', 'en'],
    ['fr', 'cq', 'en'],
  ])('speaks the site language: %s on %s → %s', async (country, tenant, locale) => {
    const body = (await getBought(networkingProduct(country, tenant), tenant)).json<ProductQuestionsPayload>();
    expect(body.questions[0]!.text).toBe(readBank('networking-basics', locale).questions[0]!.text);
  });

  it('answers a repeat read with 304 via ETag; a free demo is cached publicly', async () => {
    const first = await get(cloudDemo('it'));
    expect(first.headers['cache-control']).toMatch(/^public, max-age/);
    const second = await get(cloudDemo('it'), 'eq', { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it("keeps a full product's bank for its buyers: 401 without a token, 403 not_entitled without the product, private when sent", async () => {
    const productId = cloudProduct('it');
    const anonymous = await get(productId);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('"correct"');
    const buyer = await entitledUser(app, [productId]);
    const other = await entitledUser(app, [cloudProduct('de')]);
    const refused = await get(productId, 'eq', other.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'not_entitled', message: expect.any(String) });
    const bought = await get(productId, 'eq', buyer.headers);
    expect(bought.statusCode).toBe(200);
    expect(bought.headers['cache-control']).toMatch(/^private/);
    expect(bought.headers.vary).toContain('authorization');
    const again = await get(productId, 'eq', { ...buyer.headers, 'if-none-match': String(bought.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown product, or another tenant’s, with 404', async () => {
    for (const [id, tenant] of [['DE-eq-nothing', 'eq'], [cloudProduct('de', 'cq'), 'eq'], [cloudProduct('de', 'eq'), 'cq']] as const) {
      const response = await get(id, tenant);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'unknown_product' });
    }
  });
});
