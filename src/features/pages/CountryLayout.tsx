// The frame of every country page: header with the site name, and the header margin rule of SPEC §2.
import { lazy, Suspense, useEffect } from 'react';
import { useNearViewport } from '../../platform/useNearViewport.ts';
import { Link, Outlet, useLocation, useParams, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MARKETS, pageLanguage } from '../../domain/markets/countries.ts';
import { hasHeaderMargin } from '../../domain/routes/slugs.ts';
import { toBrowserPath } from '../../domain/routes/canonicalPaths.ts';
import { useCurrentUser } from '../session/storedUser.ts';
import { SITE_NAMES, currentTenant } from '../../platform/tenant.ts';
import { CartLink } from '../commerce/CartLink.tsx';
import { OfflineStatus } from '../offline/OfflineStatus.tsx';
import { AccountMenuButton } from '../account/AccountMenuButton.tsx';

// The sync indicator loads after the page (it reads IndexedDB): no page's first JavaScript grows for it.
const HeaderSyncStatus = lazy(() => import('../sync/HeaderSyncStatus.tsx'));
const SiteFooter = lazy(() => import('./SiteFooter.tsx').then((module) => ({ default: module.SiteFooter })));

export function CountryLayout() {
  const { t } = useLingui();
  const { country: segment } = useParams({ from: '/$country' });
  const { country: site, services } = useRouteContext({ from: '/$country' });
  // The header margin rule reads the address as the learner sees it (the localized slug), not the router's path.
  const shownPath = toBrowserPath(useLocation().pathname, currentTenant);
  const market = MARKETS[site];
  const user = useCurrentUser();

  // The footer sits below the fold: it loads when the learner scrolls near it (or at once on a short page).
  const pageInPlace = useRouterState({ select: (state) => state.status === 'idle' });
  const [footerSlot, footerWanted] = useNearViewport(pageInPlace);

  const language = pageLanguage(currentTenant, site);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <>
      <header className="site-header">
        <Link to="/$country" params={{ country: segment }} className="site-header__brand">
          {SITE_NAMES[currentTenant]}
        </Link>
        <nav className="site-header__nav" aria-label={t`Account`}>
          <OfflineStatus country={site} />
          <span className="site-header__country">{market.name}</span>
          <Suspense fallback={null}>
            <HeaderSyncStatus userId={user?.userId ?? null} />
          </Suspense>
          <CartLink site={segment} />
          <Link to="/$country" params={{ country: segment }} search={{ view: 'my-progress' }} className="site-header__progress" aria-label={t`My progress`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M3 20h18M5 16l4-5 4 3 6-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="site-header__progress-label" aria-hidden="true">
              {t`My progress`}
            </span>
          </Link>
          {user ? (
            <AccountMenuButton site={segment} name={user.userName} api={services.api} />
          ) : (
            <Link to="/$country/auth/signin" params={{ country: segment }}>
              {t`Sign in`}
            </Link>
          )}
        </nav>
      </header>
      <div className={hasHeaderMargin(shownPath, site) ? 'with-header-margin' : 'clear-of-header'}>
        <Outlet />
      </div>
      <div ref={footerSlot}>
        {footerWanted && (
          <Suspense fallback={null}>
            <SiteFooter country={site} />
          </Suspense>
        )}
      </div>
    </>
  );
}
