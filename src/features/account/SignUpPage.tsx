// Sign-up page ({country}/auth/signup): creates the account, then signs in.
import { useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { pagePath } from '../../domain/routes/slugs.ts';
import { MARKETS } from '../../domain/markets/countries.ts';
import { useServices } from '../../app/useServices.ts';
import { authApi } from '../session/authApi.ts';
import { signInWithPassword } from '../session/session.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { offerGuestMerge } from './offerGuestMerge.ts';
import { useCountry } from './useCountry.ts';
import { useSubmit } from './useSubmit.ts';

export const MIN_PASSWORD_LENGTH = 8;

export function SignUpPage() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const { api } = services;
  const country = useCountry();
  const navigate = useNavigate();
  const [form, setForm] = useState({ email: '', password: '', userName: '' });
  const { busy, error, run, setError } = useSubmit();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.password.length < MIN_PASSWORD_LENGTH) {
      setError(t`Please choose a password of at least 8 characters that is not a common password.`);
      return;
    }
    void run(async () => {
      const userName = form.userName.trim();
      await authApi.signUp(api, { email: form.email.trim(), password: form.password, ...(userName ? { userName } : {}), country, locale: MARKETS[country].language });
      const user = await signInWithPassword(api, form.email, form.password);
      void offerGuestMerge(services, user.userId, i18n);
      await navigate({ to: pagePath(country, 'my-profile', { html: false }) });
    });
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
        {t`Already registered?`} <a href={pagePath(country, 'signIn', { html: false })}>{t`Sign in`}</a>
      </p>
    </main>
  );
}
