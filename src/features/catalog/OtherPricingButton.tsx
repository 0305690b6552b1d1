// "Other pricing options" on a paid product's card; the pricing dialog loads on first open.
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';

const OtherPricingDialog = lazy(() => import('./OtherPricingDialog.tsx').then((module) => ({ default: module.OtherPricingDialog })));

export function OtherPricingButton({ product, country }: { product: CatalogProduct; country: CountryCode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button product-card__other-pricing" onClick={() => setOpen(true)}>
        {t`Other pricing options`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <OtherPricingDialog product={product} country={country} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
