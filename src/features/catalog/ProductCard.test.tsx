// @vitest-environment jsdom
// A product card's prices: a promo price beside the struck-through old one, and the other-pricing dialog (loaded on
// open) with the 1-, 3- and 12-month plans in the country's currency; free products have neither.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { catalogProduct } from '../../test/catalogProduct.ts';
import { ProductCard } from './ProductCard.tsx';

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(cleanup);

const product = (amountMinor: number, currency = 'EUR') =>
  catalogProduct({
    productId: 'DE-eq-networking-basics-networking-basics',
    productNameUrl: 'networking-basics',
    title: 'Netzwerk-Grundlagen',
    kind: amountMinor ? 'full-product' : 'free-demo-quiz',
    popularity: 90,
    superCategoryUrl: 'networking',
    categoryNameUrl: 'basics',
    pricing: { currency, tier: 1, amountMinor, label: amountMinor ? '1-PRODUCT-EXPIRE' : '0-FREE' },
  });

const space = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('ProductCard prices', () => {
  it('shows the old price struck through beside the promo price', async () => {
    await renderWithI18n(<ProductCard product={product(1990)} country="de" discountedMinor={1791} />, 'de');
    const card = within(screen.getByRole('listitem'));
    expect(space(card.getByText((_, node) => node?.tagName === 'S')?.textContent)).toBe('19,90 €');
    expect(space(card.getByText((_, node) => node?.tagName === 'STRONG')?.textContent)).toBe('17,91 €');
  });

  it('shows the plain price without a promo, or with a promo price that is no discount', async () => {
    await renderWithI18n(<ProductCard product={product(1990)} country="de" discountedMinor={1990} />, 'de');
    expect(screen.getByRole('listitem').querySelector('s')).toBeNull();
    expect(space(screen.getByRole('listitem').querySelector('.product-card__price')?.textContent)).toBe('19,90 €');
  });

  it('lists the other pricing options of a paid product in the country’s currency', async () => {
    await renderWithI18n(<ProductCard product={product(1990, 'GBP')} country="gb" />);
    fireEvent.click(screen.getByRole('button', { name: 'Other pricing options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pricing options for Netzwerk-Grundlagen' });
    const rows = within(dialog).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['1 month£19.90', '3 months£49.99', '12 months£158.99']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no other pricing on a free product', async () => {
    await renderWithI18n(<ProductCard product={product(0)} country="de" />);
    expect(screen.queryByRole('button', { name: 'Other pricing options' })).toBeNull();
  });
});

describe('ProductCard links', () => {
  it("has BUY NOW as a link of its own to the dynamic-buy page, distinct from the title's link to the product page", async () => {
    await renderWithI18n(<ProductCard product={product(1990)} country="de" />);
    const card = within(screen.getByRole('listitem'));
    const buy = card.getByRole('link', { name: 'BUY NOW Netzwerk-Grundlagen' });
    const links = card.getAllByRole('link');
    expect(links).toHaveLength(2);
    const [title, buyNow] = links as [HTMLAnchorElement, HTMLAnchorElement];
    expect(title.getAttribute('href')).toContain('/quiz');
    expect(buyNow.getAttribute('href')).toMatch(/^\/de\/[^?]+\?super_category=networking&category=basics&product=networking-basics$/);
    expect(buyNow.getAttribute('href')).not.toBe(title.getAttribute('href'));
    expect(buy).toBe(buyNow);
  });

  it('has no BUY NOW link on a free product', async () => {
    await renderWithI18n(<ProductCard product={product(0)} country="de" />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
