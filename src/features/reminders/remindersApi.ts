// The study reminder calls of the API (server/routes/pushReminders.ts), typed.
import type { ApiClient } from '../../api/client.ts';
import type { ReminderSettings } from '../../domain/pushReminders/reminderSettings.ts';
import type { PushSubscriptionJson } from '../../domain/pushReminders/subscription.ts';
import type { MessageLocale } from '../../domain/markets/types.ts';

export interface ReminderState {
  settings: ReminderSettings | null;
  /** Browsers of the learner subscribed. */
  subscriptions: number;
}

export const remindersApi = {
  vapidKey: (api: ApiClient) => api.request<{ publicKey: string }>('push/vapid-key', { silent: true }),
  subscribe: (api: ApiClient, userId: string, subscription: PushSubscriptionJson, locale: MessageLocale) =>
    api.request<{ subscribed: true }>(`user/${userId}/push/subscription`, { method: 'POST', body: { endpoint: subscription.endpoint, keys: subscription.keys, locale }, silent: true }),
  unsubscribe: (api: ApiClient, userId: string, endpoint: string) =>
    api.request<{ removed: boolean }>(`user/${userId}/push/subscription`, { method: 'DELETE', body: { endpoint }, silent: true }),
  state: (api: ApiClient, userId: string) => api.request<ReminderState>(`user/${userId}/push/reminders`, { silent: true }),
  save: (api: ApiClient, userId: string, settings: ReminderSettings) => api.request<ReminderState>(`user/${userId}/push/reminders`, { method: 'PUT', body: settings, silent: true }),
};
