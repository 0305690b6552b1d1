// @vitest-environment jsdom
// Study reminders as a learner meets them: the account settings turn reminders on (the browser's permission asked,
// this browser subscribed with the shop's VAPID key, the hour and days saved), say so when notifications are
// blocked, and stop them; the results page offers them only after a first visit, never again soon after "Not now",
// and tells a learner without an account that reminders need one. The API client and the browser's push side are
// fakes that record what they were asked.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithI18n } from '../../test/renderWithI18n.tsx';
import type { ApiClient, RequestOptions } from '../../api/client.ts';
import type { PushSubscriptionJson } from '../../domain/pushReminders/subscription.ts';
import type { ReminderSettings as Settings } from '../../domain/pushReminders/reminderSettings.ts';
import { ReminderSettings } from './ReminderSettings.tsx';
import { ReminderOffer } from './ReminderOffer.tsx';
import type { PushBrowser, PushPermission } from './pushBrowser.ts';

afterEach(cleanup);

const VAPID = 'BOrZqPQ1aD0jWcvUz6WbDA0rG3o9x4QlGBg6d9ZyY5l8Fz7m4n2Yp3q1Xc0V9b8N7m6L5k4J3h2G1f0E9d8C7b6';
const SUBSCRIPTION: PushSubscriptionJson = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } };

function fakeServer(initial: Settings | null = null) {
  let settings = initial;
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const api: ApiClient = {
    baseUrl: '/api/2.0/eq',
    request: async <T,>(path: string, options?: RequestOptions) => {
      calls.push(`${options?.method ?? 'GET'} ${path}`);
      if (options?.body !== undefined) bodies.push(options.body);
      if (path === 'push/vapid-key') return { publicKey: VAPID } as T;
      if (path.endsWith('/push/subscription')) return (options?.method === 'DELETE' ? { removed: true } : { subscribed: true }) as T;
      if (options?.method === 'PUT') settings = options.body as Settings;
      return { settings, subscriptions: 0 } as T;
    },
  };
  return { api, calls, bodies };
}

function fakeBrowser(permission: PushPermission, answer: NotificationPermission = 'granted', subscribed = false) {
  let current: PushSubscriptionJson | null = subscribed ? SUBSCRIPTION : null;
  const asked: string[] = [];
  const browser: PushBrowser = {
    permission: () => permission,
    requestPermission: async () => {
      asked.push('permission');
      return answer;
    },
    current: async () => current,
    subscribe: async (key) => {
      asked.push(`subscribe ${key}`);
      current = SUBSCRIPTION;
      return SUBSCRIPTION;
    },
    unsubscribe: async () => {
      asked.push('unsubscribe');
      const endpoint = current?.endpoint ?? null;
      current = null;
      return endpoint;
    },
  };
  return { browser, asked };
}


