// The footer of every country page: the site's pages at their localized slugs, and the mobile app's store links
// (with the promo box for the platforms where the market shows it).
import { useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { appStoreLinks } from '../../domain/appStores.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import type { CountryCode } from '../../domain/markets/types.ts';
import type { PageKey } from '../../domain/routes/types.ts';
import { pagePath } from '../../domain/routes/slugs.ts';
import { appEnvironment } from '../../platform/environment.ts';
import { PAGE_TITLES } from './pageTitles.ts';

const FOOTER_PAGES: PageKey[] = ['about-us', 'contact-us', 'faq', 'test-products', 'work-with-us', 'affiliates', 'terms-and-conditions', 'privacy-policy', 'cookie-policy', 'trademark-and-registration'];

type MobilePlatform = 'android' | 'ios' | null;

const noChanges = () => () => undefined;
const platformOfDevice = (): MobilePlatform =>
  /android/i.test(navigator.userAgent) ? 'android' : /iphone|ipad|ipod/i.test(navigator.userAgent) ? 'ios' : null;
/** The server knows no device: the page it renders, and the browser's hydration of it, show no promo box. */
const platformOnServer = (): MobilePlatform => null;

/** The phone's platform, read only once the page is the browser's own (a hydration must match the server's HTML). */
const useMobilePlatform = () => useSyncExternalStore(noChanges, platformOfDevice, platformOnServer);

export function SiteFooter({ country }: { country: CountryCode }) {
  const { i18n, t } = useLingui();
  const stores = appStoreLinks(country);
  const promo = MARKETS[country].mobilePromoBox;
  const platform = useMobilePlatform();
  const isAndroid = platform === 'android';
  const isIos = platform === 'ios';
  const showPromo = (isAndroid && promo.android[appEnvironment]) || (isIos && promo.ios[appEnvironment]);
  return (
    <footer className="site-footer">
      {showPromo && (
        <aside className="promo-box">
          <p>{t`Practise on the go with our app.`}</p>
          <a className="button" href={isAndroid ? stores.android : stores.ios}>
            {t`Get the app`}
          </a>
        </aside>
      )}
      <nav aria-label={t`Site`}>
        <ul>
          {FOOTER_PAGES.map((key) => (
            <li key={key}>
              <a href={pagePath(country, key, { html: false })}>{i18n._(PAGE_TITLES[key])}</a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__apps">
        <a href={stores.ios} rel="noopener">{t`Download on the App Store`}</a> · <a href={stores.android} rel="noopener">{t`Get it on Google Play`}</a>
      </p>
    </footer>
  );
}
