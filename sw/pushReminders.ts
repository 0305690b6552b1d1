/// <reference lib="webworker" />
// Study reminders in the service worker (issue 34): a `push` shows the reminder the server sent (texts already in the
// learner's language, with the count due and a "Stop reminders" action) and puts the count on the app's badge where
// the platform has one; a click opens (or focuses) the drill's page; "Stop reminders" tells the server with this
// browser's subscription secret (the worker has no access token) and unsubscribes the browser.
import { readReminderPayload, type ReminderPayload } from '../src/domain/pushReminders/payload.ts';
import { apiBase } from '../src/domain/http/requestRules.ts';
import type { Tenant } from '../src/domain/markets/types.ts';

export const STOP_ACTION = 'stop-reminders';
const TAG = 'study-reminder';

function readPush(event: PushEvent): ReminderPayload | null {
  try {
    return readReminderPayload(event.data?.json());
  } catch {
    // Not JSON: no push of ours; nothing to show.
    return null;
  }
}

/** Tells the server to stop this browser's reminders, then unsubscribes it; false when it could not (offline). */
export async function stopReminders(worker: ServiceWorkerGlobalScope, tenant: Tenant, fetchFn: typeof fetch = fetch): Promise<boolean> {
  const subscription = await worker.registration.pushManager.getSubscription();
  if (!subscription) return true;
  const { endpoint, keys } = subscription.toJSON();
  const response = await fetchFn(`${apiBase(tenant)}/push/stop`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint, auth: keys?.auth ?? '' }),
  });
  if (!response.ok) return false;
  await subscription.unsubscribe();
  return true;
}

async function openPage(worker: ServiceWorkerGlobalScope, path: string): Promise<void> {
  const target = new URL(path, worker.location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === target);
  if (open) {
    await open.focus();
    return;
  }
  await worker.clients.openWindow(target);
}

export function registerPushReminders(worker: ServiceWorkerGlobalScope, tenant: Tenant): void {
  worker.addEventListener('push', (event) => {
    const reminder = readPush(event);
    if (!reminder) return;
    const badge = (worker.navigator as Navigator & { setAppBadge?: (count?: number) => Promise<void> }).setAppBadge;
    event.waitUntil(
      Promise.all([
        worker.registration.showNotification(reminder.title, {
          body: reminder.body,
          tag: TAG,
          icon: '/icons/icon-192.png',
          data: { url: reminder.url },
          actions: [{ action: STOP_ACTION, title: reminder.stopLabel }],
        } as NotificationOptions),
        badge ? badge.call(worker.navigator, reminder.due).catch(() => undefined) : undefined,
      ]),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: unknown } | null)?.url;
    if (event.action === STOP_ACTION) {
      // Offline: the reminders stay on; the account settings stop them too.
      event.waitUntil(stopReminders(worker, tenant).catch(() => false));
      return;
    }
    event.waitUntil(openPage(worker, typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/'));
  });
}
