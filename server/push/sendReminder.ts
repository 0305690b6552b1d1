// One reminder to one browser (the push.send job): the payload in the browser's language, encrypted for it (RFC 8291,
// aes128gcm) and signed with the shop's VAPID key (RFC 8292) by the web-push library, posted to its push service
// (RFC 8030) over fetch with a timeout. 2xx: sent (the subscription's last_sent_date says so, so a second run of the
// job sends nothing); 404/410: the browser unsubscribed, the subscription is removed; 429, 5xx, a timeout or a
// network error: thrown, pg-boss retries with backoff. The Topic header makes a retry replace, at the push service,
// a copy of the same reminder that was accepted but not yet delivered.
import { and, eq, isNull, or, ne } from 'drizzle-orm';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { pushSubscriptions } from '../db/schema.ts';
import type { PushSendData } from '../jobs/queues.ts';
import { PUSH_REMINDER_KIND, type ReminderPayload } from '@domain/pushReminders/payload.ts';
import { reminderTexts } from './reminderTexts.ts';
import { forgetSubscription } from './pushStore.ts';
import type { VapidKeys } from './vapidKeys.ts';

export const PUSH_TIMEOUT_MS = 10_000;
/** A reminder not delivered within 4 hours is no longer worth showing. */
const TTL_SECONDS = 4 * 3600;
const TOPIC = 'study-reminder';

export interface PushSenderOptions {
  vapid: VapidKeys;
  subject: string;
  timeoutMs?: number;
}

export type SendOutcome = 'sent' | 'gone' | 'already-sent' | 'no-subscription' | 'refused';

/** A push service answer worth another try later. */
export class PushServiceUnavailable extends Error {
  override name = 'PushServiceUnavailable';
}

/** web-push's headers for fetch: values as strings, Content-Length left to fetch (it sets it from the body). */
function fetchHeaders(headers: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
}

export async function sendReminder(db: Db, options: PushSenderOptions, data: PushSendData, log: FastifyBaseLogger): Promise<SendOutcome> {
  const [subscription] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, data.subscriptionId));
  if (!subscription) return 'no-subscription';
  if (subscription.lastSentDate === data.date) return 'already-sent';
  const texts = reminderTexts(subscription.locale, data.due);
  const payload: ReminderPayload = { kind: PUSH_REMINDER_KIND, ...texts, due: data.due, url: data.url };
  const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
    topic: TOPIC,
  });
  let status: number;
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: fetchHeaders(request.headers),
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? PUSH_TIMEOUT_MS),
      redirect: 'error',
    });
    status = response.status;
    await response.arrayBuffer();
  } catch (error) {
    throw new PushServiceUnavailable(`push service unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (status >= 200 && status < 300) {
    await db
      .update(pushSubscriptions)
      .set({ lastSentDate: data.date })
      .where(and(eq(pushSubscriptions.id, subscription.id), or(isNull(pushSubscriptions.lastSentDate), ne(pushSubscriptions.lastSentDate, data.date))));
    return 'sent';
  }
  if (status === 404 || status === 410) {
    await forgetSubscription(db, subscription.id);
    return 'gone';
  }
  if (status === 429 || status >= 500) throw new PushServiceUnavailable(`push service answered ${status}`);
  // 400, 403 (VAPID key refused), 413: sending the same again would fail the same way.
  log.warn({ status, subscriptionId: subscription.id }, 'push service refused the reminder; not retried');
  return 'refused';
}
