// Which login the page should use when the service worker renewed the token while the page was closed (issue 34).
// Refresh tokens rotate on every use and reusing an old one revokes the whole family (ARCHITECTURE §7), so the page
// must take the worker's newer login before it refreshes itself, and never take a copy of another learner.
import type { StoredLogin } from '../session.ts';

export interface LoginCopy {
  userId: string;
  login: StoredLogin | null;
}

/** The worker's login when it is newer than the page's for the same learner; null: keep the page's own. */
export function loginToAdopt(pageUserId: string | null, pageLogin: StoredLogin | null, copy: LoginCopy | null | undefined): StoredLogin | null {
  if (!pageUserId || !pageLogin || !copy?.login || copy.userId !== pageUserId) return null;
  if (copy.login.refresh_token === pageLogin.refresh_token) return null;
  return copy.login.token_expire_at > pageLogin.token_expire_at ? copy.login : null;
}
