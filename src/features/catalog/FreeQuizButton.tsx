// "Get a free quiz by e-mail" on the sale page; the subscription dialog loads on first open.
import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CountryCode } from '../../domain/markets/types.ts';
import { LazyDialogButton } from '../../ui/LazyDialogButton.tsx';

const FreeQuizDialog = lazy(() => import('./FreeQuizDialog.tsx').then((module) => ({ default: module.FreeQuizDialog })));

export function FreeQuizButton({ country, productId }: { country: CountryCode; productId?: string }) {
  const { t } = useLingui();
  return (
    <LazyDialogButton
      label={t`Get a free quiz by e-mail`}
      className="button button--secondary"
      dialog={(close) => <FreeQuizDialog country={country} productId={productId} onClose={close} />}
    />
  );
}
