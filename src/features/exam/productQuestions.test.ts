import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '../../api/client.ts';
import { loadProductQuestionsOrOffer } from './productQuestions.ts';

const paid = { productId: 'eq_de_it-certification_cloud_cloud-fundamentals', pricing: { currency: 'EUR', tier: 1, amountMinor: 1990, label: '1-PRODUCT-EXPIRE' } };
const free = { productId: 'eq_de_it-certification_cloud_cloud-fundamentals-demo', pricing: { currency: 'EUR', tier: 0, amountMinor: 0, label: '0-FREE' } };
const bank = { questions: [] };

/** An API that answers as the server does: the bank to the entitled, 401 to a visitor, 403 to anyone else. */
function api(answer: 'bank' | 401 | 403): ApiClient & { requests: string[] } {
  const requests: string[] = [];
  return {
    baseUrl: '/api/2.0/eq',
    requests,
    async request<T>(path: string): Promise<T> {
      requests.push(path);
      if (answer === 'bank') return bank as T;
      throw new ApiError(answer, path, 'no', answer === 403 ? 'not_entitled' : 'sign_in_required', undefined);
    },
  };
}

describe('loadProductQuestionsOrOffer', () => {
  it('does not ask for a paid bank for a visitor who is not signed in (no 401 in the console): the offer', async () => {
    const visitorApi = api(401);
    expect(await loadProductQuestionsOrOffer(visitorApi, paid, false)).toBeNull();
    expect(visitorApi.requests).toEqual([]);
  });

  it('asks for a free product for a visitor, and a paid one for a signed-in learner', async () => {
    const freeApi = api('bank');
    expect(await loadProductQuestionsOrOffer(freeApi, free, false)).toEqual(bank);
    expect(freeApi.requests).toHaveLength(1);
    const learnerApi = api('bank');
    expect(await loadProductQuestionsOrOffer(learnerApi, paid, true)).toEqual(bank);
    const notEntitled = api(403);
    expect(await loadProductQuestionsOrOffer(notEntitled, paid, true)).toBeNull();
    expect(notEntitled.requests).toHaveLength(1);
  });
});
