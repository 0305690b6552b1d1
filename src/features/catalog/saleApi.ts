// The sale page's calls: redeem a promo code (GET buy/promo) and ask for a free quiz by e-mail (POST
// buy/free-quiz-subscription, with the XSRF header the client adds). Both are silent: the dialogs say what failed.
import type { ApiClient } from '../../api/client.ts';
import type { PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import type { CountryCode } from '../../domain/markets/types.ts';

export interface FreeQuizSubscription {
  email: string;
  country: CountryCode;
  productId?: string;
}

export interface SaleApi {
  redeemPromo(code: string, country: CountryCode, signal?: AbortSignal): Promise<PromoDiscount>;
  subscribeFreeQuiz(subscription: FreeQuizSubscription): Promise<void>;
}

export function createSaleApi(api: ApiClient): SaleApi {
  return {
    redeemPromo: (code, country, signal) => api.request<PromoDiscount>('buy/promo', { query: { code, country }, signal, silent: true }),
    async subscribeFreeQuiz(subscription) {
      await api.request('buy/free-quiz-subscription', { method: 'POST', body: subscription, productId: subscription.productId, silent: true });
    },
  };
}
