// @vitest-environment jsdom
// The free-quiz subscription dialog with fake calls: loaded on open, address and consent checked before calling,
// the server's refusal shown beside the field with the address kept, the offline case, and the thank-you.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ApiError } from '../../api/client.ts';
import type { MessageLocale } from '../../domain/markets/types.ts';
import { FreeQuizButton } from './FreeQuizButton.tsx';
import { SaleApiContext } from './useSaleApi.ts';
import type { SaleApi } from './saleApi.ts';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

const URL_ = '/api/2.0/eq/buy/free-quiz-subscription';

function fakeApi(subscribe: SaleApi['subscribeFreeQuiz'] = async () => undefined): SaleApi {
  return { redeemPromo: vi.fn(), subscribeFreeQuiz: vi.fn(subscribe) };
}

async function openDialog(api: SaleApi, locale: MessageLocale = 'en') {
  await renderWithI18n(
    <SaleApiContext.Provider value={api}>
      <FreeQuizButton country="gb" />
    </SaleApiContext.Provider>,
    locale,
  );
  fireEvent.click(screen.getByRole('button', { name: /e-mail/i }));
  return screen.findByRole('dialog');
}

const fill = (email: string, consent: boolean) => {
  fireEvent.input(screen.getByLabelText('E-mail address'), { target: { value: email } });
  if (consent) fireEvent.click(screen.getByRole('checkbox'));
};
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send me the quiz' })));
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('free-quiz subscription dialog', () => {
  it('checks the address and the consent before calling', async () => {
    const api = fakeApi();
    await openDialog(api);
    fill('ann@', false);
    await send();
    expect(alerts()).toEqual(['Please enter a valid e-mail address.', 'Please agree to receive the quiz by e-mail.']);
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(api.subscribeFreeQuiz).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the field and keeps the address', async () => {
    const api = fakeApi(async () => {
      throw new ApiError(400, URL_, 'Enter a valid e-mail address.', 'invalid_email', undefined);
    });
    await openDialog(api);
    fill('ann@example.invalid', true);
    await send();
    expect(alerts()).toEqual(['Please enter a valid e-mail address.']);
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ann@example.invalid');
  });

  it('says when the connection is missing', async () => {
    await openDialog(
      fakeApi(async () => {
        throw new ApiError(0, URL_, 'Failed to fetch', 'network', undefined);
      }),
    );
    fill('ann@example.com', true);
    await send();
    expect(alerts()).toEqual(['You seem to be offline. Please try again when you are connected.']);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('sends the address with the country and thanks the learner', async () => {
    const api = fakeApi();
    await openDialog(api);
    fill('  Ann@Example.com ', true);
    await send();
    expect(api.subscribeFreeQuiz).toHaveBeenCalledWith({ email: 'Ann@Example.com', country: 'gb' });
    expect(screen.getByRole('status').textContent).toBe('Thank you! Your free quiz is on its way: please check your inbox.');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
