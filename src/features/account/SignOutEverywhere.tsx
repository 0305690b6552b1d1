// "Sign out on all devices" on the profile page: every session of the account ends at once, this one included
// (a lost phone, a shared computer), and the learner is taken to the sign-in page.
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useServices } from '../../platform/useServices.ts';
import { authApi } from '../session/authApi.ts';
import { clearStoredUser } from '../session/storedUser.ts';
import { FormError } from './FormError.tsx';
import { useSiteSegment } from './useCountry.ts';
import { useSubmit } from './useSubmit.ts';

export function SignOutEverywhere() {
  const { t } = useLingui();
  const { api } = useServices();
  const site = useSiteSegment();
  const navigate = useNavigate();
  const { busy, error, run } = useSubmit();

  function signOutEverywhere() {
    void run(async () => {
      await authApi.signOutEverywhere(api);
      clearStoredUser();
      await navigate({ to: '/$country/auth/signin', params: { country: site } });
    });
  }

  return (
    <section className="profile-form">
      <p>{t`Signed in on a device you no longer use or trust? This ends your sessions on every device, this one included.`}</p>
      <FormError message={error} />
      <button type="button" className="button button--secondary" disabled={busy} aria-busy={busy} onClick={signOutEverywhere}>
        {t`Sign out on all devices`}
      </button>
    </section>
  );
}
