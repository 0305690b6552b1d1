// The VAPID key pair: the environment's when set (both halves, well-formed), else one pair made at the first start and
// kept in app_meta with the private key sealed, the same on every later read (every replica reads the same row).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { createTestApp, type TestApp } from '../test/helper.ts';
import { appMeta } from '../db/schema.ts';
import { loadVapidKeys, VAPID_KEYS_META } from './vapidKeys.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const none = { vapidPublicKey: undefined, vapidPrivateKey: undefined, jwtSecret: undefined };

describe('VAPID keys', () => {
  it('are made once and kept sealed: every later read (another replica) gets the same pair', async () => {
    const database = app.testDb.database;
    // The app made them at its start; the public key it serves is the stored one.
    const served = (await app.fastify.inject({ url: '/api/2.0/eq/push/vapid-key' })).json<{ publicKey: string }>().publicKey;
    const first = await loadVapidKeys(database, none);
    expect(first.publicKey).toBe(served);
    expect(await loadVapidKeys(database, none)).toEqual(first);
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, VAPID_KEYS_META));
    expect(row!.value).toContain(first.publicKey);
    expect(row!.value).not.toContain(first.privateKey);
    // The pair signs: web-push accepts it.
    expect(() => webpush.getVapidHeaders('https://push.example.com', 'mailto:a@example.com', first.publicKey, first.privateKey, 'aes128gcm')).not.toThrow();
  });

  it('come from the environment when both halves are set, and a half or a malformed key stops the start', async () => {
    const pair = webpush.generateVAPIDKeys();
    const database = app.testDb.database;
    expect(await loadVapidKeys(database, { ...none, vapidPublicKey: pair.publicKey, vapidPrivateKey: pair.privateKey })).toEqual(pair);
    await expect(loadVapidKeys(database, { ...none, vapidPublicKey: pair.publicKey })).rejects.toThrow(/both/);
    await expect(loadVapidKeys(database, { ...none, vapidPublicKey: 'abc', vapidPrivateKey: pair.privateKey })).rejects.toThrow(/VAPID_PUBLIC_KEY/);
  });
});
