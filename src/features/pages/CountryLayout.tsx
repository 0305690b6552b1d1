// The frame of every country page: header with the site name, and the header margin rule of SPEC §2.
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useParams } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MARKETS } from '../../domain/markets/countries.ts';
import { isCountryCode } from '../../domain/markets/types.ts';
import { hasHeaderMargin, pagePath } from '../../domain/routes/slugs.ts';
import { useCurrentUser } from '../session/session.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SITE_NAMES, currentTenant } from '../../app/tenant.ts';

export function CountryLayout() {
  const { t } = useLingui();
  const { country } = useParams({ strict: false });
  const { pathname } = useLocation();
  const site = country && isCountryCode(country) ? country : 'us';
  const market = MARKETS[site];
  const user = useCurrentUser();

  useEffect(() => {
    document.documentElement.lang = market.language;
  }, [market.language]);

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
      <SiteFooter country={site} />
    </>
  );
}
