// The sign-in page opened from the sign-up e-mail (?confirm=<token>): confirms the address once, then the learner
// signs in there (and is offered to add this device's progress to the new account).
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { ApiClient } from '../../api/client.ts';
import { authApi } from '../session/authApi.ts';
import { accountErrorMessage } from './accountErrors.ts';

export type EmailConfirmation =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'confirmed'; email: string }
  | { status: 'failed'; message: string };

/** The link works once: a second effect run (React StrictMode) must share the first request, not send another. */
const requests = new Map<string, Promise<{ email: string }>>();

function confirmOnce(api: ApiClient, token: string): Promise<{ email: string }> {
  let request = requests.get(token);
  if (!request) {
    request = authApi.confirmEmail(api, token);
    requests.set(token, request);
    // A failure (offline, say) may be retried by opening the link again.
    request.catch(() => requests.delete(token));
  }
  return request;
}

export function useEmailConfirmation(api: ApiClient, token: string | null): EmailConfirmation {
  const { i18n } = useLingui();
  const [state, setState] = useState<EmailConfirmation>(token ? { status: 'checking' } : { status: 'none' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    confirmOnce(api, token).then(
      ({ email }) => current && setState({ status: 'confirmed', email }),
      (error: unknown) => current && setState({ status: 'failed', message: accountErrorMessage(error, i18n) }),
    );
    return () => {
      current = false;
    };
  }, [api, token, i18n]);

  return state;
}
