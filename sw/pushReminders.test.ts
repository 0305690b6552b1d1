// The worker's side of study reminders with a stand-in for the worker's global scope (registration, clients,
// notifications): a reminder push is shown with its texts, a Stop reminders action and the count on the badge; other
// pushes show nothing; a click opens the drill, or focuses it when open; Stop tells the server with this browser's
// subscription secret and unsubscribes it.
import { describe, expect, it } from 'vitest';
import { registerPushReminders, STOP_ACTION } from './pushReminders.ts';

const REMINDER = { kind: 'study-reminder', title: 'Zeit', body: '3 Wiederholungen sind fällig.', due: 3, url: '/de/it/cloud/fundamentals/quiz?drill=1', stopLabel: 'Erinnerungen beenden' };

function fakeWorker(openUrls: string[] = []) {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const posted: { url: string; body: unknown }[] = [];
  let badge: number | null = null;
  let unsubscribed = false;
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example.com/abc', keys: { p256dh: 'p', auth: 'secret-auth' } }), unsubscribe: async () => (unsubscribed = true) };
  const worker = {
    location: { origin: 'https://shop.example.com' },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    navigator: { setAppBadge: async (count: number) => void (badge = count) },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
      pushManager: { getSubscription: async () => subscription },
    },
    clients: {
      matchAll: async () => openUrls.map((url) => ({ url, focus: async () => void focused.push(url) })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    posted.push({ url, body: JSON.parse(String(init.body)) });
    return new Response('{"stopped":true}', { status: 200 });
  }) as typeof fetch;
  registerPushReminders(worker as unknown as ServiceWorkerGlobalScope, 'eq');
  async function dispatch(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    handlers.get(type)!({ ...event, waitUntil: (work: Promise<unknown>) => waits.push(work) });
    await Promise.all(waits);
  }
  return { dispatch, shown, opened, focused, posted, badge: () => badge, unsubscribed: () => unsubscribed };
}

const push = (data: unknown) => ({ data: { json: () => (typeof data === 'string' ? JSON.parse(data) : data) } });
const click = (action = '') => ({ action, notification: { close: () => undefined, data: { url: REMINDER.url } } });

describe('study reminders in the service worker', () => {
  it('shows a reminder with its Stop action and puts the count on the badge; shows nothing for other pushes', async () => {
    const realFetch = globalThis.fetch;
    try {
      const worker = fakeWorker();
      await worker.dispatch('push', push(REMINDER));
      expect(worker.shown).toEqual([{ title: 'Zeit', options: expect.objectContaining({ body: REMINDER.body, data: { url: REMINDER.url }, actions: [{ action: STOP_ACTION, title: 'Erinnerungen beenden' }] }) }]);
      expect(worker.badge()).toBe(3);
      await worker.dispatch('push', push({ kind: 'other' }));
      await worker.dispatch('push', { data: { json: () => JSON.parse('not json') } });
      expect(worker.shown).toHaveLength(1);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('opens the drill on a click, or focuses the page when it is open', async () => {
    const realFetch = globalThis.fetch;
    try {
      const closed = fakeWorker();
      await closed.dispatch('notificationclick', click());
      expect(closed.opened).toEqual([`https://shop.example.com${REMINDER.url}`]);
      const open = fakeWorker([`https://shop.example.com${REMINDER.url}`]);
      await open.dispatch('notificationclick', click());
      expect(open.focused).toEqual([`https://shop.example.com${REMINDER.url}`]);
      expect(open.opened).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('stops reminders from the notification: the server told with the subscription secret, the browser unsubscribed', async () => {
    const realFetch = globalThis.fetch;
    try {
      const worker = fakeWorker();
      await worker.dispatch('notificationclick', click(STOP_ACTION));
      expect(worker.posted).toEqual([{ url: '/api/2.0/eq/push/stop', body: { endpoint: 'https://push.example.com/abc', auth: 'secret-auth' } }]);
      expect(worker.unsubscribed()).toBe(true);
      expect(worker.opened).toEqual([]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
