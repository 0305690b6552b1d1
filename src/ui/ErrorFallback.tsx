// The uncaught-error fallback (SPEC §8): "Oops, there was an error."
import { useLingui } from '@lingui/react/macro';

export function ErrorFallback({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui();
  return (
    <main className="page page--centered" role="alert">
      <h1>{t`Oops, there was an error.`}</h1>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t`Try again`}
        </button>
      )}
    </main>
  );
}
