// Reset-password page, opened from the e-mailed link: the new password, and the secret answer when one is set.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useServices } from '../../platform/useServices.ts';
import { authApi } from '../session/authApi.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { useSiteSegment } from './useCountry.ts';
import { useSubmit } from './useSubmit.ts';

type LinkState = { status: 'checking' } | { status: 'valid'; secretQuestion: string | null } | { status: 'invalid' };

export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useLingui();
  const { api } = useServices();
  const site = useSiteSegment();
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const [password, setPassword] = useState('');
  const [secretAnswer, setSecretAnswer] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, run } = useSubmit();

  useEffect(() => {
    authApi
      .resetInfo(api, token)
      .then((info) => setLink({ status: 'valid', secretQuestion: info.secretQuestion }))
      .catch(() => setLink({ status: 'invalid' }));
  }, [api, token]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await authApi.resetPassword(api, { token, password, ...(secretAnswer ? { secretAnswer } : {}) });
      setDone(true);
    });
  }

  const signIn = <Link to="/$country/auth/signin" params={{ country: site }}>{t`Sign in`}</Link>;
  return (
    <main className="page page--narrow">
      <h1>{t`Reset password`}</h1>
      {link.status === 'checking' && <p role="status">{t`Checking your link…`}</p>}
      {link.status === 'invalid' && <p role="alert">{t`This link is no longer valid. Please ask for a new one.`}</p>}
      {done && (
        <p role="status">
          {t`Your password has been changed.`} {signIn}
        </p>
      )}
      {link.status === 'valid' && !done && (
        <form onSubmit={submit} noValidate>
          {link.secretQuestion && (
            <Field label={link.secretQuestion} autoComplete="off" required value={secretAnswer} onChange={(e) => setSecretAnswer(e.target.value)} />
          )}
          <Field label={t`New password (at least 8 characters)`} type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          <FormError message={error} />
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {t`Save the new password`}
          </button>
        </form>
      )}
    </main>
  );
}
