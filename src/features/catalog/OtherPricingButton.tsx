// "Other pricing options" on a paid product's card; the pricing dialog loads on first open.
import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { LazyDialogButton } from '../../ui/LazyDialogButton.tsx';

const OtherPricingDialog = lazy(() => import('./OtherPricingDialog.tsx').then((module) => ({ default: module.OtherPricingDialog })));

export function OtherPricingButton({ product, country }: { product: CatalogProduct; country: CountryCode }) {
  const { t } = useLingui();
  return (
    <LazyDialogButton
      label={t`Other pricing options`}
      className="link-button product-card__other-pricing"
      dialog={(close) => <OtherPricingDialog product={product} country={country} onClose={close} />}
    />
  );
}
