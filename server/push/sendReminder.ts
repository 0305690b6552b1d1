// The push.send job: reminders to a batch of browsers. Each payload is in its browser's language, encrypted for it
// (RFC 8291, aes128gcm) by the web-push library and signed with the shop's VAPID key (RFC 8292), and posted to its
// push service (RFC 8030) over node:http(s) with a timeout, several at a time. 2xx: sent (the subscription's
// last_sent_date says so: a second run of the job, or its retry, skips it); 404/410: the browser unsubscribed, the
// subscription is removed; 429, 5xx, a timeout or a network error: the job fails once the others are settled, and
// pg-boss retries it with backoff, when only the browsers not reached yet are sent to. The Topic header makes a retry
// replace, at the push service, a copy that was accepted but not yet delivered.
import { and, inArray, isNull, ne, or } from 'drizzle-orm';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { pushSubscriptions } from '../db/schema.ts';
import type { PushSendData, PushSendItem } from '../jobs/queues.ts';
import { PUSH_REMINDER_KIND, type ReminderPayload } from '@domain/pushReminders/payload.ts';
import { reminderTexts } from './reminderTexts.ts';
import { postToPushService } from './postToPushService.ts';
import type { VapidKeys } from './vapidKeys.ts';

export const PUSH_TIMEOUT_MS = 10_000;
/** A reminder not delivered within 4 hours is no longer worth showing. */
const TTL_SECONDS = 4 * 3600;
const TOPIC = 'study-reminder';
/** Pushes of one job in flight at once. */
const PARALLEL = 16;

export interface PushSenderOptions {
  vapid: VapidKeys;
  subject: string;
  timeoutMs?: number;
}

export type SendOutcome = 'sent' | 'gone' | 'retry' | 'refused';

/** Some push service answered 429 or 5xx, or not at all: the job is retried for those browsers. */
export class PushServiceUnavailable extends Error {
  override name = 'PushServiceUnavailable';
}

/** One VAPID JWT per push service origin, signed for 12 hours and reused for one (signing is much of a send's CPU). */
const VAPID_JWT_LIFETIME_S = 12 * 3600;
const VAPID_JWT_REUSE_MS = 3600 * 1000;
const vapidHeaderCache = new Map<string, { authorization: string; until: number; key: string }>();

function vapidAuthorization(endpoint: string, options: PushSenderOptions): string {
  const audience = new URL(endpoint).origin;
  const cached = vapidHeaderCache.get(audience);
  const now = Date.now();
  if (cached && cached.until > now && cached.key === options.vapid.publicKey) return cached.authorization;
  const expiration = Math.floor(now / 1000) + VAPID_JWT_LIFETIME_S;
  const { Authorization: authorization } = webpush.getVapidHeaders(audience, options.subject, options.vapid.publicKey, options.vapid.privateKey, 'aes128gcm', expiration);
  vapidHeaderCache.set(audience, { authorization, until: now + VAPID_JWT_REUSE_MS, key: options.vapid.publicKey });
  return authorization;
}

/** web-push's headers as strings; Content-Length is set from the body where it is sent. */
function headersOf(headers: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
}

type Subscription = typeof pushSubscriptions.$inferSelect;

async function sendOne(subscription: Subscription, item: PushSendItem, options: PushSenderOptions, log: FastifyBaseLogger): Promise<SendOutcome> {
  const payload: ReminderPayload = { kind: PUSH_REMINDER_KIND, ...reminderTexts(subscription.locale, item.due), due: item.due, url: item.url };
  const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(payload), {
    headers: { Authorization: vapidAuthorization(subscription.endpoint, options) },
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
    topic: TOPIC,
  });
  let status: number;
  try {
    status = await postToPushService(request.endpoint, headersOf(request.headers), request.body ?? null, options.timeoutMs ?? PUSH_TIMEOUT_MS);
  } catch (error) {
    log.info({ subscriptionId: subscription.id, err: error }, 'push service unreachable; retried');
    return 'retry';
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  // 400, 403 (VAPID key refused), 413: sending the same again would fail the same way.
  log.warn({ status, subscriptionId: subscription.id }, 'push service refused the reminder; not retried');
  return 'refused';
}

/** Sends the batch's reminders not sent yet; throws PushServiceUnavailable when some are to be tried again. */
export async function sendReminders(db: Db, options: PushSenderOptions, data: PushSendData, log: FastifyBaseLogger): Promise<Record<SendOutcome, number>> {
  const items = new Map(data.items.map((item) => [item.subscriptionId, item]));
  const waiting = await db
    .select()
    .from(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.id, [...items.keys()]), or(isNull(pushSubscriptions.lastSentDate), ne(pushSubscriptions.lastSentDate, data.date))));
  const outcomes = new Map<number, SendOutcome>();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, waiting.length) }, async () => {
      while (next < waiting.length) {
        const subscription = waiting[next++]!;
        outcomes.set(subscription.id, await sendOne(subscription, items.get(subscription.id)!, options, log));
      }
    }),
  );
  const having = (outcome: SendOutcome) => [...outcomes].filter(([, value]) => value === outcome).map(([id]) => id);
  const sent = having('sent');
  const gone = having('gone');
  if (sent.length > 0) await db.update(pushSubscriptions).set({ lastSentDate: data.date }).where(inArray(pushSubscriptions.id, sent));
  if (gone.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  const retry = having('retry');
  if (retry.length > 0) throw new PushServiceUnavailable(`${retry.length} of ${waiting.length} push services did not take the reminder (429, 5xx or no answer): retried`);
  return { sent: sent.length, gone: gone.length, retry: 0, refused: having('refused').length };
}
