// My products (DESIGN "My products / bill"): the bought products with their end dates, a status chip and the next
// action (Start while active, Renew once ended), each plan's renewal (SubscriptionPanel), then the orders with their
// bills. The account's record and the entitlement token are fetched again when online, so a renewal or a refund
// shows without signing in again.
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Catalog, CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { OrderView } from '../../domain/commerce/orders.ts';
import { listProducts } from '../../domain/catalog/browse.ts';
import { productQuizPath } from '../../domain/catalog/productPath.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { useServices } from '../../platform/useServices.ts';
import { formatPrice } from '../catalog/formatPrice.ts';
import { authApi } from '../session/authApi.ts';
import { writeUserRecord } from '../session/storedUser.ts';
import type { UserRecord } from '../session/userRecord.ts';
import { useSiteSegment } from '../account/useCountry.ts';
import { productBuyHref } from './buyHref.ts';
import { useNow } from '../exam/useNow.ts';
import { createCommerceApi } from './commerceApi.ts';
import { OrderStatusChip } from './OrderStatusChip.tsx';
import { SubscriptionPanel, type SubscriptionActions } from './SubscriptionPanel.tsx';
import { refreshAccount } from './refreshAccount.ts';
import type { SubscriptionView } from '../../domain/commerce/subscriptions.ts';

export function MyProductsPage({ country, catalog, user }: { country: CountryCode; catalog: Catalog; user: UserRecord }) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const site = useSiteSegment();
  const [orders, setOrders] = useState<OrderView[] | null | 'offline'>(() => (navigator.onLine ? null : 'offline'));
  const [subscriptions, setSubscriptions] = useState<SubscriptionView[]>([]);
  const now = useNow(60_000);
  useEffect(() => {
    let live = true;
    if (!navigator.onLine) return;
    const commerce = createCommerceApi(api);
    // A renewal (or its end) reaches the record and the offline token here too.
    void refreshAccount(api, user.userId);
    commerce
      .orders(user.userId)
      .then((list) => live && setOrders(list))
      .catch(() => live && setOrders('offline'));
    commerce
      .subscriptions(user.userId)
      .then((list) => live && setSubscriptions(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, user.userId]);
  const actions: SubscriptionActions = {
    change: (subscriptionId, change) => createCommerceApi(api).changeSubscription(user.userId, subscriptionId, change),
    paymentMethodUrl: async (subscriptionId) => (await createCommerceApi(api).paymentMethodUrl(user.userId, subscriptionId)).url,
  };
  const changed = (view: SubscriptionView) => {
    setSubscriptions((list) => list.map((each) => (each.subscriptionId === view.subscriptionId ? view : each)));
    authApi.me(api).then(writeUserRecord).catch(() => undefined);
  };
  /** The newest plan of a product that still runs (or the newest one). */
  const planOf = (productId: string) => subscriptions.find((each) => each.productIds.includes(productId) && Date.parse(each.currentPeriodEnd) > now && each.status !== 'canceled') ?? subscriptions.find((each) => each.productIds.includes(productId));

  const products = new Map<string, CatalogProduct>(listProducts(catalog).map((product) => [product.productId, product]));
  const owned = [...user.endDates].sort((a, b) => Date.parse(b.endDate) - Date.parse(a.endDate));
  const market = MARKETS[country];
  return (
    <main className="page my-products-page">
      <h1>{t`My products`}</h1>
      {owned.length === 0 ? (
        <p role="status">
          {t`You have not bought any product yet.`}{' '}
          <Link to="/$country" params={{ country: site }}>
            {t`See all products`}
          </Link>
        </p>
      ) : (
        <ul className="my-products">
          {owned.map((entry) => {
            const product = products.get(entry.productId);
            const active = Date.parse(entry.endDate) > now;
            const end = new Date(entry.endDate).toLocaleDateString(i18n.locale, { dateStyle: 'long' });
            const plan = planOf(entry.productId);
            return (
              <li key={entry.productId} className="my-products__item" data-product-id={entry.productId}>
                <div>
                  <h2 className="my-products__title">{product?.title ?? entry.productId}</h2>
                  <p className="muted">{active ? t`Active until ${end}` : t`Ended on ${end}`}</p>
                  {plan && <SubscriptionPanel subscription={plan} country={country} now={now} actions={actions} onChanged={changed} accessEnd={entry.endDate} />}
                </div>
                <span className={`pill status-chip ${active ? 'status-chip--paid' : 'status-chip--expired'}`}>{active ? t`Active` : t`Ended`}</span>
                {product &&
                  (active ? (
                    <a className="button" href={`${productQuizPath(site, product)}?mode=exam`}>
                      {t`Start`}
                    </a>
                  ) : (
                    <a className="button button--secondary" href={productBuyHref(country, product)}>
                      {t`Renew`}
                    </a>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
      <h2>{t`Your orders`}</h2>
      {orders === null && <p role="status" className="skeleton">{t`Loading`}</p>}
      {orders === 'offline' && <p role="status">{t`Your orders show when you are online.`}</p>}
      {Array.isArray(orders) && orders.length === 0 && <p>{t`No orders yet.`}</p>}
      {Array.isArray(orders) && orders.length > 0 && (
        <ul className="my-orders">
          {orders.map((order) => (
            // Every payment is a line with its bill: the order (its first payment) and each renewal (its invoice).
            <li key={order.invoiceId ?? order.orderId} className="my-orders__item">
              <span>{new Date(order.createdAt).toLocaleDateString(i18n.locale, { dateStyle: 'medium' })}</span>
              <span>{formatPrice({ currency: order.currency, tier: 0, amountMinor: order.totalMinor, label: '' }, market)}</span>
              <OrderStatusChip status={order.status} />
              {order.status === 'paid' || order.status === 'refunded' ? (
                <Link to="/$country" params={{ country: site }} search={{ bill: order.invoiceId ?? order.orderId }}>
                  {t`Bill`}
                </Link>
              ) : (
                <span />
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
