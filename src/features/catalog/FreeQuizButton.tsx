// "Get a free quiz by e-mail" on the sale page; the subscription dialog loads on first open.
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';

const FreeQuizDialog = lazy(() => import('./FreeQuizDialog.tsx').then((module) => ({ default: module.FreeQuizDialog })));

export function FreeQuizButton({ country, productId }: { country: CountryCode; productId?: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {t`Get a free quiz by e-mail`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FreeQuizDialog country={country} productId={productId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
