// Forgot-password page: asks for the e-mail address and always answers the same way (no account enumeration).
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useServices } from '../../platform/useServices.ts';
import { authApi } from '../session/authApi.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { useCountry } from './useCountry.ts';
import { useSubmit } from './useSubmit.ts';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { api } = useServices();
  const country = useCountry();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      await authApi.forgotPassword(api, email.trim(), country);
      setSent(true);
    });
  }

  return (
    <main className="page page--narrow">
      <h1>{t`Forgot password`}</h1>
      {sent ? (
        <p role="status">{t`If an account exists for this address, we have sent it a link to choose a new password. The link works once and expires after an hour.`}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p>{t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}</p>
          <Field label={t`E-mail address`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          <FormError message={error} />
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {t`Send the link`}
          </button>
        </form>
      )}
    </main>
  );
}
