// "A new version is available": offered, never forced, and not shown at all while an exam is running.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { applyUpdate, onUpdateAvailable } from './pwa.ts';
import { useExamRunning } from '../platform/examActivity.ts';

export function UpdatePrompt() {
  const { t } = useLingui();
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const examRunning = useExamRunning();
  useEffect(() => onUpdateAvailable(setAvailable), []);
  if (!available || dismissed || examRunning) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{t`A new version is available.`}</span>
      <button type="button" className="button" onClick={applyUpdate}>
        {t`Reload`}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setDismissed(true)}>
        {t`Later`}
      </button>
    </div>
  );
}
