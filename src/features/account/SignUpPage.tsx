// Sign-up page ({country}/auth/signup): asks the server to e-mail a confirmation link; the account exists once the
// link is opened (the sign-in page). Progress made on this device stays here meanwhile and is offered for the account
// at the first sign-in (offerGuestMerge).
import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MARKETS } from '../../domain/markets/countries.ts';
import { useServices } from '../../platform/useServices.ts';
import { authApi } from '../session/authApi.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { useCountry, useSiteSegment } from './useCountry.ts';
import { useSubmit } from './useSubmit.ts';
import { keepReturnAfterSignUp } from './returnAfterSignUp.ts';

export const MIN_PASSWORD_LENGTH = 8;

/** `returnTo`: the page (of this site) to go back to once signed in, kept through the confirmation mail. */
export function SignUpPage({ returnTo = null }: { returnTo?: string | null }) {
  const { t } = useLingui();
  const { api } = useServices();
  const country = useCountry();
  const site = useSiteSegment();
  const [form, setForm] = useState({ email: '', password: '', userName: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, run, setError } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.password.length < MIN_PASSWORD_LENGTH) {
      setError(t`Please choose a password of at least 8 characters that is not a common password.`);
      return;
    }
    void run(async () => {
      const userName = form.userName.trim();
      const email = form.email.trim();
      await authApi.signUp(api, { email, password: form.password, ...(userName ? { userName } : {}), country, locale: MARKETS[country].language });
      keepReturnAfterSignUp(returnTo);
      setSentTo(email);
    });
  }

  if (sentTo !== null) {
    return (
      <main className="page page--narrow">
        <h1>{t`Check your mailbox`}</h1>
        <p role="status">{t`We sent an e-mail to ${sentTo}. Open the link in it to confirm your address, then sign in.`}</p>
        <p>{t`What you practised on this device stays here. After you sign in, you can add it to your account.`}</p>
        <p>{t`No e-mail after a few minutes? Look in your spam folder, or sign up again.`}</p>
      </main>
    );
  }

  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  return (
    <main className="page page--narrow">
      <h1>{t`Create an account`}</h1>
      <form onSubmit={submit} noValidate>
        <Field label={t`Name`} autoComplete="name" value={form.userName} onChange={set('userName')} />
        <Field label={t`E-mail address`} type="email" autoComplete="email" required value={form.email} onChange={set('email')} />
        <Field label={t`Password (at least 8 characters)`} type="password" autoComplete="new-password" required value={form.password} onChange={set('password')} />
        <FormError message={error} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t`Create an account`}
        </button>
      </form>
      <p>
        {t`Already registered?`}{' '}
        <Link to="/$country/auth/signin" params={{ country: site }} search={returnTo ? { redirect: returnTo } : {}}>
          {t`Sign in`}
        </Link>
      </p>
    </main>
  );
}
