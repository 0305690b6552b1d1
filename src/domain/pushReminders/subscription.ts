// A browser's push subscription (the Push API's PushSubscription.toJSON()) as the server accepts it: an https endpoint
// (http only for a loopback host, and only where the caller allows it: tests), the receiver's P-256 public key (65
// bytes, uncompressed point) and its 16-byte auth secret, both base64url without padding.

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
const P256DH_BYTES = 65;
const AUTH_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

export type SubscriptionProblem = 'endpoint-not-https' | 'endpoint-malformed' | 'keys-malformed';

/** Bytes a base64url string (no padding) decodes to, or null when it is not canonical base64url. */
export function base64UrlByteLength(value: string): number | null {
  if (!BASE64URL.test(value) || value.length % 4 === 1) return null;
  return Math.floor((value.length * 3) / 4);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function subscriptionProblem(subscription: PushSubscriptionJson, { allowLoopbackHttp }: { allowLoopbackHttp: boolean }): SubscriptionProblem | null {
  let url: URL;
  try {
    url = new URL(subscription.endpoint);
  } catch {
    return 'endpoint-malformed';
  }
  if (subscription.endpoint.length > PUSH_ENDPOINT_MAX_LENGTH || url.username !== '' || url.password !== '') return 'endpoint-malformed';
  const loopbackHttp = allowLoopbackHttp && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) return 'endpoint-not-https';
  const { p256dh, auth } = subscription.keys;
  if (base64UrlByteLength(p256dh) !== P256DH_BYTES || base64UrlByteLength(auth) !== AUTH_BYTES) return 'keys-malformed';
  return null;
}
