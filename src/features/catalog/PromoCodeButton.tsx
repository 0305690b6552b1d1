// "Have a promo code?" on the sale page, only where the country runs promos (SPEC §9); the dialog loads on first open.
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import { MARKETS } from '../../domain/markets/countries.ts';

const PromoCodeDialog = lazy(() => import('./PromoCodeDialog.tsx').then((module) => ({ default: module.PromoCodeDialog })));

export function PromoCodeButton({ country, onApplied }: { country: CountryCode; onApplied: (discount: PromoDiscount) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!MARKETS[country].promo.enabled) return null;
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t`Have a promo code?`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PromoCodeDialog country={country} onApplied={onApplied} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
