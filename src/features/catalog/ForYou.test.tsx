// @vitest-environment jsdom
// The homepage's "for you" lists: the last used products (this device's and the account's) and recommendations from
// the catalog on screen, same category first, never an owned product; nothing for a first-time visitor.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import { catalogProduct } from '../../test/catalogProduct.ts';
import type { ListedProduct } from '../../domain/catalog/browse.ts';
import { ForYou } from './ForYou.tsx';
import { rememberProductUse } from './recentProductsStore.ts';
import { writeUserRecord } from '../session/storedUser.ts';
import type { UserRecord } from '../../domain/auth/userRecord.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const listed = (productId: string, popularity: number, categoryNameUrl: string): ListedProduct => ({
  ...catalogProduct({ productId, popularity, categoryNameUrl, title: `Title ${productId}` }),
  superCategoryTitle: 'IT',
  categoryTitle: categoryNameUrl,
});
// Most popular first, as listProducts gives them.
const products = [listed('DE-A1', 50, 'a'), listed('DE-B1', 40, 'b'), listed('DE-B2', 30, 'b'), listed('DE-A2', 20, 'a'), listed('DE-C1', 10, 'c')];

const titlesUnder = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ForYou', () => {
  it('shows nothing to a visitor who has used nothing', async () => {
    const { container } = await renderWithI18n(<ForYou products={products} country="de" prices={new Map()} />);
    expect(container.innerHTML).toBe('');
  });

  it("lists a guest's last used products and recommends their category first, leaving out what they own", async () => {
    rememberProductUse('DE-A1', 'guest', 1);
    rememberProductUse('DE-C1', 'guest', 2);
    await renderWithI18n(<ForYou products={products} country="de" prices={new Map()} owned={new Set(['DE-B1'])} />);
    expect(titlesUnder('Continue where you left off')).toEqual(['Title DE-C1', 'Title DE-A1']);
    expect(titlesUnder('Recommended for you')).toEqual(['Title DE-A2', 'Title DE-B2']);
  });

  it("never recommends what a signed-in learner has bought (the account's subscribed products)", async () => {
    const learner: UserRecord = { userId: 'u1', creationDate: '', email: 'a@example.com', lastLogin: null, userName: 'a', endDates: [{ productId: 'DE-A2', endDate: '2099-01-01T00:00:00.000Z' }], subscribedProducts: ['DE-A2'], roles: [], loginMethod: 'password', mostRecentUsedProducts: [], secretQuestion: null, country: null, locale: null };
    writeUserRecord(learner);
    rememberProductUse('DE-A1', 'u1', 1);
    await renderWithI18n(<ForYou products={products} country="de" prices={new Map()} />);
    expect(titlesUnder('Recommended for you')).toEqual(['Title DE-B1', 'Title DE-B2', 'Title DE-C1']);
  });
});
