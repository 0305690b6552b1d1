// Periodic Background Sync of the catalog and the entitlements (issue 34): registered only by the installed app
// (Chromium grants the permission to installed apps only, so nothing is asked of a visitor in a tab), and only when
// the permission is granted. Elsewhere nothing is registered and the app refreshes when opened, as before.
import { REFRESH_MIN_INTERVAL_MS, REFRESH_PERIODIC_TAG } from '../../domain/background/tags.ts';
import { runsAsInstalledApp } from '../install/installedApp.ts';
import type { BackgroundRegistration } from './backgroundApis.ts';

export type PeriodicRefreshOutcome = 'registered' | 'not-installed' | 'unsupported' | 'not-granted';

export async function registerPeriodicRefresh(scope: Window = window): Promise<PeriodicRefreshOutcome> {
  if (!runsAsInstalledApp(scope)) return 'not-installed';
  const container = scope.navigator.serviceWorker;
  if (!container || !('PeriodicSyncManager' in scope)) return 'unsupported';
  const registration = (await container.ready) as ServiceWorkerRegistration & BackgroundRegistration;
  if (!registration.periodicSync) return 'unsupported';
  const permission = await scope.navigator.permissions?.query({ name: 'periodic-background-sync' as PermissionName }).catch(() => null);
  if (permission?.state !== 'granted') return 'not-granted';
  await registration.periodicSync.register(REFRESH_PERIODIC_TAG, { minInterval: REFRESH_MIN_INTERVAL_MS });
  return 'registered';
}
