// Whether this browser runs the app's work in the background (issue 34): Background Sync or Periodic Background Sync
// (Chromium). Safari and Firefox have neither: there the page does everything, as before.
export function hasBackgroundWork(scope: typeof globalThis = globalThis): boolean {
  return typeof window !== 'undefined' && ('SyncManager' in scope || 'PeriodicSyncManager' in scope);
}
