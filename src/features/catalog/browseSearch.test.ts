import { describe, expect, it } from 'vitest';
import { browseStateFrom, searchFrom, validateBrowseSearch } from './browseSearch.ts';

describe('the sale page’s filters in the URL', () => {
  it('keeps kind and free or paid beside area and category, and drops values it does not know', () => {
    const search = validateBrowseSearch({ sc: 'it', cat: 'it/cloud', kind: 'full-product', price: 'paid', page: '2' });
    expect(searchFrom(browseStateFrom(search))).toEqual({ q: undefined, sc: 'it', cat: 'it/cloud', kind: 'full-product', price: 'paid', page: 2 });
    expect(validateBrowseSearch({ kind: 'pdf', price: 'cheap' })).toMatchObject({ kind: undefined, price: undefined });
  });
});
