// The checkout's word on renewal (issue 21): plans renew at the end of each period until cancelled; where the country
// offers methods that cannot renew (Multibanco, bank transfer), the buyer may pay once instead, and the page says so.
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { hasOneTimeMethods } from '../../domain/commerce/subscriptions.ts';

export function RenewalChoice({ country, oneTime, onChange }: { country: CountryCode; oneTime: boolean; onChange: (oneTime: boolean) => void }) {
  const { t } = useLingui();
  const offered = hasOneTimeMethods(MARKETS[country].paymentLocales.card.methodTypes);
  return (
    <div className="checkout-renewal">
      <p className="muted" data-testid="renewal-note">
        {oneTime
          ? t`A one-time purchase: it does not renew. Multibanco and bank transfer can only pay once.`
          : t`Your plan renews automatically at the end of each period until you cancel it; cancel any time in My products.`}
      </p>
      {offered && (
        <div className="field field--checkbox">
          <label>
            <input type="checkbox" checked={oneTime} onChange={(event) => onChange(event.target.checked)} />
            <span>{t`Pay once, without renewal (needed for Multibanco and bank transfer)`}</span>
          </label>
        </div>
      )}
    </div>
  );
}
