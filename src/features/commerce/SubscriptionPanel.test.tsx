// @vitest-environment jsdom
// A plan on My products (issue 35): a failed renewal reads as past due, with until when access runs (the date the
// page states for the product) and the provider's next attempt, never "Renews on" beside the failure; a cancelled
// plan names the same end date as its product.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { SubscriptionPanel, type SubscriptionActions } from './SubscriptionPanel.tsx';
import type { SubscriptionView } from '../../domain/commerce/subscriptions.ts';

afterEach(cleanup);

const NOW = Date.parse('2026-12-04T12:00:00Z');
const plan = (over: Partial<SubscriptionView>): SubscriptionView => ({
  subscriptionId: 'sub_1',
  orderId: 'ord_1',
  provider: 'test',
  status: 'active',
  productIds: ['p1'],
  months: 3,
  currency: 'EUR',
  amountMinor: 4999,
  currentPeriodEnd: '2027-03-10T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  nextPaymentAttempt: null,
  ...over,
});
const actions: SubscriptionActions = { change: vi.fn(), paymentMethodUrl: vi.fn() };
const long = (iso: string) => new Date(iso).toLocaleDateString('en', { dateStyle: 'long' });

describe('subscription panel', () => {
  it('shows a failed renewal as past due with the access end and the next attempt, not as renewing', async () => {
    const accessEnd = '2026-12-10T12:00:00.000Z';
    await renderWithI18n(
      <SubscriptionPanel subscription={plan({ status: 'past_due', nextPaymentAttempt: '2026-12-13T12:00:00.000Z' })} country="de" now={NOW} actions={actions} onChanged={vi.fn()} accessEnd={accessEnd} />,
    );
    expect(await screen.findByText(`Payment failed: update your card before ${long(accessEnd)} to keep access.`)).toBeTruthy();
    expect(screen.getByText(`Next payment attempt: ${long('2026-12-13T12:00:00.000Z')}`)).toBeTruthy();
    expect(screen.queryByText(/Renews on/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeTruthy();
  });

  it('names no next attempt when the provider plans none', async () => {
    await renderWithI18n(<SubscriptionPanel subscription={plan({ status: 'past_due' })} country="de" now={NOW} actions={actions} onChanged={vi.fn()} accessEnd="2026-12-10T12:00:00.000Z" />);
    expect(await screen.findByText(/Payment failed: update your card before/)).toBeTruthy();
    expect(screen.queryByText(/Next payment attempt/)).toBeNull();
  });

  it('states for a cancelled plan the same end date as its product', async () => {
    const accessEnd = '2027-03-10T11:59:00.000Z';
    await renderWithI18n(<SubscriptionPanel subscription={plan({ cancelAtPeriodEnd: true, currentPeriodEnd: '2027-04-10T12:00:00.000Z' })} country="de" now={NOW} actions={actions} onChanged={vi.fn()} accessEnd={accessEnd} />);
    expect(await screen.findByText(`Renewal cancelled: yours until ${long(accessEnd)}`)).toBeTruthy();
  });
});
