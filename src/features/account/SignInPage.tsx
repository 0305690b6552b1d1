// Sign-in page ({country}/auth/signin): e-mail and password, with links to sign-up and password recovery. Opened from
// the sign-up e-mail (?confirm=…) it first confirms the address, then the learner signs in here.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useServices } from '../../platform/useServices.ts';
import { signInWithPassword } from '../session/session.ts';
import { Field } from './Field.tsx';
import { FormError } from './FormError.tsx';
import { offerGuestMerge } from './offerGuestMerge.ts';
import { useSiteSegment } from './useCountry.ts';
import { useSubmit } from './useSubmit.ts';
import { useEmailConfirmation } from './useEmailConfirmation.ts';
import { keepReturnAfterSignUp, takeReturnAfterSignUp } from './returnAfterSignUp.ts';
import { notices } from '../../ui/notices/noticeStore.ts';

/** `returnTo`: the page (the router's path, of this site) a signed-in-only page sent the learner here from. */
export function SignInPage({ confirmToken, returnTo = null }: { confirmToken: string | null; returnTo?: string | null }) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const { api } = services;
  const site = useSiteSegment();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const { busy, error, run } = useSubmit();
  const confirmation = useEmailConfirmation(api, confirmToken);
  // This page is the answer to "please sign in": a dialog asking for it (a 401 that arrived while the learner was
  // signing out and coming here, SPEC §4) closes.
  useEffect(() => {
    if (notices.get().authDialog) notices.closeAuthDialog();
  }, []);
  // Until the learner types, the address just confirmed fills the field.
  const shownEmail = email ?? (confirmation.status === 'confirmed' ? confirmation.email : '');

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const user = await signInWithPassword(api, shownEmail, password);
      void offerGuestMerge(services, user.userId, i18n);
      const back = returnTo ?? takeReturnAfterSignUp(site);
      if (returnTo) keepReturnAfterSignUp(null);
      if (back) await navigate({ href: back });
      else await navigate({ to: '/$country/my-profile', params: { country: site } });
    });
  }

  return (
    <main className="page page--narrow">
      <h1>{t`Sign in`}</h1>
      {confirmation.status === 'checking' && <p role="status">{t`Confirming your e-mail address…`}</p>}
      {confirmation.status === 'confirmed' && <p role="status">{t`Your e-mail address is confirmed. Sign in to start using your account.`}</p>}
      {confirmation.status === 'failed' && <p role="alert">{confirmation.message}</p>}
      <form onSubmit={submit} noValidate>
        <Field label={t`E-mail address`} type="email" autoComplete="username" required value={shownEmail} onChange={(e) => setEmail(e.target.value)} />
        <Field label={t`Password`} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        <FormError message={error} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t`Sign in`}
        </button>
      </form>
      <p>
        <Link to="/$country/auth/forgot-password" params={{ country: site }}>{t`Forgot your password?`}</Link>
      </p>
      <p>
        {t`New here?`}{' '}
        <Link to="/$country/auth/signup" params={{ country: site }} search={returnTo ? { redirect: returnTo } : {}}>
          {t`Create an account`}
        </Link>
      </p>
    </main>
  );
}
