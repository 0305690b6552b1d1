// @vitest-environment jsdom
// The promo-code dialog as a learner uses it, with fake calls: only where promos run, loaded on open, a refusal said
// in the dialog with the typed code kept, and a success that hands the discount to the page.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ApiError } from '../../api/client.ts';
import type { PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { PromoCodeButton } from './PromoCodeButton.tsx';
import { SaleApiContext } from './useSaleApi.ts';
import type { SaleApi } from './saleApi.ts';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

const WELCOME: PromoDiscount = { promoCode: 'WELCOME10', percentOff: 10, productIds: ['IN-eq-networking-basics'], explicitPromoProductIds: [], updatedPrices: { 'IN-eq-networking-basics': 5373 } };
const unknownPromo = () => new ApiError(404, '/api/2.0/eq/buy/promo', 'There is no such promo code.', 'unknown_promo', undefined);

function fakeApi(redeem: SaleApi['redeemPromo']): SaleApi {
  return { redeemPromo: vi.fn(redeem), subscribeFreeQuiz: vi.fn(async () => undefined) };
}

async function openDialog(api: SaleApi, onApplied = vi.fn(), country: CountryCode = 'in') {
  await renderWithI18n(
    <SaleApiContext.Provider value={api}>
      <PromoCodeButton country={country} onApplied={onApplied} />
    </SaleApiContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Have a promo code?' }));
  await screen.findByRole('dialog', { name: 'Promo code' });
  return onApplied;
}

const typeCode = (code: string) => fireEvent.input(screen.getByLabelText('Your promo code'), { target: { value: code } });
const apply = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply the code' })));

describe('promo-code dialog', () => {
  it('is offered only where the country runs promos', async () => {
    await renderWithI18n(<PromoCodeButton country="de" onApplied={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Have a promo code?' })).toBeNull();
    cleanup();
    await renderWithI18n(<PromoCodeButton country="br" onApplied={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Have a promo code?' })).toBeTruthy();
  });

  it('says why a code is refused and keeps what was typed', async () => {
    const api = fakeApi(async () => {
      throw unknownPromo();
    });
    const onApplied = await openDialog(api);
    typeCode(' nope10 ');
    await apply();
    expect(api.redeemPromo).toHaveBeenCalledWith('NOPE10', 'in');
    expect(screen.getByRole('alert').textContent).toBe('This promo code is not valid here or has expired.');
    expect((screen.getByLabelText('Your promo code') as HTMLInputElement).value).toBe(' nope10 ');
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('tells a learner who tried too many codes how long to wait', async () => {
    const api = fakeApi(async () => {
      const body = { statusCode: 429, error: 'too_many_attempts', message: 'Too many promo codes tried.', retry_after_s: 90 };
      throw new ApiError(429, '/api/2.0/eq/buy/promo', body.message, body.error, undefined, body);
    });
    await openDialog(api);
    typeCode('GUESS');
    await apply();
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait 90 seconds and try again.');
  });

  it('says when the connection is missing, and asks for a code before calling', async () => {
    const api = fakeApi(async () => {
      throw new ApiError(0, '/api/2.0/eq/buy/promo', 'Failed to fetch', 'network', undefined);
    });
    await openDialog(api);
    await apply();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a promo code.');
    expect(api.redeemPromo).not.toHaveBeenCalled();
    typeCode('WELCOME10');
    await apply();
    expect(screen.getByRole('alert').textContent).toBe('You seem to be offline. Please try again when you are connected.');
    expect((screen.getByLabelText('Your promo code') as HTMLInputElement).value).toBe('WELCOME10');
  });

  it('hands the discount to the page and confirms it', async () => {
    const onApplied = await openDialog(fakeApi(async () => WELCOME));
    typeCode('welcome10');
    await apply();
    expect(onApplied).toHaveBeenCalledWith(WELCOME);
    expect(screen.getByRole('status').textContent).toBe('Promo code WELCOME10 applied: 10% off. The products show their new prices.');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
