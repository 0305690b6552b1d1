// The browser's side of Web Push, behind one small interface so the settings work the same in every browser and a
// component test can give its own: Notification permission, and this browser's subscription through the service
// worker registration's pushManager (with the shop's VAPID key).
import { base64UrlByteLength, type PushSubscriptionJson } from '../../domain/pushReminders/subscription.ts';

export type PushPermission = 'unsupported' | NotificationPermission;

export interface PushBrowser {
  permission(): PushPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** This browser's subscription, if any. */
  current(): Promise<PushSubscriptionJson | null>;
  subscribe(vapidPublicKey: string): Promise<PushSubscriptionJson>;
  /** Unsubscribes this browser; the endpoint it had, or null. */
  unsubscribe(): Promise<string | null>;
}

function toJson(subscription: PushSubscription): PushSubscriptionJson {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  if (base64UrlByteLength(base64Url) === null) throw new Error('The VAPID key is not base64url');
  const binary = atob(base64Url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const supported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && typeof Notification !== 'undefined';

async function pushManager(): Promise<PushManager> {
  return (await navigator.serviceWorker.ready).pushManager;
}

export const browserPush: PushBrowser = {
  permission: () => (supported() ? Notification.permission : 'unsupported'),
  requestPermission: () => Notification.requestPermission(),
  async current() {
    if (!supported()) return null;
    const subscription = await (await pushManager()).getSubscription();
    return subscription ? toJson(subscription) : null;
  },
  async subscribe(vapidPublicKey) {
    const manager = await pushManager();
    return toJson(await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
  },
  async unsubscribe() {
    if (!supported()) return null;
    const subscription = await (await pushManager()).getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  },
};
