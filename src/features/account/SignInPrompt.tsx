// Shown on account pages to a visitor who is not signed in.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useSiteSegment } from './useCountry.ts';

export function SignInPrompt() {
  const { t } = useLingui();
  const site = useSiteSegment();
  return (
    <main className="page page--narrow">
      <p>{t`Please sign in to see this page.`}</p>
      <Link className="button" to="/$country/auth/signin" params={{ country: site }}>
        {t`Sign in`}
      </Link>
    </main>
  );
}
