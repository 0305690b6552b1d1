// Table test of request names by URL.
import { describe, it, expect } from 'vitest';
import { requestNameForUrl } from './requestName.ts';

const API = '/api/2.0/eq';

describe('requestNameForUrl', () => {
  it.each([
    [`${API}/products/USAWS01/tests/t1/saveStatus/u1`, 'Save Status'],
    ['local/saveStatus/u1', 'Save Status'],
    [`${API}/products/USAWS01/config/load/u1`, 'Load Config'],
    [`${API}/products/USAWS01/config/resetDefault/u1/exam`, 'Rest Default Config'],
    [`${API}/products/USAWS01/config/delete/u1/practice`, 'Delete Config'],
    [`${API}/products/USAWS01/tests/t1/init/u1`, 'Init'],
    [`${API}/products/USAWS01/getVote`, 'Get Vote'],
    [`${API}/products/USAWS01/tests/u1/practice`, 'Tests For Products'],
    [`${API}/products/USAWS01/tests/u1/exam`, 'Tests For Products'],
    [`https://shop.example/api/2.0/cq/products/X/tests/u1/exam?x=1`, 'Tests For Products'],
    [`${API}/products/USAWS01/new-version-questions-details/t1`, 'New Version Question Details'],
    [`${API}/products/USAWS01/config/save/u1`, 'Error'],
    [`${API}/products/USAWS01/tests/u1/exams`, 'Error'], // not a whole segment
    [`${API}/products/exam`, 'Error'], // not a tests URL
    [`${API}/initialize`, 'Error'],
    [`${API}/buy/getProduct?next=/config/load/x`, 'Error'], // the query does not count
    ['', 'Error'],
  ])('%s → %s', (url, expected) => {
    expect(requestNameForUrl(url)).toBe(expected);
  });
});
