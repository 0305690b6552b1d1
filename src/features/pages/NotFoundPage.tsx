// The translated 404 with a way back to the country's home page.
import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { countryFromPath } from '../../platform/services.ts';

export function NotFoundPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const country = countryFromPath(pathname) ?? 'us';
  return (
    <main className="page page--centered">
      <h1>{t`Page not found`}</h1>
      <p>{t`The page you are looking for does not exist or has moved.`}</p>
      <Link className="button" to="/$country" params={{ country }}>
        {t`Back to the home page`}
      </Link>
    </main>
  );
}
