// The page's side of the background work (issue 34), started once after the first page: keeps the worker's copy of
// the login in step, tells the learner when the worker's token refresh was refused while the app was closed, and lets
// the installed app refresh its catalog and entitlements periodically. Loaded only where the browser has Background
// Sync or Periodic Background Sync (Chromium); elsewhere the app works as before.
import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n.ts';
import { deviceDb } from '../../db/deviceDb.ts';
import { takeRefusalNotice } from '../../db/backgroundSession.ts';
import type { Tenant } from '../../domain/markets/types.ts';
import { settleQuietly } from '../../platform/lazyOnce.ts';
import { notices } from '../../ui/notices/noticeStore.ts';
import { clearStoredUser, readUserRecord, SESSION_CHANGED_EVENT } from '../session/storedUser.ts';
import { registerPeriodicRefresh } from './registerPeriodicRefresh.ts';
import { sessionCopy } from './sessionCopy.ts';

/** The worker's refresh was refused while the app was closed: the answers stay on the device until the next sign-in. */
async function tellOfRefusedRefresh(): Promise<void> {
  const refusal = await takeRefusalNotice(await deviceDb());
  if (!refusal || readUserRecord()?.userId !== refusal.userId) return;
  clearStoredUser();
  notices.showToast('warn', i18n._(msg`Your session ended while the app was closed. Your answers are kept on this device: sign in again to send them.`), 0);
  notices.showAuthDialog('session-expired');
}

export async function startBackgroundWork(tenant: Tenant): Promise<void> {
  const copy = sessionCopy(deviceDb, tenant);
  await tellOfRefusedRefresh();
  const keep = () => settleQuietly(copy.keep(), 'background session copy');
  keep();
  window.addEventListener(SESSION_CHANGED_EVENT, keep);
  window.addEventListener('storage', keep);
  settleQuietly(registerPeriodicRefresh(), 'periodic refresh registration');
}
