// Coming-soon page for country sites that are not active yet (Belgium, the Netherlands).
import { useLingui } from '@lingui/react/macro';

export function ComingSoonPage() {
  const { t } = useLingui();
  return (
    <main className="page page--centered">
      <h1>{t`Coming soon`}</h1>
      <p>{t`Our exam practice shop opens here soon. Until then, our other country sites are open to you.`}</p>
    </main>
  );
}
