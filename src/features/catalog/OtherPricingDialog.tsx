// The other-pricing dialog (SPEC §2): a product's plans for 1, 3 and 12 months in the country's currency.
import { Plural, useLingui } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal.tsx';
import type { CatalogProduct } from '../../domain/catalog/types.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { pricingOptions } from '../../domain/catalog/pricingOptions.ts';
import { formatPrice } from './formatPrice.ts';

interface OtherPricingDialogProps {
  product: CatalogProduct;
  country: CountryCode;
  onClose: () => void;
}

export function OtherPricingDialog({ product, country, onClose }: OtherPricingDialogProps) {
  const { t } = useLingui();
  const title = product.title;
  return (
    <Modal title={t`Pricing options for ${title}`} onClose={onClose}>
      <ul className="pricing-options">
        {pricingOptions(product.pricing.amountMinor).map((option) => (
          <li key={option.months} className="pricing-options__item">
            <span>
              <Plural value={option.months} one="# month" other="# months" />
            </span>
            <strong>{formatPrice({ ...product.pricing, amountMinor: option.amountMinor }, MARKETS[country])}</strong>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
