// The copy of the signed-in learner's login that the service worker reads (issue 34; db.ts StoredBackgroundSession).
// The page writes it whenever its own login changes; the worker writes it when it renews the token (inside the same
// Web Lock as the page's refresh, so a rotated refresh token is never used twice).
import type { StoredLogin } from '../domain/session.ts';
import { loginToAdopt } from '../domain/background/loginCopy.ts';
import type { Tenant } from '../domain/markets/types.ts';
import type { ShopDatabase, StoredBackgroundSession } from './db.ts';

const KEY = 'current' as const;

export function readBackgroundSession(db: ShopDatabase): Promise<StoredBackgroundSession | undefined> {
  return db.backgroundSession.get(KEY);
}

/**
 * The page's session as it is now. When the copy holds a newer login of the same learner (the worker renewed it), it
 * is kept and returned for the page to take instead: checked and written in one transaction, so a renewal by the
 * worker is never overwritten by the page's older login. A refusal noted by the worker stays until the page told it.
 */
export async function keepBackgroundSession(
  db: ShopDatabase,
  session: { tenant: Tenant; userId: string; login: StoredLogin; xsrfToken?: string },
  now = Date.now(),
): Promise<StoredLogin | null> {
  return db.transaction('rw', db.backgroundSession, async () => {
    const previous = await db.backgroundSession.get(KEY);
    const newer = loginToAdopt(session.userId, session.login, previous);
    if (newer) return newer;
    const xsrfToken = session.xsrfToken ?? (previous?.userId === session.userId ? previous.xsrfToken : undefined);
    await db.backgroundSession.put({
      key: KEY,
      tenant: session.tenant,
      userId: session.userId,
      login: session.login,
      ...(xsrfToken ? { xsrfToken } : {}),
      ...(previous?.refusedAt ? { refusedAt: previous.refusedAt } : {}),
      updatedAt: now,
    });
    return null;
  });
}

/** A login the worker renewed: kept only if the learner is still the one it was renewed for. */
export async function keepRenewedLogin(db: ShopDatabase, userId: string, login: StoredLogin, now = Date.now()): Promise<boolean> {
  return db.transaction('rw', db.backgroundSession, async () => {
    const current = await db.backgroundSession.get(KEY);
    if (!current || current.userId !== userId) return false;
    await db.backgroundSession.put({ ...current, login, updatedAt: now });
    return true;
  });
}

/** The worker's refresh was refused: the login is gone, the outbox stays, the page says so at the next open. */
export async function noteRefusedRefresh(db: ShopDatabase, userId: string, now = Date.now()): Promise<void> {
  await db.transaction('rw', db.backgroundSession, async () => {
    const current = await db.backgroundSession.get(KEY);
    if (!current || current.userId !== userId) return;
    await db.backgroundSession.put({ ...current, login: null, refusedAt: now, updatedAt: now });
  });
}

/** Signed out on the page: the worker has nothing to send with. */
export async function forgetBackgroundSession(db: ShopDatabase): Promise<void> {
  await db.backgroundSession.delete(KEY);
}

/** Whether the worker's refresh was refused since the page last looked; the answer is given once. */
export async function takeRefusalNotice(db: ShopDatabase): Promise<{ userId: string; refusedAt: number } | null> {
  return db.transaction('rw', db.backgroundSession, async () => {
    const current = await db.backgroundSession.get(KEY);
    if (!current?.refusedAt) return null;
    const { refusedAt, ...rest } = current;
    await db.backgroundSession.put(rest);
    return { userId: current.userId, refusedAt };
  });
}
