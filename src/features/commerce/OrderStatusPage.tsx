// The checkout page after the payment page (?order=…): the order's status as the API reports it, what a delayed
// method asks of the buyer (Multibanco voucher, bank transfer, SEPA or US bank debit processing), and what comes
// next: the bill and My products once paid, the cart again after a failure.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { OrderView, PaymentInstructions } from '../../domain/commerce/orders.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { formatPrice } from '../catalog/formatPrice.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { useCheckoutDeps } from './checkoutDeps.ts';
import { useOrderFollow } from './useOrderFollow.ts';
import { OrderStatusChip } from './OrderStatusChip.tsx';
import './commerce.css';

function Instructions({ instructions, format, locale }: { instructions: PaymentInstructions; format: (amountMinor: number, currency?: string) => string; locale: string }) {
  const { t } = useLingui();
  switch (instructions.kind) {
    case 'multibanco': {
      const amount = format(instructions.amountMinor);
      const expires = new Date(instructions.expiresAt).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
      return (
        <section className="payment-instructions" aria-labelledby="instructions-title">
          <h2 id="instructions-title">{t`Pay with your Multibanco voucher`}</h2>
          <dl>
            <div><dt>{t`Entity`}</dt><dd>{instructions.entity}</dd></div>
            <div><dt>{t`Reference`}</dt><dd>{instructions.reference}</dd></div>
            <div><dt>{t`Amount`}</dt><dd>{amount}</dd></div>
            <div><dt>{t`Pay before`}</dt><dd>{expires}</dd></div>
          </dl>
          <p className="muted">{t`Your order opens as soon as the payment arrives; this page shows it.`}</p>
        </section>
      );
    }
    case 'bank_transfer': {
      const remaining = format(instructions.amountRemainingMinor);
      return (
        <section className="payment-instructions" aria-labelledby="instructions-title">
          <h2 id="instructions-title">{t`Pay by bank transfer`}</h2>
          <dl>
            <div><dt>{t`IBAN`}</dt><dd>{instructions.iban}</dd></div>
            <div><dt>{t`Reference`}</dt><dd>{instructions.reference}</dd></div>
            <div><dt>{t`Still to transfer`}</dt><dd>{remaining}</dd></div>
          </dl>
          <p className="muted">{t`Use the reference so that the payment finds your order. A partial transfer leaves the rest to pay.`}</p>
        </section>
      );
    }
    case 'processing':
      return (
        <p className="notice notice--info" role="status">
          {instructions.method === 'sepa_debit'
            ? t`Your SEPA direct debit is being processed. This can take a few days; we will e-mail you when it is done.`
            : t`Your bank debit is being processed. This can take a few days; we will e-mail you when it is done.`}
        </p>
      );
  }
}

export function OrderStatusPage({ country, site, orderId }: { country: CountryCode; site: string; orderId: string }) {
  const { t, i18n } = useLingui();
  const deps = useCheckoutDeps();
  const user = useCurrentUser();
  const { order, failed, notFound } = useOrderFollow(deps, user?.userId ?? null, orderId);
  const market = MARKETS[country];
  const format = (amountMinor: number, currency = order?.currency ?? market.currency) => formatPrice({ currency, tier: 0, amountMinor, label: '' }, market);

  if (!user) {
    return (
      <main className="page checkout-page">
        <h1>{t`Your order`}</h1>
        <p>{t`Sign in to see your order.`}</p>
      </main>
    );
  }
  return (
    <main className="page checkout-page order-page" aria-busy={!order || order.status === 'pending_payment'}>
      <h1>{t`Your order`}</h1>
      {notFound && <p role="alert">{t`This order was not found in your account.`}</p>}
      {!order && !notFound && <p role="status" className="skeleton">{t`Checking your payment…`}</p>}
      {failed && <p className="notice notice--warning" role="status">{t`Cannot reach the shop right now; this page keeps trying.`}</p>}
      {order && <OrderDetails order={order} site={site} format={format} locale={i18n.locale} />}
      {order?.status !== 'paid' && (
        <p>
          <Link to="/$country" params={{ country: site }} search={{ view: 'my-products' }}>
            {t`Go to My products`}
          </Link>
        </p>
      )}
    </main>
  );
}

function OrderDetails({ order, site, format, locale }: { order: OrderView; site: string; format: (amountMinor: number) => string; locale: string }) {
  const { t } = useLingui();
  const total = format(order.totalMinor);
  const number = order.receiptNumber ?? order.orderId;
  return (
    <section className="order-status" aria-live="polite">
      <p>
        <OrderStatusChip status={order.status} /> <span className="muted">{t`Order ${number} · ${total}`}</span>
      </p>
      {order.status === 'pending_payment' && (
        <>
          <p role="status">{t`Waiting for the payment to be confirmed…`}</p>
          {order.instructions && <Instructions instructions={order.instructions} format={format} locale={locale} />}
        </>
      )}
      {order.status === 'paid' && (
        <>
          <p role="status">{t`Thank you! Your payment is confirmed and your products are ready.`}</p>
          <div className="order-status__actions">
            <Link className="button" to="/$country" params={{ country: site }} search={{ view: 'my-products' }}>
              {t`Go to My products`}
            </Link>
            <Link className="button button--secondary" to="/$country" params={{ country: site }} search={{ bill: order.orderId }}>
              {t`See the bill`}
            </Link>
          </div>
        </>
      )}
      {(order.status === 'failed' || order.status === 'expired') && (
        <>
          <p role="alert">
            {order.status === 'failed' ? t`The payment did not go through.` : t`The payment was not completed in time.`}{' '}
            {order.failureMessage && <span>{order.failureMessage}</span>}
          </p>
          <p>{t`Nothing was charged and your cart is kept.`}</p>
          <Link className="button" to="/$country/checkout" params={{ country: site }}>
            {t`Back to the cart`}
          </Link>
        </>
      )}
      {order.status === 'refunded' && <p role="status">{t`This order was refunded.`}</p>}
    </section>
  );
}
