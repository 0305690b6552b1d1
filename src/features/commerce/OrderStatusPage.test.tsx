// @vitest-environment jsdom
// The order page follows the order's status by reading it (never writing): a pending Multibanco order shows its
// voucher; once paid, the paid lines leave the cart, the account is refreshed once and the reading stops.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '../../test/renderInRouter.tsx';
import type { OrderView } from '../../domain/commerce/orders.ts';
import { USER_RECORD_KEY } from '../session/storedUser.ts';
import { OrderStatusPage } from './OrderStatusPage.tsx';
import { CheckoutDepsContext, type CheckoutDeps } from './checkoutDeps.ts';
import { nextPollDelay } from './useOrderFollow.ts';

const base: OrderView = {
  orderId: 'o1', status: 'pending_payment', currency: 'EUR', totalMinor: 4999, vatMinor: 935, vatRatePercent: 23, discountMinor: 0,
  promoCode: null, lines: [{ productId: 'PT-full', months: 3, amountMinor: 4999 }], provider: 'test', providerRef: 'cs_1',
  createdAt: '2026-11-26T10:00:00Z', paidAt: null, receiptNumber: null, failureMessage: null, country: 'pt', invoiceId: null,
  instructions: { kind: 'multibanco', entity: '12345', reference: '123 456 789', expiresAt: '2026-11-29T10:00:00Z', amountMinor: 4999 },
  billing: { licensed: 'person', name: 'Ana', lastName: 'Silva', address: 'Rua 1', city: 'Lisboa', zip: '1000', region: 'Lisboa', country: 'PT', prefix: '+351', phone: '912345678', businessName: '', vat: '' },
};

function deps(answers: OrderView[]): CheckoutDeps {
  let call = 0;
  return {
    readCart: vi.fn(), changePlan: vi.fn(), readBilling: vi.fn(), saveBilling: vi.fn(), checkout: vi.fn(), redirect: vi.fn(), online: () => true, paymentProvider: vi.fn(async () => 'test' as const),
    removeLines: vi.fn(async () => undefined),
    afterPaid: vi.fn(async () => undefined),
    order: vi.fn(async () => answers[Math.min(call++, answers.length - 1)]!),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem(USER_RECORD_KEY, JSON.stringify({ userId: 'u1', email: 'ana@example.com', endDates: [] }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});

describe('order status page', () => {
  it('shows the voucher while pending, then the paid order; clears the paid lines once and stops asking', async () => {
    const fake = deps([base, base, { ...base, status: 'paid', paidAt: '2026-11-26T10:05:00Z', receiptNumber: 'EQ-2026-000001', instructions: null }]);
    await renderInRouter(
      () => (
        <CheckoutDepsContext.Provider value={fake}>
          <OrderStatusPage country="pt" site="pt" orderId="o1" />
        </CheckoutDepsContext.Provider>
      ),
      { country: 'pt', path: '/pt/finalizar-compra?order=o1' },
    );
    expect(await screen.findByText('Pay with your Multibanco voucher')).toBeTruthy();
    expect(screen.getByText('123 456 789')).toBeTruthy();
    expect(fake.removeLines).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(nextPollDelay(0) + nextPollDelay(1) + 100));
    expect(await screen.findByText('Thank you! Your payment is confirmed and your products are ready.')).toBeTruthy();
    expect(fake.removeLines).toHaveBeenCalledWith(['PT-full']);
    expect(fake.afterPaid).toHaveBeenCalledTimes(1);
    const calls = vi.mocked(fake.order).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(vi.mocked(fake.order).mock.calls.length).toBe(calls);
    expect(screen.getByRole('link', { name: 'See the bill' }).getAttribute('href')).toContain('bill=o1');
  });

  it('a failed payment says why and keeps the cart', async () => {
    const fake = deps([{ ...base, status: 'failed', instructions: null, failureMessage: 'Your card was declined.' }]);
    await renderInRouter(
      () => (
        <CheckoutDepsContext.Provider value={fake}>
          <OrderStatusPage country="pt" site="pt" orderId="o1" />
        </CheckoutDepsContext.Provider>
      ),
      { country: 'pt' },
    );
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByText('Nothing was charged and your cart is kept.')).toBeTruthy();
    expect(fake.removeLines).not.toHaveBeenCalled();
  });
});
