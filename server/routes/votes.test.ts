// Votes (issue 4): GET getVote and POST votes/:userId — first vote, repeat vote, guests, other users, averages,
// question targets, unknown products and questions, bad ratings, tenants; and the ratings in the catalog (issue 3).
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { entitledUser } from '../test/commerce.ts';
import { bearer, jsonCall } from '../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../test/users.ts';
import { cloudDemo, cloudProduct, demoQuestions, networkingProduct, readBank } from '../test/exam.ts';
import type { Tenant } from '@domain/markets/types.ts';
import type { CatalogProduct } from '@domain/catalog/types.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

async function user(tenant: Tenant = 'eq') {
  const userId = await insertTestUser(app, tenant);
  return { userId, headers: bearer(await mintAccessToken(app, userId, { tenant })) };
}

const vote = (userId: string, body: Record<string, unknown>, headers: Record<string, string> = {}, tenant: Tenant = 'eq') =>
  jsonCall(app, 'POST', `votes/${encodeURIComponent(userId)}`, body, { headers, tenant });

function getVote(query: Record<string, string>, headers: Record<string, string> = {}, tenant: Tenant = 'eq') {
  return jsonCall(app, 'GET', `getVote?${new URLSearchParams(query).toString()}`, undefined, { headers, tenant });
}

