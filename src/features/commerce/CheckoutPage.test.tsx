// @vitest-environment jsdom
// The checkout page with its deps faked at the app's boundary (cart, billing store, API): what a buyer sees when the
// billing form fails SPEC §5, when the server refuses, and when the device is offline. Nothing is lost meanwhile.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInRouter } from '../../test/renderInRouter.tsx';
import { catalogProduct } from '../../test/catalogProduct.ts';
import { ApiError } from '../../api/client.ts';
import type { Catalog } from '../../domain/catalog/types.ts';
import type { CartLine, CheckoutRequest } from '../../domain/commerce/orders.ts';
import type { BillingForm } from '../../domain/validation/billing.ts';
import type { MessageLocale } from '../../domain/markets/types.ts';
import { USER_RECORD_KEY } from '../session/storedUser.ts';
import { CheckoutPage } from './CheckoutPage.tsx';
import { CheckoutDepsContext, type CheckoutDeps } from './checkoutDeps.ts';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

const product = catalogProduct({ productId: 'DE-eq-it-cloud-full', title: 'Cloud full', pricing: { currency: 'EUR', tier: 3, amountMinor: 1990, label: '3-PRODUCT-EXPIRE' } });
const catalog: Catalog = {
  it: {
    superCategory: 'IT', popularity: 1, strategy: 'popularity', isCqSuperCategory: false, superCategoryNumTopics: 0,
    superCategoryNumberOfProducts: 1, superCategoryNumberQuestions: 0, superCategoryNumberTests: 0,
    categories: { cloud: { title: 'Cloud', popularity: 1, products: [product], categoryNumberQuestions: 0, categoryNumberTests: 0, categoryNumTopics: 0 } },
  },
};

function fakeDeps(overrides: Partial<CheckoutDeps> = {}) {
  let cart: CartLine[] = [{ productId: product.productId, months: 3 }];
  const saved: BillingForm[] = [];
  const deps: CheckoutDeps = {
    readCart: async () => [...cart],
    changePlan: async (productId, months) => {
      cart = cart.map((line) => (line.productId === productId ? { ...line, months } : line));
    },
    removeLines: vi.fn(async (ids: readonly string[]) => {
      cart = cart.filter((line) => !ids.includes(line.productId));
    }),
    readBilling: async () => null,
    saveBilling: async (form) => {
      saved.push(form);
    },
    checkout: vi.fn(async (_request: CheckoutRequest) => ({ orderId: 'o1', redirectUrl: '/de/pay/test/cs_1' })),
    order: vi.fn(),
    redirect: vi.fn(),
    online: () => true,
    afterPaid: vi.fn(async () => undefined),
    paymentProvider: async () => 'stripe' as const,
    ...overrides,
  };
  return { deps, saved, cart: () => cart };
}

