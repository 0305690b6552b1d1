// Webhook signatures as Stripe makes them: `Stripe-Signature: t=<unix s>,v1=<hex HMAC-SHA256 of "t.payload">`.
// The secret is STRIPE_WEBHOOK_SECRET, or (test mode without it) one generated once and kept in app_meta.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { appMeta } from '../db/schema.ts';

const SECRET_KEY = 'test_payments_webhook_secret';
export const SIGNATURE_TOLERANCE_S = 300;

export async function loadWebhookSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = `whsec_${crypto.randomBytes(24).toString('base64url')}`;
  await db.insert(appMeta).values({ key: SECRET_KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  return row?.value ?? generated;
}

export function signatureHeader(payload: string, secret: string, timestampS: number): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestampS}.${payload}`, 'utf8').digest('hex');
  return `t=${timestampS},v1=${v1}`;
}
