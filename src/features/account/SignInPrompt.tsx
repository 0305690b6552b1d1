// Shown on account pages to a visitor who is not signed in.
import { useLingui } from '@lingui/react/macro';
import { pagePath } from '../../domain/routes/slugs.ts';
import { useCountry } from './useCountry.ts';

export function SignInPrompt() {
  const { t } = useLingui();
  const country = useCountry();
  return (
    <main className="page page--narrow">
      <p>{t`Please sign in to see this page.`}</p>
      <a className="button" href={pagePath(country, 'signIn', { html: false })}>
        {t`Sign in`}
      </a>
    </main>
  );
}