async function renderCheckout(deps: CheckoutDeps, locale: MessageLocale = 'en') {
  await renderInRouter(
    () => (
      <CheckoutDepsContext.Provider value={deps}>
        <CheckoutPage country="de" site="de" catalog={catalog} />
      </CheckoutDepsContext.Provider>
    ),
    { locale, country: 'de', path: '/de/kasse' },
  );
  await screen.findByText(locale === 'de' ? 'Rechnungsdaten' : 'Billing information');
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.input(field(name), { target: { value } });

function fillValid() {
  type('name', 'Ana');
  type('lastName', 'Silva');
  type('address', 'Rua 1');
  type('city', 'Berlin');
  type('zip', '10115');
  type('region', 'Berlin');
  type('phone', '030 1234567');
}

beforeEach(() => {
  localStorage.setItem(USER_RECORD_KEY, JSON.stringify({ userId: 'u1', email: 'ana@example.com', endDates: [], userName: 'Ana' }));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('checkout page', () => {
  it('shows the test-mode banner only while the built-in test mode takes the payments', async () => {
    await renderCheckout(fakeDeps({ paymentProvider: async () => 'test' }).deps);
    expect((await screen.findByRole('note')).textContent).toContain('Test mode');
    cleanup();
    await renderCheckout(fakeDeps().deps);
    expect(screen.queryByText('Test mode')).toBeNull();
  });

  it("says on the banner when the shop's operator chose test mode with PAYMENTS=test", async () => {
    await renderCheckout(fakeDeps({ paymentProvider: async () => 'test-chosen' }).deps);
    expect((await screen.findByRole('note')).textContent).toContain('PAYMENTS=test');
  });

  it('shows the order summary with the plan price, the VAT included and the amount on the pay button', async () => {
    const { deps } = fakeDeps();
    await renderCheckout(deps);
    // 19.90 a month: 3 months cost 49.99, VAT 19 % included.
    expect(screen.getByRole('button', { name: /Pay €49\.99|Pay 49,99/ })).toBeTruthy();
    expect(screen.getByText(/VAT included \(19 %\)/)).toBeTruthy();
  });

  it('says which required fields are missing, with their labels, and charges nothing', async () => {
    const { deps } = fakeDeps();
    await renderCheckout(deps);
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    for (const message of ['First name is required.', 'Last name is required.', 'Address is required.', 'City is required.', 'Postal code is required.', 'Region is required.', 'Phone is required.']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByText('Please accept the terms and conditions.')).toBeTruthy();
    // The market's country and its prefix are filled in already.
    expect(screen.queryByText('Country is required.')).toBeNull();
    expect(deps.checkout).not.toHaveBeenCalled();
    // A corrected field loses its message at once; the others keep theirs.
    type('name', 'Ana');
    expect(screen.queryByText('First name is required.')).toBeNull();
    expect(screen.getByText('Last name is required.')).toBeTruthy();
  });

  it('asks a company for its name and VAT number, and a malformed phone shows the required message', async () => {
    const { deps } = fakeDeps();
    await renderCheckout(deps);
    fireEvent.click(screen.getByRole('radio', { name: 'Company' }));
    fillValid();
    type('phone', '12 34 56');
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Company name is required.')).toBeTruthy();
    expect(screen.getByText('VAT number is required.')).toBeTruthy();
    expect(screen.getByText('Phone is required.')).toBeTruthy();
    expect(screen.queryByText('First name is required.')).toBeNull();
  });

  it('translates the messages with the field label (German)', async () => {
    const { deps } = fakeDeps();
    await renderCheckout(deps, 'de');
    fireEvent.click(screen.getByRole('button', { name: /bezahlen/ }));
    expect(await screen.findByText('Vorname ist erforderlich.')).toBeTruthy();
    expect(screen.getByText('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.')).toBeTruthy();
  });

  it('sends the lines, billing, currency and the total seen, saves the billing information and goes to the payment page', async () => {
    const { deps, saved } = fakeDeps();
    await renderCheckout(deps);
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(deps.redirect).toHaveBeenCalledWith('/de/pay/test/cs_1'));
    const request = vi.mocked(deps.checkout).mock.calls[0]![0];
    expect(request).toMatchObject({ lines: [{ productId: product.productId, months: 3 }], currency: 'EUR', expectedTotalMinor: 4999, marketingConsent: false, acceptTerms: true });
    expect(request.billing).toMatchObject({ name: 'Ana', country: 'DE', prefix: '+49', licensed: 'person' });
    expect(saved.at(-1)?.name).toBe('Ana');
  });

  it('shows a server refusal of the billing form beside its field, and a changed price in words; the cart stays', async () => {
    const refusal = new ApiError(400, '/checkout', 'invalid', 'invalid_billing', undefined, { error: 'invalid_billing', fields: { city: 'required' } });
    const { deps, cart } = fakeDeps({ checkout: vi.fn().mockRejectedValueOnce(refusal).mockRejectedValueOnce(new ApiError(409, '/checkout', 'changed', 'price_changed', undefined)) });
    await renderCheckout(deps);
    fillValid();
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('City is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('A price in your cart has changed. Please check the new total and pay again.')).toBeTruthy();
    expect(deps.redirect).not.toHaveBeenCalled();
    expect(cart()).toHaveLength(1);
  });

  it('offline: says checkout needs the network, keeps the cart and cannot pay', async () => {
    const { deps, cart } = fakeDeps({ online: () => false });
    await renderCheckout(deps);
    expect(screen.getByText(/Checkout needs the network/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Pay/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(cart()).toHaveLength(1);
  });

  it('offers sign-in with the way back to a visitor, keeping the cart', async () => {
    localStorage.clear();
    const { deps } = fakeDeps();
    await renderInRouter(
      () => (
        <CheckoutDepsContext.Provider value={deps}>
          <CheckoutPage country="de" site="de" catalog={catalog} />
        </CheckoutDepsContext.Provider>
      ),
      { country: 'de', path: '/de/kasse' },
    );
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toContain('redirect=%2Fde%2Fkasse');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByText('Cloud full', { selector: '.cart-line__title' })).toBeTruthy();
  });
});
