// Profile changes on the profile page: the display name, and deleting the account (password confirmed).
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useServices } from '../../platform/useServices.ts';
import { authApi } from '../session/authApi.ts';
import { clearStoredUser, writeUserRecord } from '../session/storedUser.ts';
import type { UserRecord } from '../session/userRecord.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { useSiteSegment } from './useCountry.ts';
import { useSubmit } from './useSubmit.ts';

export function ProfileSettings({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const { api } = useServices();
  const site = useSiteSegment();
  const navigate = useNavigate();
  const [userName, setUserName] = useState(user.userName);
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState(false);
  const rename = useSubmit();
  const removal = useSubmit();

  function saveName(event: FormEvent) {
    event.preventDefault();
    void rename.run(async () => {
      writeUserRecord(await authApi.updateMe(api, { userName: userName.trim() }));
      setSaved(true);
    });
  }

  function deleteAccount(event: FormEvent) {
    event.preventDefault();
    void removal.run(async () => {
      await authApi.deleteMe(api, user.loginMethod === 'password' ? password : undefined);
      clearStoredUser();
      await navigate({ to: '/$country', params: { country: site } });
    });
  }

  return (
    <>
      <form onSubmit={saveName} noValidate className="profile-form">
        <Field label={t`Name`} autoComplete="name" maxLength={100} value={userName} onChange={(e) => setUserName(e.target.value)} />
        <FormError message={rename.error} />
        {saved && <p role="status">{t`Saved.`}</p>}
        <button type="submit" className="button button--secondary" disabled={rename.busy}>
          {t`Save`}
        </button>
      </form>
      <details className="danger-zone">
        <summary>{t`Delete my account`}</summary>
        <form onSubmit={deleteAccount} noValidate>
          <p>{t`This deletes your account, your saved tests and your progress on our servers. It cannot be undone.`}</p>
          {user.loginMethod === 'password' && (
            <Field label={t`Password`} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
          <FormError message={removal.error} />
          <button type="submit" className="button button--danger" disabled={removal.busy}>
            {t`Delete my account`}
          </button>
        </form>
      </details>
    </>
  );
}
