// The order summary (DESIGN "Checkout": lines, promo, VAT, total, always visible; sticky on desktop, collapsible on
// phones through <details>).
import { Plural, useLingui } from '@lingui/react/macro';
import type { CartTotals } from '../../domain/commerce/cartTotals.ts';

interface OrderSummaryProps {
  totals: CartTotals;
  titleOf: (productId: string) => string;
  format: (amountMinor: number) => string;
  promoCode: string | null;
}

export function OrderSummary({ totals, titleOf, format, promoCode }: OrderSummaryProps) {
  const { t } = useLingui();
  const total = format(totals.totalMinor);
  const rate = totals.vatRatePercent;
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <details open>
        <summary>
          <h2 id="order-summary-title">{t`Order summary`}</h2>
          <span className="order-summary__total-inline">{total}</span>
        </summary>
        <ul className="order-summary__lines">
          {totals.lines.map((line) => (
            <li key={line.productId}>
              <span>
                {titleOf(line.productId)} · <Plural value={line.months} one="# month" other="# months" />
              </span>
              <span>{format(line.amountMinor)}</span>
            </li>
          ))}
        </ul>
        <dl className="order-summary__figures">
          {promoCode && totals.discountMinor > 0 && (
            <div>
              <dt>{t`Promo code ${promoCode}`}</dt>
              <dd>−{format(totals.discountMinor)}</dd>
            </div>
          )}
          <div>
            <dt>{t`VAT included (${rate} %)`}</dt>
            <dd>{format(totals.vatMinor)}</dd>
          </div>
          <div className="order-summary__total">
            <dt>{t`Total`}</dt>
            <dd>{total}</dd>
          </div>
        </dl>
      </details>
    </aside>
  );
}
