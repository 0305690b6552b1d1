// The sign-in and session-expired dialogs (SPEC §4). The sign-in page itself arrives with the accounts work.
import { useLingui } from '@lingui/react/macro';
import { pagePath } from '../domain/routes/slugs.ts';
import { Modal } from './Modal.tsx';
import { notices, useNotices } from './notices/noticeStore.ts';
import { countryFromPath } from '../platform/services.ts';

export function AuthDialog() {
  const { t } = useLingui();
  const kind = useNotices((state) => state.authDialog);
  if (!kind) return null;
  const country = countryFromPath(location.pathname) ?? 'us';
  const goToSignIn = () => {
    notices.closeAuthDialog();
    location.assign(pagePath(country, 'signIn', { html: false }));
  };
  return (
    <Modal
      title={kind === 'session-expired' ? t`Your session has expired` : t`Please sign in`}
      description={kind === 'session-expired' ? t`Sign in again to keep your progress in sync.` : t`Sign in to continue. Your answers on this device are kept.`}
      onClose={() => notices.closeAuthDialog()}
      actions={[
        { label: t`Sign in`, onClick: goToSignIn },
        { label: t`Not now`, onClick: () => notices.closeAuthDialog(), variant: 'secondary' },
      ]}
    />
  );
}