describe('POST votes/:userId', () => {
  it('thanks a first vote with 201, then answers a repeat vote with 200 already-voted and keeps the first vote', async () => {
    const productId = cloudProduct('gb');
    const { userId, headers } = await user();
    const first = await vote(userId, { productId, rating: 4 }, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ status: 'thanks', average: 4, votes: 1 });
    expect(first.headers['cache-control']).toBe('private, no-store');

    const again = await vote(userId, { productId, rating: 1 }, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already-voted', average: 4, votes: 1 });

    const read = await getVote({ productId }, headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ average: 4, votes: 1, yourVote: 4 });
    expect(read.headers['cache-control']).toBe('private, no-store');
  });

  it('lets a guest vote under the anonymous voter id their device keeps, once', async () => {
    const productId = cloudProduct('ie');
    const voterId = crypto.randomUUID();
    const first = await vote('guest', { productId, rating: 5, voterId });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ status: 'thanks', average: 5, votes: 1 });
    // The same id in capitals is the same voter.
    const again = await vote('guest', { productId, rating: 2, voterId: voterId.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'already-voted', votes: 1 });

    expect((await getVote({ productId, voterId })).json()).toEqual({ average: 5, votes: 1, yourVote: 5 });
    const anonymous = await getVote({ productId });
    expect(anonymous.json()).toEqual({ average: 5, votes: 1, yourVote: null });
    expect(anonymous.headers['cache-control']).toMatch(/^public, max-age=\d+/);

    const missing = await vote('guest', { productId, rating: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'voter_id_required' });
    expect((await vote('guest', { productId, rating: 3, voterId: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it("keeps a guest's voter id apart from user ids: a guest cannot vote as a signed-in user", async () => {
    const productId = cloudProduct('nz');
    const voterId = crypto.randomUUID();
    await insertTestUser(app);
    expect((await vote('guest', { productId, rating: 1, voterId })).statusCode).toBe(201);
    const { userId, headers } = await user();
    expect((await vote(userId, { productId, rating: 5, voterId }, headers)).json()).toEqual({ status: 'thanks', average: 3, votes: 2 });
  });

  it("refuses another user's userId with 403 and a missing token with 401", async () => {
    const productId = cloudProduct('au');
    const alice = await user();
    const bob = await user();
    expect((await vote(alice.userId, { productId, rating: 5 }, bob.headers)).statusCode).toBe(403);
    expect((await vote(alice.userId, { productId, rating: 5 })).statusCode).toBe(401);
    expect((await getVote({ productId })).json()).toEqual({ average: 0, votes: 0, yourVote: null });
  });

  it('averages the votes to one decimal, per target: the product and each question apart', async () => {
    const productId = networkingProduct('de');
    const [q1, q2] = readBank('networking-basics', 'de').questions;
    for (const rating of [5, 4, 4]) {
      const { userId, headers } = await user();
      expect((await vote(userId, { productId, rating }, headers)).statusCode).toBe(201);
    }
    expect((await getVote({ productId })).json()).toEqual({ average: 4.3, votes: 3, yourVote: null });

    const { userId, headers } = await user();
    const onQuestion = await vote(userId, { productId, questionId: q1!.id, rating: 1 }, headers);
    expect(onQuestion.json()).toEqual({ status: 'thanks', average: 1, votes: 1 });
    // A vote on a question is not a vote on the product, nor on another question.
    expect((await vote(userId, { productId, questionId: q2!.id, rating: 5 }, headers)).statusCode).toBe(201);
    expect((await vote(userId, { productId, rating: 5 }, headers)).json()).toEqual({ status: 'thanks', average: 4.5, votes: 4 });
    expect((await getVote({ productId, questionId: q1!.id }, headers)).json()).toEqual({ average: 1, votes: 1, yourVote: 1 });
  });

  it('answers an unknown product or question with 404', async () => {
    const { userId, headers } = await user();
    const unknown = await vote(userId, { productId: 'DE-eq-nothing-here', rating: 3 }, headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'unknown_product' });
    expect((await getVote({ productId: 'DE-eq-nothing-here' })).statusCode).toBe(404);

    const unknownQuestion = await vote(userId, { productId: cloudProduct('de'), questionId: 'no-such-question', rating: 3 }, headers);
    expect(unknownQuestion.statusCode).toBe(404);
    expect(unknownQuestion.json()).toMatchObject({ error: 'unknown_question' });
    // A free demo serves only ten questions of its bank's free sample: the bank's third question is not one of them.
    const served = demoQuestions('cloud-fundamentals', 'de');
    const notServed = readBank('cloud-fundamentals', 'de').questions[2]!.id;
    expect(served.map((q) => q.id)).not.toContain(notServed);
    expect((await getVote({ productId: cloudDemo('de'), questionId: notServed })).statusCode).toBe(404);
    expect((await getVote({ productId: cloudDemo('de'), questionId: served.at(-1)!.id })).statusCode).toBe(200);
  });

  it.each([0, 6, 2.5, -1, null, 'five'])('refuses the rating %j with 400', async (rating) => {
    const { userId, headers } = await user();
    const response = await vote(userId, { productId: cloudProduct('de'), rating }, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('refuses unknown fields and bad query values with 400', async () => {
    const { userId, headers } = await user();
    expect((await vote(userId, { productId: cloudProduct('de'), rating: 3, extra: true }, headers)).statusCode).toBe(400);
    expect((await vote(userId, { rating: 3 }, headers)).statusCode).toBe(400);
    expect((await getVote({ productId: cloudProduct('de'), voterId: 'x' })).statusCode).toBe(400);
    expect((await getVote({})).statusCode).toBe(400);
  });

  it('keeps tenants apart: a product of one tenant is unknown to the other', async () => {
    const { userId, headers } = await user('cq');
    expect((await vote(userId, { productId: cloudProduct('us'), rating: 5 }, headers, 'cq')).statusCode).toBe(404);
    expect((await getVote({ productId: cloudProduct('us') }, {}, 'cq')).statusCode).toBe(404);
  });
});

describe('ratings in the catalog', () => {
  it("gives every product its votes' average and count, 0 without votes", async () => {
    const productId = cloudProduct('ca');
    for (const rating of [3, 4]) {
      const { userId, headers } = await user();
      await vote(userId, { productId, rating }, headers);
    }
    await vote('guest', { productId, rating: 4, voterId: crypto.randomUUID() });
    // A vote on a question does not count for the product.
    const buyer = await entitledUser(app, [productId]);
    const question = (await app.fastify.inject({ url: `/api/2.0/eq/products/${productId}/questions`, headers: buyer.headers })).json<{ questions: { id: string }[] }>().questions[0]!;
    await vote('guest', { productId, questionId: question.id, rating: 1, voterId: crypto.randomUUID() });

    const catalog = (await app.fastify.inject('/api/2.0/eq/buy/getProductCatalog?country=ca')).json<
      Record<string, { categories: Record<string, { products: CatalogProduct[] }> }>
    >();
    const all = Object.values(catalog).flatMap((s) => Object.values(s.categories).flatMap((c) => c.products));
    expect(all.find((p) => p.productId === productId)).toMatchObject({ ratingAverage: 3.7, ratingVotes: 3 });
    expect(all.filter((p) => p.productId !== productId).every((p) => p.ratingAverage === 0 && p.ratingVotes === 0)).toBe(true);
  });
});
