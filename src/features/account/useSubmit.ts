// Runs a form's async action with a busy flag and a translated error message.
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { accountErrorMessage } from './accountErrors.ts';

export function useSubmit() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function run(action: () => Promise<void>): Promise<void> {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(accountErrorMessage(failure, i18n));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, run, setError };
}
