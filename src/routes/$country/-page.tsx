// The frame of every page route of the routes table (not a route: TanStack Router skips files starting with '-').
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { pagePath } from '../../domain/routes/slugs.ts';
import type { RoutedPageKey } from '../../domain/routes/canonicalPaths.ts';
import { hreflangAlternates } from '../../domain/seo.ts';
import { pageOrigin, useDocumentHead } from '../../platform/documentHead.ts';
import { appEnvironment } from '../../platform/environment.ts';
import { SITE_NAMES, currentTenant } from '../../platform/tenant.ts';
import { PAGE_TITLES } from '../../features/pages/pageTitles.ts';

/** The page's title and its alternates in the other country sites; then the page. */
export function PageFrame({ pageKey, children }: { pageKey: RoutedPageKey; children?: ReactNode }) {
  const { i18n, t } = useLingui();
  useDocumentHead({
    title: `${i18n._(PAGE_TITLES[pageKey])} · ${SITE_NAMES[currentTenant]}`,
    alternates: hreflangAlternates(pageOrigin(), appEnvironment, (site) => pagePath(site, pageKey, { html: false })),
  });
  if (children) return <>{children}</>;
  return (
    <main className="page" data-page-key={pageKey}>
      <h1>{i18n._(PAGE_TITLES[pageKey])}</h1>
      <p>{t`This page is being prepared.`}</p>
    </main>
  );
}
