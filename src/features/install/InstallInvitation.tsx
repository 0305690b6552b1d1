// "Install the app", offered once a learner has finished a test (issue 34): through the browser's own prompt where it
// offers one, as a short how-to on iOS Safari (Share → Add to Home Screen), never during an exam, never again once
// declined or installed. The rule is src/domain/install/installInvitation.ts.
import { useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { installInvitation, isIosSafari } from '../../domain/install/installInvitation.ts';
import { useExamRunning } from '../../platform/examActivity.ts';
import { installPromptAvailable, readInstallChoice, rememberInstallChoice, showInstallPrompt, subscribeInstallPrompt } from './installPrompt.ts';
import { runsAsInstalledApp } from './installedApp.ts';
import './install.css';

export interface InstallInvitationProps {
  /** Tests the learner has finished on this device. */
  finishedTests: number;
}

export function InstallInvitation({ finishedTests }: InstallInvitationProps) {
  const { t } = useLingui();
  const examRunning = useExamRunning();
  const promptAvailable = useSyncExternalStore(subscribeInstallPrompt, installPromptAvailable, () => false);
  const choice = useSyncExternalStore(subscribeInstallPrompt, () => readInstallChoice(), () => null);
  const [closed, setClosed] = useState(false);
  const offer = installInvitation({
    finishedTests,
    examRunning,
    declined: choice === 'declined',
    installed: choice === 'installed' || runsAsInstalledApp(),
    promptAvailable,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints ?? 0),
  });
  if (!offer || closed) return null;
  const decline = () => {
    rememberInstallChoice('declined');
    setClosed(true);
  };
  return (
    <section className="install-invitation" aria-labelledby="install-invitation-title">
      <h2 id="install-invitation-title" className="install-invitation__title">
        {offer === 'prompt' ? t`Install the app` : t`Add the app to your Home Screen`}
      </h2>
      <p>{t`Practise from your home screen, offline too: answers you give without a connection are sent once it is back.`}</p>
      {offer === 'ios-how-to' && (
        <ol className="install-invitation__steps">
          <li>{t`Tap the Share button in Safari's toolbar.`}</li>
          <li>{t`Choose “Add to Home Screen”.`}</li>
          <li>{t`Tap “Add”.`}</li>
        </ol>
      )}
      <div className="install-invitation__actions">
        {offer === 'prompt' && (
          <button type="button" className="button" onClick={() => void showInstallPrompt().then(() => setClosed(true))}>
            {t`Install the app`}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={decline}>
          {t`Not now`}
        </button>
      </div>
    </section>
  );
}
