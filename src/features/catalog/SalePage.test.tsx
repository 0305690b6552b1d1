// @vitest-environment jsdom
// The sale page's added parts with fake calls: highlighted products on the plain first page only, testimonials under
// the grid, and a promo kept in cookies whose prices are asked for again on the next visit (or forgotten when refused).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { ApiError } from '../../api/client.ts';
import { INITIAL_BROWSE, NO_FILTERS, type BrowseState } from '../../domain/catalog/browse.ts';
import type { Catalog } from '../../domain/catalog/types.ts';
import { catalogProduct } from '../../test/catalogProduct.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import { SalePage } from './SalePage.tsx';
import { SaleApiContext } from './useSaleApi.ts';
import type { SaleApi } from './saleApi.ts';
import { clearDiscountCookies, readDiscountCookies, writeDiscountCookies } from './discountCookies.ts';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => {
  cleanup();
  clearDiscountCookies();
});

const product = (name: string, popularity: number, popularProduct: boolean) =>
  catalogProduct({
    productId: `IN-eq-it-cloud-${name}`,
    productNameUrl: name,
    title: `Title ${name}`,
    popularity,
    popularProduct,
    pricing: { currency: 'INR', tier: 3, amountMinor: 59_700, label: '3-PRODUCT-EXPIRE' },
  });

const products = [product('p1', 10, true), product('p2', 90, true), product('p3', 80, false), product('p4', 70, true), product('p5', 60, true), product('p6', 50, true)];
const catalog: Catalog = {
  it: {
    superCategory: 'IT',
    popularity: 1,
    strategy: 'popularity',
    isCqSuperCategory: false,
    superCategoryNumTopics: 0,
    superCategoryNumberOfProducts: 6,
    superCategoryNumberQuestions: 0,
    superCategoryNumberTests: 0,
    categories: { cloud: { title: 'Cloud', popularity: 1, products, categoryNumberQuestions: 0, categoryNumberTests: 0, categoryNumTopics: 0 } },
  },
};

const DISCOUNT: PromoDiscount = { promoCode: 'WELCOME10', percentOff: 10, productIds: ['IN-eq-it-cloud-p2'], explicitPromoProductIds: [], updatedPrices: { 'IN-eq-it-cloud-p2': 53_730 } };

function renderPage(api: SaleApi | null, state: BrowseState = INITIAL_BROWSE, country: CountryCode = 'in') {
  return renderWithI18n(
    <SaleApiContext.Provider value={api}>
      <SalePage catalog={catalog} country={country} state={state} onChange={() => undefined} />
    </SaleApiContext.Provider>,
  );
}

const fakeApi = (redeem: SaleApi['redeemPromo']): SaleApi => ({ redeemPromo: vi.fn(redeem), subscribeFreeQuiz: vi.fn() });
const titlesIn = (element: HTMLElement) => within(element).getAllByRole('link').map((link) => link.textContent);

describe('SalePage', () => {
  it('highlights the 4 most popular popular products on the plain first page, and has testimonials under the grid', async () => {
    await renderPage(null);
    const highlighted = screen.getByRole('region', { name: 'Popular with learners' });
    expect(titlesIn(highlighted)).toEqual(['Title p2', 'Title p4', 'Title p5', 'Title p6']);
    const testimonials = await screen.findByRole('region', { name: 'What learners say' });
    expect(within(testimonials).getAllByRole('listitem')).toHaveLength(3);
    const grid = screen.getByRole('list', { name: 'Products' });
    // One full card per product: the highlighted ones are tiles, not second cards.
    expect(document.querySelectorAll('[data-product-id]')).toHaveLength(6);
    expect(within(highlighted).getAllByRole('link')[0]!.getAttribute('href')).toBe('/in/it/cloud/p2/quiz');
    expect(grid.compareDocumentPosition(testimonials) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(highlighted.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('highlights nothing while searching or filtering', async () => {
    await renderPage(null, { ...INITIAL_BROWSE, term: 'title' });
    expect(screen.queryByRole('region', { name: 'Popular with learners' })).toBeNull();
    cleanup();
    await renderPage(null, { ...INITIAL_BROWSE, filters: { ...NO_FILTERS, superCategory: 'it', category: null } });
    expect(screen.queryByRole('region', { name: 'Popular with learners' })).toBeNull();
  });

  it('asks again for the prices of the promo kept in cookies and shows them on the product’s card and tile', async () => {
    writeDiscountCookies({ promoCode: 'WELCOME10', productIds: ['IN-eq-it-cloud-p2'] });
    const api = fakeApi(async () => DISCOUNT);
    await renderPage(api);
    await waitFor(() => expect(api.redeemPromo).toHaveBeenCalledWith('WELCOME10', 'in', expect.any(AbortSignal)));
    await waitFor(() => expect(document.querySelectorAll('[data-product-id="IN-eq-it-cloud-p2"] s')).toHaveLength(1));
    expect(document.querySelectorAll('[data-product-id="IN-eq-it-cloud-p4"] s')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Popular with learners' }).querySelectorAll('s')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Have a promo code?' })).toBeTruthy();
  });

  it('forgets a kept code the server no longer accepts', async () => {
    writeDiscountCookies({ promoCode: 'SUMMER25', productIds: ['IN-eq-it-cloud-p2'] });
    await renderPage(
      fakeApi(async () => {
        throw new ApiError(404, '/api/2.0/eq/buy/promo', 'This promo code has expired.', 'unknown_promo', undefined);
      }),
    );
    await waitFor(() => expect(readDiscountCookies()).toBeNull());
    expect(document.querySelectorAll('.product-card s')).toHaveLength(0);
  });

  it('offers no promo and asks for no prices where the country runs no promos', async () => {
    writeDiscountCookies({ promoCode: 'WELCOME10', productIds: ['IN-eq-it-cloud-p2'] });
    const api = fakeApi(async () => DISCOUNT);
    await renderPage(api, INITIAL_BROWSE, 'de');
    expect(screen.queryByRole('button', { name: 'Have a promo code?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get a free quiz by e-mail' })).toBeTruthy();
    expect(api.redeemPromo).not.toHaveBeenCalled();
  });
});
