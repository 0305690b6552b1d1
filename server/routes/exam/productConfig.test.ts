// Product config per user (SPEC §7): load defaults, save, reset a mode, delete a mode; guests stay local.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { bearer, jsonCall } from '../../test/auth.ts';
import { insertTestUser, mintAccessToken } from '../../test/users.ts';
import { cloudDemo, cloudProduct } from '../../test/exam.ts';
import { defaultProductConfig } from '@domain/config/defaults.ts';
import type { ProductConfig } from '@domain/config/types.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

const productId = cloudProduct('de');
const path = (action: string, userId: string, id = productId) => `products/${id}/config/${action}/${userId}`;

async function user() {
  const userId = await insertTestUser(app);
  return { userId, headers: bearer(await mintAccessToken(app, userId)) };
}

function configured(userId: string): ProductConfig {
  const config = defaultProductConfig(userId, 100);
  config.practice.numQuestions.current = 7;
  config.practice.random = true;
  config.exam.successRate.current = 80;
  config.exam.lastActiveTestId = 'test-2';
  config.flashCard.isConfigured = true;
  return config;
}

describe('product config', () => {
  it('loads the §9 defaults with the product’s question count before anything is saved', async () => {
    const { userId, headers } = await user();
    const response = await jsonCall(app, 'GET', path('load', userId), undefined, { headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultProductConfig(userId, 100));
    const demo = await jsonCall(app, 'GET', path('load', userId, cloudDemo('de')), undefined, { headers });
    expect(demo.json<ProductConfig>().totalAvailableQuestions).toBe(10);
  });

  it('saves, loads back, resets one mode and deletes another', async () => {
    const { userId, headers } = await user();
    const saved = await jsonCall(app, 'POST', path('save', userId), configured(userId), { headers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ result: 'ok' });
    expect((await jsonCall(app, 'GET', path('load', userId), undefined, { headers })).json()).toEqual(configured(userId));

    expect((await jsonCall(app, 'DELETE', `${path('resetDefault', userId)}/practice`, undefined, { headers })).json()).toEqual({ result: 'ok' });
    const afterReset = (await jsonCall(app, 'GET', path('load', userId), undefined, { headers })).json<ProductConfig>();
    expect(afterReset.practice).toEqual(defaultProductConfig(userId, 100).practice);
    expect(afterReset.exam).toEqual(configured(userId).exam);

    expect((await jsonCall(app, 'DELETE', `${path('delete', userId)}/exam`, undefined, { headers })).json()).toEqual({ result: 'ok' });
    const afterDelete = (await jsonCall(app, 'GET', path('load', userId), undefined, { headers })).json<ProductConfig>();
    expect(afterDelete.exam).toEqual(defaultProductConfig(userId, 100).exam);
    expect(afterDelete.flashCard).toEqual({ isConfigured: true, lastActiveTestId: null });
  });

  it('gives guests the defaults and stores nothing for them', async () => {
    const loaded = await jsonCall(app, 'GET', path('load', 'guest'));
    expect(loaded.json()).toEqual(defaultProductConfig('guest', 100));
    expect((await jsonCall(app, 'POST', path('save', 'guest'), configured('guest'))).json()).toEqual({ result: 'local' });
    expect((await jsonCall(app, 'GET', path('load', 'guest'))).json()).toEqual(defaultProductConfig('guest', 100));
    expect((await jsonCall(app, 'DELETE', `${path('resetDefault', 'guest')}/exam`)).json()).toEqual({ result: 'local' });
    expect((await jsonCall(app, 'DELETE', `${path('delete', 'guest')}/practice`)).json()).toEqual({ result: 'local' });
  });

  it('refuses bad configs, unknown modes and products, and other users', async () => {
    const { userId, headers } = await user();
    const outside = configured(userId);
    outside.practice.numQuestions.current = 11;
    const refused = await jsonCall(app, 'POST', path('save', userId), outside, { headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'config_out_of_range' });
    expect((await jsonCall(app, 'POST', path('save', userId), { ...configured(userId), extra: true }, { headers })).statusCode).toBe(400);
    expect((await jsonCall(app, 'DELETE', `${path('delete', userId)}/marathon`, undefined, { headers })).statusCode).toBe(400);
    expect((await jsonCall(app, 'GET', path('load', userId, 'DE-eq-unknown'), undefined, { headers })).statusCode).toBe(404);
    const other = await user();
    expect((await jsonCall(app, 'GET', path('load', userId), undefined, { headers: other.headers })).statusCode).toBe(403);
  });
});
