// The sale page's calls (src/features/catalog/saleApi.ts) against the real server: a promo code redeemed for India,
// a refused one as an ApiError with its code, and a free-quiz request that lands in the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/client.ts';
import { createSaleApi } from '../src/features/catalog/saleApi.ts';
import { createTestApp, type TestApp } from '../server/test/helper.ts';
import { mailboxFor, uniqueEmail } from '../server/test/auth.ts';
import { cloudProduct } from '../server/test/exam.ts';
import { injectApiClient } from './injectApi.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true });
});
afterAll(() => app.close());

describe('sale page calls from the client', () => {
  it('redeems a promo code and reads a refusal', async () => {
    const sale = createSaleApi(injectApiClient(app, null, { country: 'in' }));
    const discount = await sale.redeemPromo('CLOUD15', 'in');
    expect(discount).toMatchObject({ promoCode: 'CLOUD15', percentOff: 15, productIds: [cloudProduct('in')] });
    const refused = await sale.redeemPromo('NOPE', 'in').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404, code: 'unknown_promo' });
  });

  it('asks for a free quiz by e-mail', async () => {
    const email = uniqueEmail('client');
    await createSaleApi(injectApiClient(app, null, { country: 'it' })).subscribeFreeQuiz({ email, country: 'it' });
    expect((await mailboxFor(app, email))[0]).toMatchObject({ locale: 'it', subject: 'Il tuo quiz gratuito da Exam Quiz Shop' });
  });
});
