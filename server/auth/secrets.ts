// The server's signing secret: JWT_SECRET, or one random secret generated on first start and kept in app_meta.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appMeta } from '../db/schema.ts';
import type { Db } from '../db/open.ts';

const JWT_SECRET_KEY = 'auth.jwt_secret';

/** Several processes may start at once: insert-if-absent, then read whichever value won. */
export async function loadSigningSecret(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appMeta)
    .values({ key: JWT_SECRET_KEY, value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, JWT_SECRET_KEY));
  if (!row) throw new Error('Could not store the generated signing secret in app_meta');
  return Buffer.from(row.value, 'base64url');
}

/** A separate key for each purpose, derived from the one secret. */
export function deriveKey(secret: Uint8Array, purpose: string): Uint8Array {
  return crypto.createHmac('sha256', secret).update(`exam-quiz-shop:${purpose}`).digest();
}
