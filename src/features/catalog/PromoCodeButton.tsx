// "Have a promo code?" on the sale page, only where the country runs promos (SPEC §9); the dialog loads on first open.
import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { LazyDialogButton } from '../../ui/LazyDialogButton.tsx';

const PromoCodeDialog = lazy(() => import('./PromoCodeDialog.tsx').then((module) => ({ default: module.PromoCodeDialog })));

export function PromoCodeButton({ country, onApplied }: { country: CountryCode; onApplied: (discount: PromoDiscount) => void }) {
  const { t } = useLingui();
  if (!MARKETS[country].promo.enabled) return null;
  return (
    <LazyDialogButton
      label={t`Have a promo code?`}
      className="button button--secondary"
      dialog={(close) => <PromoCodeDialog country={country} onApplied={onApplied} onClose={close} />}
    />
  );
}
