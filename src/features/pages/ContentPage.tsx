// A page reached by its localized slug. Pages with their own feature load it lazily (kept out of the sale page's
// first load); the others show their translated title while their content is prepared.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AnyPageKey } from '../../domain/routes/types.ts';
import { PAGE_TITLES } from './pageTitles.ts';
import { useDocumentHead } from '../../app/documentHead.ts';
import { appEnvironment } from '../../app/environment.ts';
import { SITE_NAMES, currentTenant } from '../../app/tenant.ts';
import { pagePath } from '../../domain/routes/slugs.ts';
import { hreflangAlternates } from '../../domain/seo.ts';

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const FEATURE_PAGES: Partial<Record<AnyPageKey, LazyExoticComponent<ComponentType>>> = {
  signIn: named(() => import('../account/SignInPage.tsx'), 'SignInPage'),
  signUp: named(() => import('../account/SignUpPage.tsx'), 'SignUpPage'),
  forgotPassword: named(() => import('../account/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
  'forgot-password': named(() => import('../account/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
  resetPassword: named(() => import('../account/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
  'secret-question': named(() => import('../account/SecretQuestionPage.tsx'), 'SecretQuestionPage'),
  'my-profile': named(() => import('../account/MyProfilePage.tsx'), 'MyProfilePage'),
  'test-config': named(() => import('../config/TestConfigPage.tsx'), 'TestConfigPage'),
};

export function ContentPage({ pageKey }: { pageKey: AnyPageKey }) {
  const { i18n, t } = useLingui();
  const Feature = FEATURE_PAGES[pageKey];
  useDocumentHead({
    title: `${i18n._(PAGE_TITLES[pageKey])} · ${SITE_NAMES[currentTenant]}`,
    alternates: hreflangAlternates(location.origin, appEnvironment, (site) => pagePath(site, pageKey, { html: false })),
  });
  if (Feature) {
    return (
      <Suspense fallback={<p className="page" role="status">{t`Loading`}</p>}>
        <Feature />
      </Suspense>
    );
  }
  return (
    <main className="page" data-page-key={pageKey}>
      <h1>{i18n._(PAGE_TITLES[pageKey])}</h1>
      <p>{t`This page is being prepared.`}</p>
    </main>
  );
}
