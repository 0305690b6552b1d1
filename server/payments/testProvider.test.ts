// The test-mode provider keeps its delayed work in the database: a SEPA debit still processing when the server stops
// is settled by the next server process's sweep (no in-memory timer is the record of work). Sessions older than 24 h
// expire with the event Stripe sends; a settled session whose event was lost gets it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../app.ts';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { cloudProduct } from '../test/exam.ts';
import { checkoutBody, monthlyPrice, postCheckout, signedInUser, testPaymentCall } from '../test/commerce.ts';
import { orders, testPaymentSessions } from '../db/schema.ts';

let now = Date.now();
let first: TestApp;
let second: App | undefined;
beforeAll(async () => {
  first = await createTestApp({ seed: true, clock: () => now, config: { testPaymentDelayMs: 60_000 } });
  await first.fastify.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second?.fastify.close();
  await first.testDb.dispose();
});

const statusOf = async (orderId: string) => (await first.testDb.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

async function checkout() {
  const buyer = await signedInUser(first, 'eq', () => now);
  const response = await postCheckout(first, buyer.headers, checkoutBody(cloudProduct('de'), await monthlyPrice(first, cloudProduct('de'))));
  const { orderId, redirectUrl } = response.json<{ orderId: string; redirectUrl: string }>();
  return { orderId, sessionId: redirectUrl.split('/').pop()! };
}

describe('test-mode provider across a restart', () => {
  it('settles a processing SEPA debit in the next server process, and expires a session left open for 24 h', async () => {
    const debit = await checkout();
    const abandoned = await checkout();
    // A card payment whose process stopped between taking the money and delivering the event.
    const lost = await checkout();
    await first.testDb.database.db.update(testPaymentSessions).set({ status: 'complete', method: 'card', paymentId: 'pi_test_lost', amountReceivedMinor: 1 }).where(eq(testPaymentSessions.id, lost.sessionId));
    expect((await testPaymentCall(first, 'POST', `${debit.sessionId}/pay`, { method: 'sepa_debit', iban: 'DE89370400440532013000' })).json()).toMatchObject({ outcome: 'processing' });
    expect(await statusOf(debit.orderId)).toBe('pending_payment');

    // The first process stops (its database stays); a new one starts on the same database later.
    await first.fastify.close();
    now += 25 * 60 * 60 * 1000;
    second = await buildApp({ database: first.testDb.database, config: first.config, clock: () => now });
    await second.fastify.listen({ port: 0, host: '127.0.0.1' });
    await second.commerce.sweep();
    expect(await statusOf(debit.orderId)).toBe('paid');
    expect(await statusOf(abandoned.orderId)).toBe('expired');
    expect(await statusOf(lost.orderId)).toBe('paid');
  });
});
