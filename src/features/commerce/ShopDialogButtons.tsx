// The promo-code and other-pricing buttons of the shop's pages. The sale page has its own (catalog/*Button.tsx);
// these open the same dialogs without importing those buttons, so the sale page's chunk stays as it was.
import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { PromoDiscount } from '../../domain/catalog/promoDiscount.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { LazyDialogButton } from '../../ui/LazyDialogButton.tsx';

const PromoCodeDialog = lazy(() => import('../catalog/PromoCodeDialog.tsx').then((module) => ({ default: module.PromoCodeDialog })));
const OtherPricingDialog = lazy(() => import('../catalog/OtherPricingDialog.tsx').then((module) => ({ default: module.OtherPricingDialog })));

export function ShopPromoCodeButton({ country, onApplied }: { country: CountryCode; onApplied: (discount: PromoDiscount) => void }) {
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

export function ShopOtherPricingButton({ product, country }: { product: CatalogProduct; country: CountryCode }) {
  const { t } = useLingui();
  return (
    <LazyDialogButton
      label={t`Other pricing options`}
      className="link-button"
      dialog={(close) => <OtherPricingDialog product={product} country={country} onClose={close} />}
    />
  );
}
