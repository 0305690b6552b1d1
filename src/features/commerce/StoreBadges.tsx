// The app stores' badges on the buy page of countries whose app sells in-app (SPEC §9 in-app purchase flag).
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { appStoreLinks } from '../../domain/appStores.ts';

export function StoreBadges({ country }: { country: CountryCode }) {
  const { t } = useLingui();
  if (!MARKETS[country].inAppPurchase) return null;
  const links = appStoreLinks(country);
  return (
    <section className="store-badges" aria-labelledby="store-badges-title">
      <h2 id="store-badges-title">{t`Also in the app`}</h2>
      <p className="muted">{t`Buy it in the app on your phone: the same product, on every device.`}</p>
      <div className="store-badges__row">
        <a className="store-badge" href={links.ios} rel="noopener" target="_blank">
          <span className="store-badge__small">{t`Download on the`}</span> <strong>App Store</strong>
        </a>
        <a className="store-badge" href={links.android} rel="noopener" target="_blank">
          <span className="store-badge__small">{t`Get it on`}</span> <strong>Google Play</strong>
        </a>
      </div>
    </section>
  );
}
