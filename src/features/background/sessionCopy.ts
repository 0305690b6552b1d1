// The page keeps the service worker's copy of the login in step (issue 34): after every sign-in, renewal and
// sign-out, and at each open, where it also takes a login the worker renewed while the page was closed. Only where
// the browser has Background Sync or Periodic Background Sync: elsewhere no worker sends anything, and nothing changes.
import { keepBackgroundSession, forgetBackgroundSession, readBackgroundSession } from '../../db/backgroundSession.ts';
import type { ShopDatabase } from '../../db/db.ts';
import { loginToAdopt } from '../../domain/background/loginCopy.ts';
import type { Tenant } from '../../domain/markets/types.ts';
import type { StoredLogin } from '../../domain/session.ts';
import { readXsrfToken } from '../../api/xsrf.ts';
import { readStoredLogin, readUserRecord, writeStoredLogin } from '../session/storedUser.ts';

export interface SessionCopy {
  /** Takes the worker's renewed login into the page, if it has one. */
  adoptNewer(): Promise<void>;
  /** Writes the page's login (a renewal, a sign-in) to the copy, or takes the copy's when that one is newer. */
  keep(login?: StoredLogin): Promise<void>;
}

export function sessionCopy(db: () => Promise<ShopDatabase>, tenant: Tenant): SessionCopy {
  async function adoptNewer(): Promise<void> {
    const userId = readUserRecord()?.userId ?? null;
    const newer = loginToAdopt(userId, readStoredLogin(), await readBackgroundSession(await db()));
    if (newer) writeStoredLogin(newer);
  }

  async function keep(login = readStoredLogin() ?? undefined): Promise<void> {
    const database = await db();
    const userId = readUserRecord()?.userId;
    if (!userId || !login) return forgetBackgroundSession(database);
    const newer = await keepBackgroundSession(database, { tenant, userId, login, xsrfToken: readXsrfToken() });
    if (newer) writeStoredLogin(newer);
  }

  return { adoptNewer, keep };
}

