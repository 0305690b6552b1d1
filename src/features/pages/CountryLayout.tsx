// The frame of every country page: header with the site name, and the header margin rule of SPEC §2.
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useParams } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MARKETS, pageLanguage } from '../../domain/markets/countries.ts';
import { isCountryCode } from '../../domain/markets/types.ts';
import { hasHeaderMargin, pagePath } from '../../domain/routes/slugs.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { SITE_NAMES, currentTenant } from '../../app/tenant.ts';

// The footer sits below the fold: it loads after the page, not with it.
const SiteFooter = lazy(() => import('./SiteFooter.tsx').then((module) => ({ default: module.SiteFooter })));

export function CountryLayout() {
  const { t } = useLingui();
  const { country } = useParams({ strict: false });
  const { pathname } = useLocation();
  const site = country && isCountryCode(country) ? country : 'us';
  const market = MARKETS[site];
  const user = useCurrentUser();

  const language = pageLanguage(currentTenant, site);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <>
      <header className="site-header">
        <Link to="/$country" params={{ country: site }} className="site-header__brand" aria-label={t`Home`}>
          {SITE_NAMES[currentTenant]}
        </Link>
        <nav className="site-header__nav" aria-label={t`Account`}>
          <span className="site-header__country">{market.name}</span>
          {user ? (
            <a href={pagePath(site, 'my-profile', { html: false })}>{user.userName || t`My profile`}</a>
          ) : (
            <a href={pagePath(site, 'signIn', { html: false })}>{t`Sign in`}</a>
          )}
        </nav>
      </header>
      <div className={hasHeaderMargin(pathname, site) ? 'with-header-margin' : undefined}>
        <Outlet />
      </div>
      <Suspense fallback={null}>
        <SiteFooter country={site} />
      </Suspense>
    </>
  );
}
