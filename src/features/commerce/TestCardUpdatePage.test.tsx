// @vitest-environment jsdom
// The test-mode "Update payment method" page opens only from the signed link its owner's My products made (issue
// 35): a link without its token, or one that has expired, shows why in words and the way back, never the card.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ApiError } from '../../api/client.ts';
import { TestCardUpdatePage } from './TestCardUpdatePage.tsx';

afterEach(cleanup);

const refused = (code: string) => new ApiError(403, '/api/test-payments/subscriptions/sub_test_1', 'refused', code, undefined);

describe('test-mode payment method page', () => {
  it('refuses a link without its token, and an expired one, in words, with the way back to My products', async () => {
    const query = '?return=%2Fde%2F%3Fview%3Dmy-products';
    const subscription = vi.fn().mockRejectedValue(refused('link_invalid'));
    await renderWithI18n(<TestCardUpdatePage subscriptionId="sub_test_1" country="de" query={query} api={{ subscription, updateCard: vi.fn() }} />);
    expect(await screen.findByText('This page opens only from the link on My products, where you are signed in.')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to My products' }).getAttribute('href')).toBe('/de/?view=my-products');
    expect(subscription).toHaveBeenCalledWith('sub_test_1', '');
    cleanup();

    const expiredQuery = '?return=%2Fde%2F%3Fview%3Dmy-products&token=1700000000.abc';
    const expired = vi.fn().mockRejectedValue(refused('link_expired'));
    await renderWithI18n(<TestCardUpdatePage subscriptionId="sub_test_1" country="de" query={expiredQuery} api={{ subscription: expired, updateCard: vi.fn() }} />);
    expect(await screen.findByText('This link has expired: open the page again from My products.')).toBeTruthy();
    expect(expired).toHaveBeenCalledWith('sub_test_1', '1700000000.abc');
  });

  it('shows the saved card with a valid link and sends the link’s token with the new card', async () => {
    const query = '?return=%2Fde%2F%3Fview%3Dmy-products&token=1900000000.sig';
    const subscription = vi.fn().mockResolvedValue({ subscriptionId: 'sub_test_1', country: 'de', status: 'active', cardLast4: '4242', periodEnd: '2027-01-01T00:00:00.000Z', cancelAtPeriodEnd: false });
    await renderWithI18n(<TestCardUpdatePage subscriptionId="sub_test_1" country="de" query={query} api={{ subscription, updateCard: vi.fn() }} />);
    expect(await screen.findByText('Renewals are charged to the card ending in 4242.')).toBeTruthy();
    expect(subscription).toHaveBeenCalledWith('sub_test_1', '1900000000.sig');
  });
});
