// The catalog generator (no model configured) through the real API: the site's own topics, questions only from
// what free products serve (property test: never a paid bank's question), 3–5 topics, storage, rate limit, feedback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { jsonCall } from '../test/auth.ts';
import { entitledUser } from '../test/commerce.ts';
import { cloudDemo, cloudProduct, demoQuestions, readBank } from '../test/exam.ts';
import type { Catalog, CatalogProduct } from '@domain/catalog/types.ts';
import type { ProductQuestions } from '@domain/exam/productQuestions.ts';
import { COUNTRY_CODES, type CountryCode } from '@domain/markets/types.ts';
import { MARKETS } from '@domain/markets/countries.ts';
import { normaliseText } from '@domain/aiQuiz/checks.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true, config: { ai: { llm: null, quizzesPerHourPerUser: 1000, quizzesPerHourPerAddress: 1000, fixIntervalMin: 0 } } });
});
afterAll(() => app.close());

type Topics = { topics: { id: string; name: string }[]; generator: string };
type Quiz = { quizId: string; generator: string; questions: ProductQuestions['questions']; quiz: ProductQuestions };

async function topics(query: string): Promise<Topics> {
  const response = await jsonCall(app, 'GET', `ai/topics?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Topics>();
}
const createQuiz = (body: Record<string, unknown>, remoteAddress?: string) =>
  app.fastify.inject({ method: 'POST', url: '/api/2.0/eq/ai/quiz', headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' }, payload: JSON.stringify(body), remoteAddress });

/** Texts each site serves through its free and its paid products, read through the API as a buyer of everything would. */
async function servedTexts(country: CountryCode) {
  const catalog = (await jsonCall(app, 'GET', `buy/getProductCatalog?country=${country}`)).json<Catalog>();
  const all: CatalogProduct[] = Object.values(catalog).flatMap((s) => Object.values(s.categories).flatMap((c) => c.products));
  const buyer = await entitledUser(app, all.filter((product) => product.pricing.amountMinor > 0).map((product) => product.productId));
  const free = new Set<string>();
  const paid = new Set<string>();
  for (const product of all) {
    const response = await jsonCall(app, 'GET', `products/${product.productId}/questions`, undefined, { headers: buyer.headers });
    expect(response.statusCode, response.body).toBe(200);
    const questions = response.json<ProductQuestions>().questions;
    for (const question of questions) (product.pricing.amountMinor === 0 ? free : paid).add(normaliseText(question.text));
  }
  return { free, paidOnly: new Set([...paid].filter((text) => !free.has(text))) };
}

describe('catalog generator', () => {
  it("offers 15 of the site's own topics, from every bank with a free demo, in its language, labelled catalog", async () => {
    const list = await topics('country=de');
    expect(list.generator).toBe('catalog');
    // The demo seed's free demos serve ten questions spread over every topic of their bank: 4 banks × 6 topics.
    expect(list.topics).toHaveLength(15);
    expect(new Set(list.topics.map((t) => t.id)).size).toBe(15);
    expect(list.topics.every((t) => /^cat\.[a-z0-9-]+\.[a-z0-9-]+$/.test(t.id))).toBe(true);
    const banks = new Set(list.topics.map((t) => t.id.split('.')[1]));
    expect([...banks].sort()).toEqual(['cloud-fundamentals', 'networking-basics', 'project-management', 'security-fundamentals']);
    // German topic names from the banks, e.g. the cloud bank's.
    const bank = readBank('cloud-fundamentals', 'de');
    expect(list.topics.find((t) => t.id === 'cat.cloud-fundamentals.service-models')!.name).toBe(bank.topics.find((t) => t.id === 'service-models')!.name);
    // A product's own bank first: all six of its topics, then the rest of the site.
    const forProduct = await topics(`country=de&productId=${cloudProduct('de')}`);
    expect(forProduct.topics).toHaveLength(15);
    expect(forProduct.topics.slice(0, 6).map((t) => t.id).sort()).toEqual(bank.topics.map((t) => `cat.cloud-fundamentals.${t.id}`).sort());
  });

  it('offers 15 topics on every site where AI quizzes are active', async () => {
    const sites = COUNTRY_CODES.filter((country) => MARKETS[country].ai.demoTopics.active);
    expect(sites.length).toBeGreaterThan(10);
    for (const country of sites) expect((await topics(`country=${country}`)).topics, country).toHaveLength(15);
  });

  it('makes a stored quiz from 3 topics (every free question they have), served again by products/{quizId}/questions', async () => {
    const list = await topics('country=de');
    const chosen = list.topics.slice(0, 3).map((t) => t.id);
    const free = chosen.flatMap((id) => {
      const [, bankId, topic] = id.split('.');
      return demoQuestions(bankId!, 'de').filter((q) => q.topic === topic);
    });
    expect(free.length).toBeGreaterThanOrEqual(3);
    const response = await createQuiz({ country: 'de', topics: chosen });
    expect(response.statusCode, response.body).toBe(201);
    const quiz = response.json<Quiz>();
    expect(quiz.generator).toBe('catalog');
    expect(quiz.quizId).toMatch(/^ai-cat-/);
    expect(quiz.questions).toHaveLength(Math.min(20, free.length));
    expect(quiz.questions.map((q) => normaliseText(q.text)).sort()).toEqual(free.map((q) => normaliseText(q.text)).sort());
    expect(quiz.questions.every((q) => chosen.includes(q.topic))).toBe(true);
    expect(new Set(quiz.questions.map((q) => q.topic)).size).toBe(3);
    const again = await jsonCall(app, 'GET', `products/${quiz.quizId}/questions`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(quiz.quiz);
  });

  it('never serves a question only a paid product has (property over topic choices and sites)', async () => {
    const sites: CountryCode[] = ['de', 'fr', 'in'];
    const texts = Object.fromEntries(await Promise.all(sites.map(async (c) => [c, await servedTexts(c)] as const)));
    const lists = Object.fromEntries(await Promise.all(sites.map(async (c) => [c, (await topics(`country=${c}`)).topics] as const)));
    expect(texts.de!.paidOnly.size).toBeGreaterThan(100);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...sites), fc.uniqueArray(fc.integer({ min: 0, max: 14 }), { minLength: 3, maxLength: 5 }), async (country, picks) => {
        const response = await createQuiz({ country, topics: picks.map((i) => lists[country]![i]!.id) });
        expect(response.statusCode, response.body).toBe(201);
        for (const question of response.json<Quiz>().questions) {
          const text = normaliseText(question.text);
          expect(texts[country]!.free.has(text)).toBe(true);
          expect(texts[country]!.paidOnly.has(text)).toBe(false);
        }
      }),
      { numRuns: 30 },
    );
  }, 60_000);

  it.each([
    [2, 'too_few_topics', /at least 3/],
    [6, 'too_many_topics', /at most 5/],
  ])('refuses %i topics with a 400 and a message', async (n, error, message) => {
    const list = await topics('country=de');
    const ids = [...list.topics.map((t) => t.id), 'cat.more.a', 'cat.more.b'].slice(0, n);
    const response = await createQuiz({ country: 'de', topics: ids });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error, message: expect.stringMatching(message) });
  });

  it('refuses unknown topics (422), unknown products (404) and countries without AI (404)', async () => {
    const unknown = await createQuiz({ country: 'de', topics: ['cat.x.a', 'cat.x.b', 'cat.x.c'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: 'unknown_topic' });
    expect((await jsonCall(app, 'GET', 'ai/topics?country=de&productId=NOPE')).statusCode).toBe(404);
    const nl = await jsonCall(app, 'GET', 'ai/topics?country=nl');
    expect(nl.statusCode).toBe(404);
    expect(nl.json()).toMatchObject({ error: 'ai_not_active' });
  });

  it('limits generation per client address with a 429 and retry_after_s', async () => {
    const limited = await createTestApp({ seed: true, config: { ai: { llm: null, quizzesPerHourPerUser: 1000, quizzesPerHourPerAddress: 2, fixIntervalMin: 0 } } });
    try {
      const list = (await jsonCall(limited, 'GET', 'ai/topics?country=de')).json<Topics>();
      const body = JSON.stringify({ country: 'de', topics: list.topics.slice(0, 3).map((t) => t.id) });
      const call = (remoteAddress: string) =>
        limited.fastify.inject({ method: 'POST', url: '/api/2.0/eq/ai/quiz', headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' }, payload: body, remoteAddress });
      expect((await call('203.0.113.7')).statusCode).toBe(201);
      expect((await call('203.0.113.7')).statusCode).toBe(201);
      const third = await call('203.0.113.7');
      expect(third.statusCode).toBe(429);
      expect(third.json<{ retry_after_s: number }>().retry_after_s).toBeGreaterThan(3000);
      expect((await call('203.0.113.8')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('POST ai/feedback', () => {
  const flag = (body: Record<string, unknown>) => jsonCall(app, 'POST', 'ai/feedback', { kind: 'question_feedback', reason: 'wrong-key', comment: 'B ist richtig', ...body });

  it('stores a flag on a generated question in Germany once, however often the device retries', async () => {
    const list = await topics('country=de');
    const quiz = (await createQuiz({ country: 'de', topics: list.topics.slice(0, 3).map((t) => t.id) })).json<Quiz>();
    const body = { eventId: 'evt-0000-0001', country: 'de', productId: quiz.quizId, questionId: quiz.questions[0]!.id };
    const first = await flag(body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ status: 'stored' });
    expect((await flag(body)).json()).toEqual({ status: 'already-stored' });
  });

  it('collects flags only where the country does (SPEC §6): not on a German full product, not in France; Italy on full products', async () => {
    const de = await flag({ eventId: 'evt-0000-0002', country: 'de', productId: cloudProduct('de'), questionId: 'cf-001' });
    expect(de.statusCode).toBe(403);
    expect(de.json()).toMatchObject({ error: 'feedback_not_collected' });
    expect((await flag({ eventId: 'evt-0000-0003', country: 'de', productId: cloudDemo('de'), questionId: 'cf-001' })).statusCode).toBe(201);
    expect((await flag({ eventId: 'evt-0000-0004', country: 'fr', productId: cloudDemo('fr'), questionId: 'cf-001' })).statusCode).toBe(403);
    expect((await flag({ eventId: 'evt-0000-0005', country: 'it', productId: cloudProduct('it'), questionId: 'cf-001' })).statusCode).toBe(201);
    // AI demo errors are reported everywhere.
    expect((await jsonCall(app, 'POST', 'ai/feedback', { kind: 'ai_demo_error', eventId: 'evt-0000-0006', country: 'fr', productId: cloudDemo('fr'), comment: 'timeout' })).statusCode).toBe(201);
  });
});
