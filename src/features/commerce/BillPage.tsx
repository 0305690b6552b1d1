// The bill (DESIGN "My products / bill"): a clean receipt with the seller, the buyer, the lines, the VAT, the total,
// the order (receipt) number and the date; printable (commerce.css has its print stylesheet).
import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Plural, useLingui } from '@lingui/react/macro';
import type { Catalog } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { OrderView } from '../../domain/commerce/orders.ts';
import { listProducts } from '../../domain/catalog/browse.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { findCountryListEntry } from '../../domain/markets/countryList.ts';
import { SITE_NAMES, currentTenant } from '../../platform/tenant.ts';
import { useServices } from '../../platform/useServices.ts';
import { formatPrice } from '../catalog/formatPrice.ts';
import type { UserRecord } from '../session/userRecord.ts';
import { createCommerceApi } from './commerceApi.ts';
import { OrderStatusChip } from './OrderStatusChip.tsx';
import { useSiteSegment } from '../account/useCountry.ts';

/** The way on from the bill (not printed). */
function MyProductsLink() {
  const { t } = useLingui();
  const site = useSiteSegment();
  return (
    <p className="bill-page__next">
      <Link to="/$country" params={{ country: site }} search={{ view: 'my-products' }}>
        {t`Go to My products`}
      </Link>
    </p>
  );
}

export function BillPage({ country, catalog, orderId, user }: { country: CountryCode; catalog: Catalog; orderId: string; user: UserRecord }) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const [order, setOrder] = useState<OrderView | null | 'missing' | 'offline'>(null);
  useEffect(() => {
    const controller = new AbortController();
    createCommerceApi(api)
      .order(user.userId, orderId, controller.signal)
      .then(setOrder)
      .catch((error: { status?: number }) => !controller.signal.aborted && setOrder(error.status === 404 ? 'missing' : 'offline'));
    return () => controller.abort();
  }, [api, user.userId, orderId]);

  if (order === null) return <main className="page"><p role="status" className="skeleton">{t`Loading`}</p></main>;
  if (order === 'missing' || order === 'offline') {
    return (
      <main className="page">
        <h1>{t`Your bill`}</h1>
        <p role="alert">{order === 'missing' ? t`This order was not found in your account.` : t`The bill needs the network. Please try again once you are online.`}</p>
        <MyProductsLink />
      </main>
    );
  }
  const market = MARKETS[country];
  const format = (amountMinor: number) => formatPrice({ currency: order.currency, tier: 0, amountMinor, label: '' }, market);
  const titles = new Map(listProducts(catalog).map((product) => [product.productId, product.title]));
  const date = new Date(order.paidAt ?? order.createdAt).toLocaleDateString(i18n.locale, { dateStyle: 'long' });
  const billing = order.billing;
  const buyerCountry = findCountryListEntry(billing.country);
  let countryName = buyerCountry?.name ?? billing.country;
  try {
    countryName = new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(billing.country) ?? countryName;
  } catch {
    // an unknown code keeps the list's English name
  }
  const number = order.receiptNumber ?? order.orderId;
  const rate = order.vatRatePercent;
  const promoCode = order.promoCode;
  const orderNumber = order.orderId;
  return (
    <main className="page bill-page">
      <header className="bill-page__head">
        <h1>{t`Bill ${number}`}</h1>
        <button type="button" className="button button--secondary bill-page__print" onClick={() => window.print()}>
          {t`Print`}
        </button>
      </header>
      <p>
        <OrderStatusChip status={order.status} /> <span className="muted">{date}</span>
      </p>
      <div className="bill-page__parties">
        <section>
          <h2>{t`Seller`}</h2>
          <p>
            {SITE_NAMES[currentTenant]}
            <br />
            {location.host}
            <br />
            {market.supportEmail}
          </p>
        </section>
        <section>
          <h2>{t`Buyer`}</h2>
          <p>
            {billing.licensed === 'company' && (
              <>
                {billing.businessName}
                <br />
                {t`VAT number`}: {billing.vat}
                <br />
              </>
            )}
            {billing.name} {billing.lastName}
            <br />
            {billing.address}
            <br />
            {billing.zip} {billing.city}, {billing.region}
            <br />
            {countryName}
            <br />
            {user.email}
          </p>
        </section>
      </div>
      <table className="bill-page__lines">
        <thead>
          <tr>
            <th scope="col">{t`Product`}</th>
            <th scope="col">{t`Plan`}</th>
            <th scope="col" className="bill-page__amount">{t`Amount`}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.productId}>
              <td>{titles.get(line.productId) ?? line.productId}</td>
              <td>
                <Plural value={line.months} one="# month" other="# months" />
              </td>
              <td className="bill-page__amount">{format(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.discountMinor > 0 && (
            <tr>
              <th scope="row" colSpan={2}>{promoCode ? t`Promo code ${promoCode}` : t`Discount`}</th>
              <td className="bill-page__amount">−{format(order.discountMinor)}</td>
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2}>{t`VAT included (${rate} %)`}</th>
            <td className="bill-page__amount">{format(order.vatMinor)}</td>
          </tr>
          <tr className="bill-page__total">
            <th scope="row" colSpan={2}>{t`Total`}</th>
            <td className="bill-page__amount">{format(order.totalMinor)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="muted">{t`Order number: ${orderNumber}`}</p>
      <MyProductsLink />
    </main>
  );
}
