// The client's config calls against the real server: save, reset, the reported reset failure, and the error
// toast's restore-configuration helper (device copy in fake IndexedDB, server copy through the API).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../src/platform/services.ts';
import { defaultSetup } from '@domain/config/setup.ts';
import { loadSetup, saveSetup } from '../src/db/productConfigs.ts';
import { restoreConfiguration } from '../src/features/config/restoreConfiguration.ts';
import { ShopDatabase } from '../src/db/db.ts';
import { resetServerConfig, saveServerConfig } from '../src/features/config/serverConfig.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';
import { injectApiClient } from './injectApi.ts';
import { insertTestUser, mintAccessToken } from '../server/test/users.ts';
import { cloudProduct } from '../server/test/exam.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('config on the server', () => {
  it('saves the exam setup, which the server then loads', async () => {
    const userId = await insertTestUser(app);
    const api = injectApiClient(app, await mintAccessToken(app, userId));
    const productId = cloudProduct('de');
    const setup = defaultSetup('exam', [{ name: 'Security', questionCount: 18 }]);
    setup.config.numQuestions.current = 25;
    await saveServerConfig(api, userId, productId, 'exam', setup, 100);
    const loaded = await api.request<{ exam: { numQuestions: { current: number } } }>(`products/${productId}/config/load/${userId}`);
    expect(loaded.exam.numQuestions.current).toBe(25);
  });

  it('resets a mode, and reports a failed reset as "Reset configuration Error" with the product and user', async () => {
    const userId = await insertTestUser(app);
    const api = injectApiClient(app, await mintAccessToken(app, userId));
    const raise = vi.fn();
    const services = { api, raise } as unknown as AppServices;
    const base = { services, userId, userName: 'Ada', productId: cloudProduct('de'), productName: 'Cloud-Grundlagen', mode: 'exam' as const };
    expect(await resetServerConfig(base)).toBe(true);
    expect(raise).not.toHaveBeenCalled();

    expect(await resetServerConfig({ ...base, productId: 'DE-unknown-product' })).toBe(false);
    expect(raise).toHaveBeenCalledWith(
      expect.objectContaining({ errorName: 'Reset configuration Error', errorProductId: 'DE-unknown-product', userName: 'Ada', productName: 'Cloud-Grundlagen', examMode: 'exam', userId }),
    );
  });
});

describe('restore configuration (error toast)', () => {
  it('forgets the mode on the device and on the server; a guest only on the device', async () => {
    const userId = await insertTestUser(app);
    const api = injectApiClient(app, await mintAccessToken(app, userId));
    const db = new ShopDatabase(`restore-${Math.random()}`);
    const productId = cloudProduct('de');
    const setup = defaultSetup('exam', [{ name: 'Security', questionCount: 18 }]);
    setup.config.numQuestions.current = 25;
    await saveSetup(db, productId, 'exam', setup);
    await saveSetup(db, productId, 'practice', defaultSetup('practice', [{ name: 'Security', questionCount: 18 }]));
    await saveServerConfig(api, userId, productId, 'exam', setup, 100);

    expect(await restoreConfiguration(api, { productId, userId, mode: 'exam' }, db)).toBe(true);
    expect(await loadSetup(db, productId, 'exam')).toBeNull();
    expect(await loadSetup(db, productId, 'practice')).not.toBeNull();
    const loaded = await api.request<{ exam: { numQuestions: { current: number } } }>(`products/${productId}/config/load/${userId}`);
    // Back to what a learner who never changed anything gets.
    const newcomer = await insertTestUser(app);
    const untouched = await injectApiClient(app, await mintAccessToken(app, newcomer)).request<{ exam: { numQuestions: { current: number } } }>(
      `products/${productId}/config/load/${newcomer}`,
    );
    expect(loaded.exam.numQuestions).toEqual(untouched.exam.numQuestions);
    expect(loaded.exam.numQuestions.current).not.toBe(25);

    // No mode known: both modes; a server that refuses leaves the device reset and says so.
    expect(await restoreConfiguration(api, { productId: 'DE-unknown-product', userId, mode: '' }, db)).toBe(false);
    expect(await restoreConfiguration(null, { productId, userId: 'guest', mode: '' }, db)).toBe(true);
    expect(await loadSetup(db, productId, 'practice')).toBeNull();
    db.close();
  });
});
