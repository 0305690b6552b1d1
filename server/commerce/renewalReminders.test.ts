// Renewal reminders as a buyer notices them: a 3-month plan bought with the test card gets one mail 7 days before it
// renews (in the site's language, naming the product, the date, the period and the amount, linking to My products),
// not earlier, and not a second time however often the sweep runs; a monthly plan and a cancelled plan get none.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { manualClock } from '../test/auth.ts';
import { cloudProduct } from '../test/exam.ts';
import { checkoutBody, monthlyPrice, postCheckout, signedInUser, testPaymentCall } from '../test/commerce.ts';
import { mailOutbox, planSubscriptions, users } from '../db/schema.ts';
import { planAmountMinor } from '@domain/commerce/cartTotals.ts';
import type { PlanMonths } from '@domain/catalog/pricingOptions.ts';
import { RENEWAL_REMINDER_LEAD_MS } from './renewalReminders.ts';

const clock = manualClock(Date.now());
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ seed: true, clock: clock.now, config: { testPaymentDelayMs: 0 } });
}, 60_000);
afterAll(() => app.close());

const db = () => app.testDb.database.db;
const HOUR = 3600 * 1000;

async function boughtPlan(months: PlanMonths) {
  const buyer = await signedInUser(app);
  const productId = cloudProduct('de');
  const total = planAmountMinor(await monthlyPrice(app, productId), months);
  const checkout = await postCheckout(app, { ...buyer.headers, 'x-country': 'de' }, checkoutBody(productId, total, { lines: [{ productId, months }] }));
  expect(checkout.statusCode, checkout.body).toBe(200);
  const sessionId = new URL(checkout.json<{ redirectUrl: string }>().redirectUrl, 'http://localhost').pathname.split('/').pop()!;
  const paid = await testPaymentCall(app, 'POST', `${sessionId}/pay`, { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
  expect(paid.statusCode, paid.body).toBe(200);
  const [plan] = await db().select().from(planSubscriptions).where(eq(planSubscriptions.userId, buyer.userId));
  expect(plan, 'the paid plan is a subscription').toBeTruthy();
  const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, buyer.userId));
  return { plan: plan!, email: user!.email, total };
}

const remindersTo = async (email: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).filter((mail) => mail.subject.startsWith('Ihr Abo verlängert sich am'));

it('reminds a 3-month plan once, 7 days before it renews; not a monthly or a cancelled plan', async () => {
  const quarterly = await boughtPlan(3);
  const monthly = await boughtPlan(1);
  const cancelled = await boughtPlan(3);
  await db().update(planSubscriptions).set({ cancelAtPeriodEnd: true }).where(eq(planSubscriptions.id, cancelled.plan.id));

  // Six days before the monthly plan renews: nothing (its receipt each month says it all).
  clock.advance(monthly.plan.currentPeriodEnd.getTime() - clock.now() - RENEWAL_REMINDER_LEAD_MS + 24 * HOUR);
  await app.commerce.sweep();
  expect(await remindersTo(monthly.email)).toEqual([]);

  // Eight days before the quarterly plan's end: not yet.
  clock.advance(quarterly.plan.currentPeriodEnd.getTime() - clock.now() - RENEWAL_REMINDER_LEAD_MS - 24 * HOUR);
  await app.commerce.sweep();
  expect(await remindersTo(quarterly.email)).toEqual([]);

  // Six days before: one reminder, in German, saying when, how long, how much, and where to change it.
  clock.advance(2 * 24 * HOUR);
  await app.commerce.sweep();
  await app.commerce.sweep();
  const [reminder, ...more] = await remindersTo(quarterly.email);
  expect(more).toEqual([]);
  expect(reminder!.textBody).toContain('um weitere 3 Monate');
  expect(reminder!.textBody).toMatch(/Cloud/);
  expect(reminder!.textBody).toContain('/de/?view=my-products');
  expect(reminder!.textBody.replace(/\s/g, ' ')).toMatch(new RegExp((quarterly.total / 100).toFixed(2).replace('.', ',')));
  expect(await remindersTo(monthly.email)).toEqual([]);
  expect(await remindersTo(cancelled.email)).toEqual([]);
});