/** A button of the form once the learner's settings are read (until then the form's buttons are disabled). */
async function readyButton(name: string): Promise<HTMLButtonElement> {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe('reminder settings', () => {
  it('turns reminders on at the chosen hour and days: permission, subscription, settings', async () => {
    const server = fakeServer();
    const { browser, asked } = fakeBrowser('default');
    await renderWithI18n(<ReminderSettings api={server.api} userId="u-1" browser={browser} />);
    const turnOn = await readyButton('Turn on reminders');
    fireEvent.change(screen.getByRole('combobox', { name: 'Remind me at' }), { target: { value: '7' } });
    const days = screen.getByRole('group', { name: 'On these days' });
    fireEvent.click(within(days).getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(turnOn);
    expect(await screen.findByText(/Reminders are on/)).toBeTruthy();
    expect(asked).toEqual(['permission', `subscribe ${VAPID}`]);
    expect(server.calls.slice(1)).toEqual(['GET push/vapid-key', 'POST user/u-1/push/subscription', 'PUT user/u-1/push/reminders']);
    expect(server.bodies[0]).toEqual({ ...SUBSCRIPTION, locale: 'en' });
    expect(server.bodies[1]).toEqual({ enabled: true, hour: 7, days: [1, 2, 3, 4, 6], timeZone: expect.any(String) });
    expect(screen.getByRole('button', { name: 'Stop reminders' })).toBeTruthy();
  });

  it('says notifications are blocked and stores nothing when the learner refuses the permission', async () => {
    const server = fakeServer();
    const { browser, asked } = fakeBrowser('default', 'denied');
    await renderWithI18n(<ReminderSettings api={server.api} userId="u-1" browser={browser} />);
    fireEvent.click(await readyButton('Turn on reminders'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Notifications are blocked/);
    expect(asked).toEqual(['permission']);
    expect(server.calls).toEqual(['GET user/u-1/push/reminders']);
  });

  it('stops reminders: this browser unsubscribed, the server told, the setting off', async () => {
    const server = fakeServer({ enabled: true, hour: 19, days: [1, 3], timeZone: 'Europe/Berlin' });
    const { browser, asked } = fakeBrowser('granted', 'granted', true);
    await renderWithI18n(<ReminderSettings api={server.api} userId="u-1" browser={browser} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByText('Reminders are off.')).toBeTruthy();
    expect(asked).toEqual(['unsubscribe']);
    expect(server.calls.slice(1)).toEqual(['DELETE user/u-1/push/subscription', 'PUT user/u-1/push/reminders']);
    expect(server.bodies).toEqual([{ endpoint: SUBSCRIPTION.endpoint }, expect.objectContaining({ enabled: false, hour: 19, days: [1, 3] })]);
    expect(screen.getByRole('button', { name: 'Turn on reminders' })).toBeTruthy();
  });

  it('tells a learner without an account that reminders need one, in their language', async () => {
    const server = fakeServer();
    await renderWithI18n(<ReminderSettings api={server.api} userId={null} browser={fakeBrowser('default').browser} />, 'de');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Konto/)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});

describe('the results page offer', () => {
  const HOUR = 3600_000;
  const storage = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) } as Storage;
  };

  it('is never shown on a first visit, then is, and "Not now" keeps it away', async () => {
    const kept = storage();
    let now = 1_000_000_000_000;
    const clock = () => now;
    const { browser } = fakeBrowser('default');
    const server = fakeServer();
    await renderWithI18n(<ReminderOffer api={server.api} userId="u-1" browser={browser} now={clock} storage={kept} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Get a reminder when reviews are due' })).toBeNull();
    cleanup();

    now += 13 * HOUR; // a later visit
    await renderWithI18n(<ReminderOffer api={server.api} userId="u-1" browser={browser} now={clock} storage={kept} />);
    expect(await screen.findByRole('heading', { name: 'Get a reminder when reviews are due' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose a time' }));
    expect(await screen.findByRole('button', { name: 'Turn on reminders' })).toBeTruthy();
    cleanup();

    await renderWithI18n(<ReminderOffer api={server.api} userId="u-1" browser={browser} now={clock} storage={kept} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Get a reminder when reviews are due' })).toBeNull();
    cleanup();
    now += 2 * 24 * HOUR;
    await renderWithI18n(<ReminderOffer api={server.api} userId="u-1" browser={browser} now={clock} storage={kept} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Get a reminder when reviews are due' })).toBeNull();
    expect(server.calls).toEqual(['GET user/u-1/push/reminders']);
  });

  it('is not shown where notifications are blocked or this browser is subscribed already; explains accounts to a guest', async () => {
    const later = () => {
      const kept = storage();
      kept.setItem('reminderOffer', JSON.stringify({ firstSeenAt: 0, dismissedAt: null }));
      return kept;
    };
    const now = () => 100 * 24 * HOUR;
    const server = fakeServer();
    for (const browser of [fakeBrowser('denied').browser, fakeBrowser('granted', 'granted', true).browser, fakeBrowser('unsupported').browser]) {
      await renderWithI18n(<ReminderOffer api={server.api} userId="u-1" browser={browser} now={now} storage={later()} />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('heading', { name: 'Get a reminder when reviews are due' })).toBeNull();
      cleanup();
    }
    await renderWithI18n(<ReminderOffer api={server.api} userId={null} browser={fakeBrowser('default').browser} now={now} storage={later()} />);
    expect(await screen.findByText(/Study reminders need an account/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose a time' })).toBeNull();
  });
});

describe('reminders on another device', () => {
  it('can be stopped from a browser that is not subscribed itself', async () => {
    const server = fakeServer({ enabled: true, hour: 7, days: [1], timeZone: 'Europe/Berlin' });
    const { browser, asked } = fakeBrowser('default');
    await renderWithI18n(<ReminderSettings api={server.api} userId="u-1" browser={browser} />);
    // The learner's settings are read first: "Stop reminders" shows once they say the reminders are on.
    fireEvent.click(await screen.findByRole('button', { name: 'Stop reminders' }));
    expect(screen.getByRole('button', { name: 'Turn on reminders' })).toBeTruthy();
    expect(await screen.findByText('Reminders are off.')).toBeTruthy();
    expect(asked).toEqual(['unsubscribe']);
    expect(server.calls.slice(1)).toEqual(['PUT user/u-1/push/reminders']);
    expect(screen.queryByRole('button', { name: 'Stop reminders' })).toBeNull();
  });
});
