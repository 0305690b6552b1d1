// @vitest-environment jsdom
// The test-mode payment page: the banner, the labelled card fields, a decline said in words with a retry, and the
// redirect the provider answers once the card succeeds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ApiError } from '../../api/client.ts';
import { TestPaymentPage } from './TestPaymentPage.tsx';
import type { TestPaymentSession } from './testPaymentsApi.ts';

afterEach(cleanup);

const session: TestPaymentSession = {
  sessionId: 'cs_1', orderId: 'o1', country: 'de', currency: 'EUR', amountMinor: 4999, lines: [], methods: ['card', 'sepa_debit'],
  successUrl: '/de/kasse?order=o1', cancelUrl: '/de/kasse?cancelled=o1', status: 'open',
};

describe('test payment page', () => {
  it('shows why a card was declined, lets the buyer retry, and follows the redirect of a success', async () => {
    const pay = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(402, '/api/test-payments/cs_1/pay', 'Your card was declined.', 'card_declined', undefined))
      .mockResolvedValueOnce({ outcome: 'succeeded', redirectUrl: '/de/kasse?order=o1' });
    const redirect = vi.fn();
    await renderWithI18n(<TestPaymentPage country="de" sessionId="cs_1" api={{ session: async () => session, pay }} redirect={redirect} />);
    expect(await screen.findByText('Test mode')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /SEPA direct debit/ })).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.input(screen.getByLabelText('Expiry'), { target: { value: '12/30' } });
    fireEvent.input(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Your card was declined. Try another card.')).toBeTruthy();
    expect(redirect).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/de/kasse?order=o1'));
    expect(pay).toHaveBeenLastCalledWith('cs_1', { method: 'card', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
  });
});
